import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { CATALOGUE_MODULES, format, MESSAGES, translator } from '../../src/domain/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The links a sentence marks (`<help>…</help>`, src/build/rich-text.ts). */
const linkTags = (text: string) => [...text.matchAll(/<(\w+)>[^<]*<\/\1>/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it('has every key in every language, and no language has a key the others lack', () => {
    const keys = Object.keys(MESSAGES.de).sort();
    for (const locale of LOCALES) expect(Object.keys(MESSAGES[locale]).sort(), locale).toEqual(keys);
  });

  it('holds no sentence in pieces: a link sits inside its whole sentence as a tag', () => {
    const fragments = Object.keys(MESSAGES.de).filter((key) => /\.(before|between|after)$/.test(key));
    expect(fragments).toEqual([]);
  });

  it('says the same placeholders and links in every language, and no text is empty', () => {
    for (const [key, german] of Object.entries(MESSAGES.de)) {
      for (const locale of LOCALES) {
        const text = MESSAGES[locale][key as keyof typeof MESSAGES.de];
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(german));
        expect(linkTags(text), `${locale} ${key}`).toEqual(linkTags(german));
      }
    }
  });

  it('fills placeholders and refuses to leave one open', () => {
    expect(translator('en')('support.replyWithin', { hours: 24 })).toBe(
      'We reply within 24 hours during our service hours.',
    );
    expect(translator('de')('support.replyWithin', { hours: 24 })).toBe(
      'Wir antworten innerhalb von 24 Stunden in unseren Servicezeiten.',
    );
    expect(() => format('Antwort innerhalb von {hours} Stunden')).toThrow('{hours}');
  });
});

describe('the catalogue modules', () => {
  it('share no key, so no module silently overrides another', () => {
    const seen = new Map<string, string>();
    for (const [name, module] of Object.entries(CATALOGUE_MODULES)) {
      for (const key of Object.keys(module.de)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
    expect(seen.size).toBe(Object.keys(MESSAGES.de).length);
  });
});
