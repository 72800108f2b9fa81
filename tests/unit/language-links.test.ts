// The build's check of the two languages' links (src/build/language-links.ts), on small pages.
import { describe, expect, it } from 'vitest';
import { languageLinkProblems, type BuiltPage } from '../../src/build/language-links';
import { PAGE_TWINS } from '../../src/i18n/locales';

const ORIGIN = 'https://example.test';

function page(path: string, lang: string, alternates: Record<string, string> | null, body = ''): BuiltPage {
  const head = alternates
    ? Object.entries(alternates)
        .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN}${href}">`)
        .join('')
    : '';
  return { path, html: `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>` };
}

/** Every twin built and linked both ways, as the site is meant to be. */
function wellLinkedSite(): BuiltPage[] {
  return Object.entries(PAGE_TWINS).flatMap(([german, english]) => [
    page(german === '/' ? '/index.html' : `${german}.html`, 'de', { de: german, en: english, 'x-default': german }),
    page(`${english}.html`, 'en', { de: german, en: english, 'x-default': german }),
  ]);
}

describe('the languages’ links in the built site', () => {
  it('accepts twins that name each other and English links to German pages that say so', () => {
    const site = wellLinkedSite().filter((built) => built.path !== '/en/help.html');
    site.push(
      page(
        '/en/help.html',
        'en',
        { de: '/hilfe', en: '/en/help' },
        '<a href="/en/faq">FAQ</a><a href="/seo" hreflang="de">Guides (in German)</a>' +
          '<a href="/hilfe" hreflang="de" lang="de">Diese Seite auf Deutsch</a><a href="mailto:a@b.c">mail</a>' +
          '<a href="/og-image.png">image</a><a href="https://kba.de/x">KBA</a>',
      ),
    );
    expect(languageLinkProblems(site, ORIGIN)).toEqual([]);
  });

  it('fails when an English page’s German twin does not name it back', () => {
    const site = wellLinkedSite().map((built) =>
      built.path === '/hilfe.html' ? page('/hilfe.html', 'de', { de: '/hilfe' }) : built,
    );
    expect(languageLinkProblems(site, ORIGIN)).toEqual([
      '/hilfe: no hreflang="en" alternate',
      '/en/help: its de twin /hilfe does not name it back with hreflang="en"',
    ]);
  });

  it('fails when an English twin is missing or in the wrong language', () => {
    const site = wellLinkedSite().filter((built) => built.path !== '/en/faq.html');
    const problems = languageLinkProblems(site, ORIGIN);
    expect(problems).toContain('/en/faq: the English twin of /faq was not built');
    const wrongLang = wellLinkedSite().map((built) =>
      built.path === '/en/app.html' ? page('/en/app.html', 'de', { de: '/app', en: '/en/app' }) : built,
    );
    expect(languageLinkProblems(wrongLang, ORIGIN)).toContain('/en/app: <html lang="de">, expected "en"');
  });

  it('fails when an English page links a German-only page without saying so', () => {
    const site = wellLinkedSite();
    site.push(page('/en/extra.html', 'en', null, '<a href="/ratgeber/punkteabbau">Reducing points</a>'));
    site.push(
      page('/en/other.html', 'en', null, '<a href="/seo" hreflang="de">Guides</a><a href="/faq">FAQ (in German)</a>'),
    );
    expect(languageLinkProblems(site, ORIGIN)).toEqual([
      '/en/extra: links the German page /ratgeber/punkteabbau ("Reducing points") without saying so',
      '/en/other: links the German page /seo ("Guides") without saying so',
    ]);
  });
});
