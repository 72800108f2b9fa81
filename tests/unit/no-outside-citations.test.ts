// A clone of this repository must explain itself: no file cites the customer's specification or the
// architecture notes the team keeps outside it (by section number, by file name or by path). The product
// rules and design decisions the code relies on are in docs/product.md and docs/architecture.md, cited as
// "docs/product.md, 'Section'"; every such citation names a file and a heading that exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SELF = relative(root, import.meta.filename);

const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|css|sql|md|json|jsonc|ya?ml|html|txt|sh)$/;
/** Generated or downloaded: not ours to word, and too large to read for nothing. */
const SKIPPED = new Set(['package-lock.json']);
/** Where the walk stops when git is not there to say what is tracked (the folders .gitignore names). */
const UNTRACKED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  '.astro',
  '.api-types',
  '.wrangler',
  'test-results',
  'playwright-report',
  'dist-worker',
]);

/** The repository's files: tracked ones and new ones git does not ignore. */
function repositoryFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = walk('');
  }
  return [...new Set(files)]
    .filter((file) => TEXT.test(file) && !SKIPPED.has(file.split('/').pop()!) && file !== SELF)
    .filter((file) => !file.startsWith('bench/out/') && existsSync(join(root, file)))
    .sort();
}

function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = dir ? `${dir}/${name}` : name;
    if (UNTRACKED_DIRS.has(name)) return [];
    return statSync(join(root, path)).isDirectory() ? walk(path) : [path];
  });
}

/** What cites a document kept outside the repository, with why it is refused. */
const OUTSIDE: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bspec(?:ification)?(?:'s)?\s*§/i, why: 'cites the specification by section' },
  { pattern: /\barchitecture(?:\.md)?\s*§/i, why: 'cites the architecture notes by section' },
  { pattern: /(?<!docs\/)\barchitecture\.md\b/i, why: 'names an architecture.md other than docs/architecture.md' },
  { pattern: /product-spec/i, why: 'names the product specification' },
  { pattern: /\.\.\/shared\/(?:spec|design)\b/, why: 'points outside the repository' },
];

/**
 * A section sign right before a digit ("§5") numbers a document's sections; the law is cited with a space
 * ("§ 147 AO"). The only numbered document in the repository is the Datenschutzerklärung
 * (content/legal/datenschutz.md §6), so any other "§N" is a section of a document we do not have.
 */
function strayNumberedSections(line: string): string[] {
  return [...line.matchAll(/§\d/g)]
    .filter((m) => !/(?:datenschutz\.md|erklärung) $/i.test(line.slice(Math.max(0, m.index - 40), m.index)))
    .map((m) => m[0]);
}

function outsideCitations(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => [
      ...OUTSIDE.filter(({ pattern }) => pattern.test(line)).map(({ why }) => `line ${i + 1} ${why}: ${line.trim()}`),
      ...strayNumberedSections(line).map(
        () => `line ${i + 1} numbers a section of an outside document: ${line.trim()}`,
      ),
    ]);
}

/** "docs/<file>.md, '<Section>'" */
const DOCS_CITATION = /\bdocs\/([\w.-]+\.md), '([^'\n]+)'/g;

function headingsOf(doc: string): Set<string> {
  const text = readFileSync(join(root, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((m) => m[1]!.trim()));
}

describe('citations', () => {
  const files = repositoryFiles();

  it('reads the repository', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('README.md');
    expect(files).toContain('src/domain/catalog.ts');
  });

  it('tells an outside citation from our own', () => {
    for (const outside of [
      '// Field lengths (spec §9 "Text limits").',
      '/** Spec §1: after three weeks … */',
      "// the spec's order payload shape (§3)",
      '// (architecture §7.2)',
      '// The layers (../shared/design/architecture.md §3).',
      '<!-- product-spec.md -->',
      '// §5 "Step 3").',
    ])
      expect(outsideCitations(outside), outside).not.toEqual([]);
    expect(outsideCitations("// (docs/architecture.md, 'Layers')")).toEqual([]);
    expect(outsideCitations('// (content/legal/datenschutz.md §6); AGB § 3, § 147 Abs. 4 AO')).toEqual([]);
    expect(outsideCitations('// Datenschutzerklärung §6 says')).toEqual([]);
  });

  it('cites nothing kept outside the repository', () => {
    const found = files.flatMap((file) =>
      outsideCitations(readFileSync(join(root, file), 'utf8')).map((hit) => `${file}: ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('cites docs/ by files and headings that exist', () => {
    const headings = new Map<string, Set<string>>();
    const broken: string[] = [];
    let cited = 0;
    for (const file of files) {
      for (const [, doc, section] of readFileSync(join(root, file), 'utf8').matchAll(DOCS_CITATION)) {
        cited += 1;
        if (!existsSync(join(root, 'docs', doc!))) {
          broken.push(`${file}: docs/${doc} does not exist`);
          continue;
        }
        if (!headings.has(doc!)) headings.set(doc!, headingsOf(doc!));
        if (!headings.get(doc!)!.has(section!)) broken.push(`${file}: docs/${doc} has no heading '${section}'`);
      }
    }
    expect(cited).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});
