// Each other language's content translates the German one it is named after (content/faq/<tag>/,
// content/legal/<tag>/, content/landing/<tag>.json): the same questions in the same places, the same
// placeholders, courtesy translations of the current legal texts, and links that stay in the reader's language
// or say that they lead to German.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { format } from '../../src/domain/format-message';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/domain/locales';
import { MESSAGES } from '../../src/domain/messages';
import { PAGE_PATHS } from '../../src/domain/page-paths';

const root = join(import.meta.dirname, '../..');
const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

function read(file: string): { data: Record<string, unknown>; body: string } {
  const match = readFileSync(join(root, file), 'utf8').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`${file}: no frontmatter`);
  return { data: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}

const markdownIn = (dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort();

/** Internal links of a Markdown text: [label, path without anchor]. */
const internalLinks = (body: string) =>
  [...body.matchAll(/\[([^\]]+)\]\((\/[^)#\s]*)[^)]*\)/g)].map((m) => [m[1]!, m[2]!] as const);

function expectLinksIn(locale: Locale, file: string, body: string) {
  const ownPaths = new Set<string>(Object.values(PAGE_PATHS).map((paths) => paths[locale]));
  const pagesWithTwin = new Set<string>(Object.keys(PAGE_PATHS));
  const saysGerman = format(MESSAGES[locale]['link.inGerman'], { label: '' }).trim();
  for (const [label, path] of internalLinks(body)) {
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) expect(ownPaths, `${file}: ${path}`).toContain(path);
    else {
      expect(pagesWithTwin.has(path), `${file}: ${path} exists in ${locale}; link that instead`).toBe(false);
      expect(label.endsWith(saysGerman), `${file}: a link to German ${path} says so ("${saysGerman}")`).toBe(true);
    }
  }
}

describe.each(TRANSLATED)('content in %s', (locale) => {
  it('has one FAQ file for each German question, named alike, in the same group and place', () => {
    const german = markdownIn('content/faq');
    expect(markdownIn(`content/faq/${locale}`)).toEqual(german);
    for (const file of german) {
      const de = read(`content/faq/${file}`);
      const translated = read(`content/faq/${locale}/${file}`);
      const { question: _de, ...deRest } = de.data;
      const { question: _translated, ...translatedRest } = translated.data;
      expect(translatedRest, file).toEqual(deRest);
      expect(placeholders(`${String(translated.data.question)} ${translated.body}`), file).toEqual(
        placeholders(`${String(de.data.question)} ${de.body}`),
      );
      expectLinksIn(locale, file, translated.body);
    }
  });

  it('translates the current German version of each legal text', () => {
    const german = markdownIn('content/legal');
    expect(markdownIn(`content/legal/${locale}`)).toEqual(german);
    for (const file of german) {
      const de = read(`content/legal/${file}`);
      const translated = read(`content/legal/${locale}/${file}`);
      // A German text changed after its translation: the translation must be brought up to date with it.
      expect(translated.data.updated, `${file}: translation of an older German version`).toBe(de.data.updated);
      expect(placeholders(translated.body), file).toEqual(placeholders(de.body));
      expectLinksIn(locale, file, translated.body);
    }
  });

  it('has its landing page, with the placeholders the English one fills', () => {
    const landing = JSON.parse(readFileSync(join(root, `content/landing/${locale}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    const english = JSON.parse(readFileSync(join(root, 'content/landing/en.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(landing).sort()).toEqual(Object.keys(english).sort());
    const names = (value: unknown) => [...JSON.stringify(value).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(english)) expect(names(landing[key]), key).toEqual(names(english[key]));
  });
});
