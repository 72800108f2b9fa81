// Build-time only: the checks that keep the two languages linked (run on the built pages by astro.config.mjs,
// which fails the build on any problem). Every page that exists in both languages names its twin with
// hreflang and the twin names it back; an English page that links a page in German only says so: the link's
// text says "German" ("… (in German)"), or the link is itself in German (lang="de", the language switch).
import { DomUtils, parseDocument } from 'htmlparser2';
import { localeOfPath, normalisedPath, PAGE_TWINS } from '../i18n/locales';

export interface BuiltPage {
  /** The page's path as the site links it, e.g. '/en/help'. */
  path: string;
  html: string;
}

interface PageFacts {
  lang: string;
  /** hreflang → path of each <link rel="alternate">. */
  alternates: Map<string, string>;
  links: { href: string; lang: string | undefined; text: string }[];
}

function factsOf(html: string, origin: string): PageFacts {
  const document = parseDocument(html);
  const root = DomUtils.findOne((element) => element.name === 'html', document.children);
  const alternates = new Map<string, string>();
  for (const link of DomUtils.findAll((element) => element.name === 'link', document.children)) {
    if (link.attribs.rel === 'alternate' && link.attribs.hreflang && link.attribs.href) {
      const url = new URL(link.attribs.href, origin);
      if (url.origin === origin) alternates.set(link.attribs.hreflang, normalisedPath(url.pathname));
    }
  }
  const links = DomUtils.findAll(
    (element) => element.name === 'a' && Boolean(element.attribs.href),
    document.children,
  ).map((anchor) => ({
    href: anchor.attribs.href!,
    lang: anchor.attribs.lang,
    text: DomUtils.textContent(anchor).replace(/\s+/g, ' ').trim(),
  }));
  return { lang: root?.attribs.lang ?? '', alternates, links };
}

/** An internal page's path for a link, or null for other sites, mail, anchors and files (scripts, images, feeds). */
function internalPagePath(href: string, origin: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) {
    if (!href.startsWith(origin)) return null;
  }
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return null;
  if (url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/pagefind/')) return null;
  return normalisedPath(url.pathname);
}

/** Every problem with the languages' links among the built pages; empty when there is none. */
export function languageLinkProblems(pages: readonly BuiltPage[], origin: string): string[] {
  const problems: string[] = [];
  const facts = new Map(pages.map((page) => [normalisedPath(page.path), factsOf(page.html, origin)]));
  for (const [german, english] of Object.entries(PAGE_TWINS)) {
    if (!facts.has(english)) problems.push(`${english}: the English twin of ${german} was not built`);
  }
  for (const [path, page] of facts) {
    const locale = localeOfPath(path);
    if (page.lang !== locale) problems.push(`${path}: <html lang="${page.lang}">, expected "${locale}"`);
    const isTwin = path in PAGE_TWINS || Object.values(PAGE_TWINS).includes(path as never);
    if (isTwin) {
      for (const lang of ['de', 'en'] as const) {
        const other = page.alternates.get(lang);
        if (!other) {
          problems.push(`${path}: no hreflang="${lang}" alternate`);
          continue;
        }
        if (lang === locale && other !== path)
          problems.push(`${path}: its hreflang="${lang}" names ${other}, not itself`);
        if (lang !== locale && facts.get(other)?.alternates.get(locale) !== path)
          problems.push(`${path}: its ${lang} twin ${other} does not name it back with hreflang="${locale}"`);
      }
    }
    if (locale !== 'en') continue;
    for (const link of page.links) {
      const target = internalPagePath(link.href, origin);
      if (target === null || localeOfPath(target) === 'en') continue;
      const saysGerman = /\bGerman\b/.test(link.text) || link.lang === 'de';
      if (!saysGerman) problems.push(`${path}: links the German page ${target} ("${link.text}") without saying so`);
    }
  }
  return problems;
}
