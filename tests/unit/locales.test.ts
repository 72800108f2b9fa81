import { describe, expect, it } from 'vitest';
import { localeOfPath, normalisedPath, PAGE_TWINS } from '../../src/i18n/locales';

describe('languages of the site', () => {
  it('reads the language from the path: English under /en/, German everywhere else', () => {
    expect(localeOfPath('/')).toBe('de');
    expect(localeOfPath('/hilfe')).toBe('de');
    expect(localeOfPath('/standort/koeln')).toBe('de');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/en/help')).toBe('en');
    expect(localeOfPath('/en/help.html')).toBe('en');
    // A German path that merely starts with "en" is German.
    expect(localeOfPath('/entzug')).toBe('de');
  });

  it('names each page the way its links and canonical URLs do', () => {
    expect(normalisedPath('/index.html')).toBe('/');
    expect(normalisedPath('/en/index')).toBe('/en');
    expect(normalisedPath('/en/')).toBe('/en');
    expect(normalisedPath('/faq/')).toBe('/faq');
    expect(normalisedPath('/en/help.html')).toBe('/en/help');
  });

  it('pairs each German page with one English page of its own', () => {
    const english = Object.values(PAGE_TWINS);
    expect(new Set(english).size).toBe(english.length);
    for (const [german, twin] of Object.entries(PAGE_TWINS)) {
      expect(localeOfPath(german), german).toBe('de');
      expect(localeOfPath(twin), twin).toBe('en');
    }
  });
});
