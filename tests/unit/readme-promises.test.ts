// The README's "What the packages promise" table: every card line and every extra has a row, and
// every file a row names exists, so a new promise cannot be sold without saying where it is kept.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTRAS, PLANS } from '../../src/domain/catalog';

const root = join(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.split('## What the packages promise, and where it is delivered')[1]?.split('\n## ')[0] ?? '';
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| promise') && !line.startsWith('|---'))
  .map((line) => line.split('|').map((cell) => cell.trim()));

describe('README promise table', () => {
  it('has a row for every line of every package card and every extra', () => {
    const promises = rows.map((cells) => cells[1]);
    for (const promise of [...PLANS.flatMap((plan) => plan.features), ...EXTRAS.map((extra) => extra.name)])
      expect(promises, promise).toContain(promise);
  });

  it('names only files that exist, and a test for every row', () => {
    for (const cells of rows) {
      const files = [...(cells[2]! + cells[3]!).matchAll(/`([\w./-]+\.(?:ts|tsx|mjs|json|astro))`/g)].map((m) => m[1]!);
      for (const file of files) expect(existsSync(join(root, file)), `${cells[1]}: ${file}`).toBe(true);
      expect(cells[3], cells[1]).toMatch(/`tests\//);
    }
  });
});
