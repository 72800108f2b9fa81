import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, LOCALES, localeOf } from '../../src/domain/locales';
import { alternatesOf, localeOfPath, normalisedPath, PAGE_PATHS } from '../../src/i18n/locales';

describe('languages of the site', () => {
  it('reads the language from the path: each language under its prefix, German everywhere else', () => {
    expect(localeOfPath('/')).toBe('de');
    expect(localeOfPath('/hilfe')).toBe('de');
    expect(localeOfPath('/standort/koeln')).toBe('de');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/en/help')).toBe('en');
    expect(localeOfPath('/en/help.html')).toBe('en');
    expect(localeOfPath('/tr/yardim')).toBe('tr');
    // A German path that merely starts with a language's tag is German.
    expect(localeOfPath('/entzug')).toBe('de');
    expect(localeOfPath('/trunkenheit')).toBe('de');
  });

  it('names each page the way its links and canonical URLs do', () => {
    expect(normalisedPath('/index.html')).toBe('/');
    expect(normalisedPath('/en/index')).toBe('/en');
    expect(normalisedPath('/en/')).toBe('/en');
    expect(normalisedPath('/faq/')).toBe('/faq');
    expect(normalisedPath('/en/help.html')).toBe('/en/help');
  });

  it('gives each page one path of its own in every language, under that language’s prefix', () => {
    for (const locale of LOCALES) {
      const paths = Object.values(PAGE_PATHS).map((row) => row[locale]);
      expect(new Set(paths).size, locale).toBe(paths.length);
      for (const path of paths) expect(localeOfPath(path), path).toBe(locale);
      // The pages of src/pages/[locale] are built under /<tag>.
      const prefix = LOCALE_INFO[locale].pathPrefix;
      expect(prefix === '' || prefix === `/${locale}`, locale).toBe(true);
    }
    for (const [german, row] of Object.entries(PAGE_PATHS)) expect(row.de).toBe(german);
  });

  it('finds a page’s twins from any of its paths, and none for a German-only page', () => {
    expect(alternatesOf('/tr/sss')).toEqual({ de: '/faq', en: '/en/faq', tr: '/tr/sss' });
    expect(alternatesOf('/en/help.html')).toEqual(PAGE_PATHS['/hilfe']);
    expect(alternatesOf('/ratgeber/punkteabbau')).toBeNull();
  });

  it('knows a registered language by its tag, however written, and no other', () => {
    expect(localeOf(' TR ')).toBe('tr');
    expect(localeOf('fr')).toBeNull();
    expect(localeOf(undefined)).toBeNull();
  });
});
