// Every content file in content/ against the build-time schemas, and a malformed fixture that
// must be refused with the file and the fields named (as `astro build` does with the same schemas).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LocalPageSchema, SEO_CATEGORIES, SeoPageSchema } from '../../src/content-schemas';

const root = join(import.meta.dirname, '../..');

function frontmatter(file: string): unknown {
  const match = readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  if (!match) throw new Error(`${file}: no frontmatter`);
  return parse(match[1]!);
}

function filesIn(dir: string, ending: string): string[] {
  return readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(ending))
    .map((file) => join(root, dir, file));
}

/** Share of distinct words two texts have in common; a copy with a city name swapped scores ~1. */
function overlap(a: string, b: string): number {
  const words = (text: string) => new Set<string>(text.toLowerCase().match(/[a-zäöüß]{4,}/g) ?? []);
  const [x, y] = [words(a), words(b)];
  return [...x].filter((word) => y.has(word)).length / Math.min(x.size, y.size);
}

function expectDistinct(texts: [string, string][]) {
  for (let a = 0; a < texts.length; a++) {
    for (let b = a + 1; b < texts.length; b++) {
      expect(overlap(texts[a]![1], texts[b]![1]), `${texts[a]![0]} vs ${texts[b]![0]}`).toBeLessThan(0.6);
    }
  }
}

describe('content/seo', () => {
  const files = filesIn('content/seo', '.md');

  it('has at least 4 pages in each of the 8 categories', () => {
    for (const category of SEO_CATEGORIES) {
      expect(files.filter((file) => file.includes(`/seo/${category}/`)).length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s matches the schema', (_, file) => {
    const result = SeoPageSchema.safeParse(frontmatter(file));
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  });

  it('gives each category exactly one first example (order 1)', () => {
    for (const category of SEO_CATEGORIES) {
      const firsts = files.filter(
        (file) => file.includes(`/seo/${category}/`) && (frontmatter(file) as { order: number }).order === 1,
      );
      expect(firsts.length, category).toBe(1);
    }
  });

  it('city pages are not the same text with the name swapped', () => {
    expectDistinct(
      files
        .filter((file) => file.includes('/seo/standort/'))
        .map((file) => [relative(root, file), readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---/, '')]),
    );
  });

  it('has at least ~500 words of body text per page', () => {
    for (const file of files) {
      const body = readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---/, '');
      expect(body.split(/\s+/).filter(Boolean).length, relative(root, file)).toBeGreaterThanOrEqual(500);
    }
  });
});

describe('content/pages', () => {
  const files = filesIn('content/pages', '.json');

  it('has at least 10 local pages, none shadowing a fixed route', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    const fixed = [
      'app',
      'agb',
      'datenschutz',
      'impressum',
      'barrierefreiheit',
      'faq',
      'hilfe',
      'seo',
      'success',
      'extended-wizard',
      'widerruf',
      'build',
      'koeln',
      'muenchen',
      'berlin',
      '404',
      'index',
    ];
    for (const file of files) expect(fixed, file).not.toContain(file.split('/').pop()!.replace('.json', ''));
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s matches the schema', (_, file) => {
    const result = LocalPageSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  });

  it('says something of its own on every page (no name-swapped copies)', () => {
    expectDistinct(
      files.map((file) => [
        relative(root, file),
        (JSON.parse(readFileSync(file, 'utf8')).sections?.about?.paragraphs ?? []).join(' '),
      ]),
    );
  });
});

describe('a malformed content file', () => {
  it('is refused with every broken field named', () => {
    const result = SeoPageSchema.safeParse(frontmatter(join(root, 'tests/fixtures/content/seo-malformed.md')));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['order', 'hero.ctaText']));
  });
});
