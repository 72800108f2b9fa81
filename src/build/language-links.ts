// Build-time only: the checks that keep the languages linked (run on the built pages by astro.config.mjs,
// which fails the build on any problem). Every page that exists in every language names each twin with
// hreflang and each twin names it back; a page in another language that links a page in German only says
// so: the link's text carries the catalogue's "in German" ('link.inGerman': "… (in German)", "… (Almanca)"),
// or the link is itself in German (lang="de", the language switch).
import { DomUtils, parseDocument } from 'htmlparser2';
import { format } from '../domain/format-message';
import { MESSAGES } from '../domain/messages';
import { DEFAULT_LOCALE, GERMAN_OF, LOCALES, localeOfPath, normalisedPath, PAGE_PATHS } from '../i18n/locales';

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

/** What a link's text says when it leads to a page in the default language only, in `locale`: "(in German)". */
function inDefaultLanguageMarker(locale: (typeof LOCALES)[number]): string {
  return format(MESSAGES[locale]['link.inGerman'], { label: '' }).trim();
}

/** Every problem with the languages' links among the built pages; empty when there is none. */
export function languageLinkProblems(pages: readonly BuiltPage[], origin: string): string[] {
  const problems: string[] = [];
  const facts = new Map(pages.map((page) => [normalisedPath(page.path), factsOf(page.html, origin)]));
  for (const [german, paths] of Object.entries(PAGE_PATHS)) {
    for (const path of Object.values(paths)) {
      if (!facts.has(path)) problems.push(`${path}: the twin of ${german} was not built`);
    }
  }
  for (const [path, page] of facts) {
    const locale = localeOfPath(path);
    if (page.lang !== locale) problems.push(`${path}: <html lang="${page.lang}">, expected "${locale}"`);
    if (GERMAN_OF.has(path)) {
      for (const lang of LOCALES) {
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
    if (locale === DEFAULT_LOCALE) continue;
    const marker = inDefaultLanguageMarker(locale);
    for (const link of page.links) {
      const target = internalPagePath(link.href, origin);
      if (target === null || localeOfPath(target) !== DEFAULT_LOCALE) continue;
      const saysGerman = link.text.includes(marker) || link.lang === DEFAULT_LOCALE;
      if (!saysGerman) problems.push(`${path}: links the German page ${target} ("${link.text}") without saying so`);
    }
  }
  return problems;
}
