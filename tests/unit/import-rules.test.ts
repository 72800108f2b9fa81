// Import cycles that eslint.config.js's import-x/no-cycle does not see: it skips type-only imports and
// lints no .astro files, but a cycle through either is still coupling that keeps modules from being read
// (or moved) one at a time. The layer rules themselves are ESLint's: tests/unit/layer-rules.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

const SOURCE = /\.(ts|tsx|mts|astro|mjs)$/;

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every module specifier a file imports (static, dynamic and side-effect imports). */
export function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g),
  ];
  return specifiers.map((m) => m[1] ?? m[2] ?? '');
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The source file a relative specifier names, trying the extensions TypeScript and Vite would. */
function resolveFile(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = relative(root, resolve(dirname(join(root, file)), specifier));
  const found = EXTENSIONS.map((extension) => `${target}${extension}`).find(
    (candidate) => SOURCE.test(candidate) && existsSync(join(root, candidate)),
  );
  return found ?? null;
}

/** The graph of relative imports between source files, type-only imports included. */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(files)) {
    const targets = importsOf(readFileSync(join(root, file), 'utf8'))
      .map((specifier) => resolveFile(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first search, each as the path that closes it ('a → b → a'). */
export function cyclesIn(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import cycles ESLint does not see', () => {
  it('finds imports of every form', () => {
    expect(
      importsOf(
        `import a from './a';\nimport type { B } from "../b";\nimport './c';\nexport { d } from './d';\nawait import('./e');`,
      ),
    ).toEqual(['./a', '../b', './c', './d', './e']);
  });

  it('finds an import cycle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesIn(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    expect(
      cyclesIn(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import cycles in src, functions, scripts or bench, type-only and .astro imports included', () => {
    const graph = importGraph(['src', 'functions', 'scripts', 'bench']);
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesIn(graph)).toEqual([]);
  });
});
