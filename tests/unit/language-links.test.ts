// The build's check of the languages' links (src/build/language-links.ts), on small pages.
import { describe, expect, it } from 'vitest';
import { languageLinkProblems, type BuiltPage } from '../../src/build/language-links';
import { LOCALES, PAGE_PATHS } from '../../src/i18n/locales';

const ORIGIN = 'https://example.test';

function page(path: string, lang: string, alternates: Record<string, string> | null, body = ''): BuiltPage {
  const head = alternates
    ? Object.entries(alternates)
        .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${href}">`)
        .join('')
    : '';
  return { path, html: `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>` };
}

const file = (path: string) => (path === '/' ? '/index.html' : `${path}.html`);

/** Every twin built and linked with all the others, as the site is meant to be. */
function wellLinkedSite(): BuiltPage[] {
  return Object.entries(PAGE_PATHS).flatMap(([german, paths]) =>
    LOCALES.map((locale) => page(file(paths[locale]), locale, { ...paths, 'x-default': german })),
  );
}

describe('the languages’ links in the built site', () => {
  it('accepts twins that name each other and links to German pages that say so', () => {
    const site = wellLinkedSite().filter((built) => !['/en/help.html', '/tr/yardim.html'].includes(built.path));
    site.push(
      page(
        '/en/help.html',
        'en',
        PAGE_PATHS['/hilfe'],
        '<a href="/en/faq">FAQ</a><a href="/seo" hreflang="de">Guides (in German)</a>' +
          '<a href="/hilfe" hreflang="de" lang="de">Diese Seite auf Deutsch</a><a href="mailto:a@b.c">mail</a>' +
          '<a href="/og-image.png">image</a><a href="https://kba.de/x">KBA</a>',
      ),
      page(
        '/tr/yardim.html',
        'tr',
        PAGE_PATHS['/hilfe'],
        '<a href="/tr/sss">SSS</a><a href="/seo" hreflang="de">Rehberler (Almanca)</a><a href="/en/help">English</a>',
      ),
    );
    expect(languageLinkProblems(site, ORIGIN)).toEqual([]);
  });

  it('fails when a twin does not name a page back', () => {
    const site = wellLinkedSite().map((built) =>
      built.path === '/hilfe.html' ? page('/hilfe.html', 'de', { de: '/hilfe', en: '/en/help' }) : built,
    );
    expect(languageLinkProblems(site, ORIGIN)).toEqual([
      '/hilfe: no hreflang="tr" alternate',
      '/tr/yardim: its de twin /hilfe does not name it back with hreflang="tr"',
    ]);
  });

  it('fails when a twin is missing or in the wrong language', () => {
    const site = wellLinkedSite().filter((built) => built.path !== '/tr/sss.html');
    expect(languageLinkProblems(site, ORIGIN)).toContain('/tr/sss: the twin of /faq was not built');
    const wrongLang = wellLinkedSite().map((built) =>
      built.path === '/en/app.html' ? page('/en/app.html', 'de', PAGE_PATHS['/app']) : built,
    );
    expect(languageLinkProblems(wrongLang, ORIGIN)).toContain('/en/app: <html lang="de">, expected "en"');
  });

  it('fails when a page in another language links a German-only page without saying so in its language', () => {
    const site = wellLinkedSite();
    site.push(page('/en/extra.html', 'en', null, '<a href="/ratgeber/punkteabbau">Reducing points</a>'));
    site.push(
      page('/en/other.html', 'en', null, '<a href="/seo" hreflang="de">Guides</a><a href="/faq">FAQ (in German)</a>'),
    );
    // "(in German)" on a Turkish page is not Turkish: the reader is told in the catalogue's words, "(Almanca)".
    site.push(page('/tr/extra.html', 'tr', null, '<a href="/seo">Rehberler (in German)</a>'));
    expect(languageLinkProblems(site, ORIGIN)).toEqual([
      '/en/extra: links the German page /ratgeber/punkteabbau ("Reducing points") without saying so',
      '/en/other: links the German page /seo ("Guides") without saying so',
      '/tr/extra: links the German page /seo ("Rehberler (in German)") without saying so',
    ]);
  });
});
