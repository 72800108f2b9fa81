// The English content translates the German one it is named after: the same questions in the same places,
// the same placeholders, courtesy translations of the current legal texts, and links that stay in English
// or say that they lead to German.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PAGE_TWINS } from '../../src/i18n/locales';

const root = join(import.meta.dirname, '../..');

function read(file: string): { data: Record<string, unknown>; body: string } {
  const match = readFileSync(join(root, file), 'utf8').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`${file}: no frontmatter`);
  return { data: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}

const markdownIn = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.md'))
    .sort();
const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort();
const ENGLISH_PATHS = new Set<string>(Object.values(PAGE_TWINS));
const GERMAN_WITH_TWIN = new Set<string>(Object.keys(PAGE_TWINS));

/** Internal links of a Markdown text: [label, path without anchor]. */
const internalLinks = (body: string) =>
  [...body.matchAll(/\[([^\]]+)\]\((\/[^)#\s]*)[^)]*\)/g)].map((m) => [m[1]!, m[2]!] as const);

function expectEnglishLinks(file: string, body: string) {
  for (const [label, path] of internalLinks(body)) {
    if (path.startsWith('/en/')) expect(ENGLISH_PATHS, `${file}: ${path}`).toContain(path);
    else {
      expect(GERMAN_WITH_TWIN.has(path), `${file}: ${path} has an English page; link that instead`).toBe(false);
      expect(label, `${file}: a link to German ${path} says so`).toMatch(/\(in German\)$/);
    }
  }
}

describe('content/en/faq', () => {
  const german = markdownIn('content/faq');
  const english = existsSync(join(root, 'content/en/faq')) ? markdownIn('content/en/faq') : [];

  it('has one English file for each German question, named alike', () => {
    expect(english).toEqual(german);
  });

  it('keeps each question in its group, place and extra lists, with the same placeholders', () => {
    for (const file of english) {
      const de = read(`content/faq/${file}`);
      const en = read(`content/en/faq/${file}`);
      const { question: _de, ...deRest } = de.data;
      const { question: _en, ...enRest } = en.data;
      expect(enRest, file).toEqual(deRest);
      expect(placeholders(`${String(en.data.question)} ${en.body}`), file).toEqual(
        placeholders(`${String(de.data.question)} ${de.body}`),
      );
      expectEnglishLinks(file, en.body);
    }
  });
});

describe('content/en/legal', () => {
  const english = existsSync(join(root, 'content/en/legal')) ? markdownIn('content/en/legal') : [];

  it('translates the current German version of each legal text', () => {
    expect(english).toEqual(markdownIn('content/legal'));
    for (const file of english) {
      const de = read(`content/legal/${file}`);
      const en = read(`content/en/legal/${file}`);
      // A German text changed after its translation: the English one must be brought up to date with it.
      expect(en.data.updated, `${file}: translation of an older German version`).toBe(de.data.updated);
      expect(placeholders(en.body), file).toEqual(placeholders(de.body));
      expectEnglishLinks(file, en.body);
    }
  });
});
