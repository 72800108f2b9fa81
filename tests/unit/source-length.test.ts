// No source file grows past MAX_LINES: a module that long has usually taken on a second job (the orders
// table once held its timeline and the back office's queue too), and is split by responsibility before
// it is read as one. Tests are left out (a test file follows the feature it covers), as are declaration
// files, which tools write.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

const MAX_LINES = 400;
const DIRS = ['functions', 'src', 'scripts', 'stand-ins'];
const SOURCE = /\.(ts|tsx|mjs|astro)$/;

/** Files allowed past MAX_LINES for now, each with the reason it is not split yet. */
const ALLOWED: Readonly<Record<string, string>> = {};

/** Lines as an editor counts them: a final newline does not start another line. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
}

describe('source file length', () => {
  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\n\n')).toBe(2);
  });

  it(`keeps every source file in ${DIRS.join(', ')} at ${MAX_LINES} lines or fewer`, () => {
    const files = DIRS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .filter((file) => !(file in ALLOWED))
      .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('allows only files that exist and are still too long', () => {
    for (const file of Object.keys(ALLOWED))
      expect(lineCount(readFileSync(join(root, file), 'utf8')), file).toBeGreaterThan(MAX_LINES);
  });
});
