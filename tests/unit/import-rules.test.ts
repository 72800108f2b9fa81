// architecture.md §3: islands, stores, lib, pages and functions may import src/domain; src/domain
// imports none of them (only valibot, feiertagejs, fastest-levenshtein, libphonenumber-js and its own modules); functions imports nothing else from src;
// src never imports functions.
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

function resolvedImports(file: string): { specifier: string; target: string | null }[] {
  return importsOf(readFileSync(join(root, file), 'utf8')).map((specifier) => ({
    specifier,
    target: specifier.startsWith('.') ? relative(root, resolve(dirname(join(root, file)), specifier)) : null,
  }));
}

function violations(dir: string, isAllowed: (imp: { specifier: string; target: string | null }) => boolean): string[] {
  return files(dir).flatMap((file) =>
    resolvedImports(file)
      .filter((imp) => !isAllowed(imp))
      .map((imp) => `${file} imports ${imp.specifier}`),
  );
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, trying the extensions TypeScript and Vite would. */
function resolveFile(target: string): string | null {
  for (const extension of EXTENSIONS) {
    const candidate = `${target}${extension}`;
    if (SOURCE.test(candidate) && existsSync(join(root, candidate))) return candidate;
  }
  return null;
}

/** The graph of relative imports between source files (type-only imports count: they are still coupling). */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(files)) {
    const targets = resolvedImports(file)
      .map(({ target }) => (target === null ? null : resolveFile(target)))
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

describe('import rules', () => {
  it('finds imports of every form', () => {
    expect(
      importsOf(
        `import a from './a';\nimport type { B } from "../b";\nimport './c';\nexport { d } from './d';\nawait import('./e');`,
      ),
    ).toEqual(['./a', '../b', './c', './d', './e']);
  });

  // Small pure libraries the domain may use: validation, and German public holidays for business days.
  const DOMAIN_PACKAGES = ['valibot', 'feiertagejs', 'fastest-levenshtein', 'libphonenumber-js/mobile'];

  it('src/domain imports only its small pure libraries and other domain modules', () => {
    expect(
      violations(
        'src/domain',
        ({ specifier, target }) => DOMAIN_PACKAGES.includes(specifier) || (target?.startsWith('src/domain/') ?? false),
      ),
    ).toEqual([]);
  });

  it('functions imports nothing from src except src/domain', () => {
    expect(
      violations('functions', ({ target }) => !target?.startsWith('src/') || target.startsWith('src/domain/')),
    ).toEqual([]);
  });

  it('src never imports functions', () => {
    expect(violations('src', ({ target }) => !target?.startsWith('functions'))).toEqual([]);
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

  it('has no import cycles in src, functions, scripts or bench', () => {
    const graph = importGraph(['src', 'functions', 'scripts', 'bench']);
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesIn(graph)).toEqual([]);
  });
});
