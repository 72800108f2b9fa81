import { describe, expect, it } from 'vitest';
import { LOCALES, localeOf } from '../../src/domain/locales';
import { pageLanguageOf } from '../../functions/lib/page-language';

describe('the language a tag names', () => {
  it('is every registered language, whatever its case and spaces', () => {
    for (const locale of LOCALES) {
      expect(localeOf(locale)).toBe(locale);
      expect(localeOf(` ${locale.toUpperCase()} `)).toBe(locale);
    }
  });

  it('is none for a language the site does not speak, an empty tag or none', () => {
    for (const tag of ['fr', 'en-GB', '', undefined, null]) expect(localeOf(tag)).toBeNull();
  });

  it('makes a page that names no language, or an unknown one, German', () => {
    expect(pageLanguageOf(undefined)).toBe('de');
    expect(pageLanguageOf('xx')).toBe('de');
    expect(pageLanguageOf('en')).toBe('en');
  });
});
