// The runbook (docs/operations.md) names a command for each procedure: each `npm run` it names exists.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const runbook = readFileSync(resolve(root, 'docs/operations.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

describe('docs/operations.md', () => {
  const named = [...new Set([...runbook.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!))];

  it('names the commands of its procedures', () => {
    for (const script of [
      'deploy',
      'documents:rotate',
      'drill:restore',
      'db:export',
      'customer:export',
      'legal:archive',
    ])
      expect(named).toContain(script);
  });

  it.each(named)('npm run %s exists', (script) => {
    expect(scripts).toContain(script);
  });
});
