// The Worker never asks "is this order Pro?": it asks whether the order's package has a benefit
// (hasBenefit, plansWith in src/domain/benefits.ts), so moving a benefit to another package is one edit of
// the benefits table and every check and query follows. This test finds a comparison with a package id
// written out in code or SQL anywhere under functions/ or src/. The packages themselves are defined in
// src/domain/benefits.ts and catalog.ts, which are not scanned.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENEFITS, hasBenefit, plansWith } from '../../src/domain/benefits';
import { PLANS } from '../../src/domain/catalog';

const root = resolve(import.meta.dirname, '../..');

const PLAN = `(?:${PLANS.map((plan) => plan.id).join('|')})`;
const QUOTED = `(['"\`])${PLAN}\\1`;

/** Each way code compares with a package id: JS (in)equality either way round, switch cases, SQL. */
const COMPARISONS: readonly RegExp[] = [
  new RegExp(`[!=]==?\\s*${QUOTED}`),
  new RegExp(`${QUOTED}\\s*[!=]==?`),
  new RegExp(`\\bcase\\s+${QUOTED}\\s*:`),
  new RegExp(`\\[\\s*${QUOTED}(?:\\s*,\\s*${QUOTED.replace('\\1', '\\2')})*\\s*,?\\s*\\]\\s*\\.includes\\(`),
  new RegExp(`\\bplan\\s*(?:=|!=|<>)\\s*'${PLAN}'`, 'i'),
  new RegExp(`\\bplan\\s+(?:NOT\\s+)?IN\\s*\\([^)]*'${PLAN}'`, 'i'),
];

/** The lines of `source` that compare with a package id, as 'line: text'. */
export function planComparisons(source: string): string[] {
  return source
    .split('\n')
    .map((text, i) => ({ text, line: i + 1 }))
    .filter(({ text }) => COMPARISONS.some((pattern) => pattern.test(text)))
    .map(({ text, line }) => `${line}: ${text.trim()}`);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Where the packages are defined: the table of benefits and the catalogue built from it. */
const DEFINITIONS = new Set(['src/domain/benefits.ts', 'src/domain/catalog.ts']);

describe('no package id literals in comparisons', () => {
  it('finds every form of comparison', () => {
    const found = [
      "if (order.plan === 'pro') {}",
      'if ("basic" !== plan) {}',
      'const tier = plan == `plus` ? 1 : 2;',
      "  case 'pro':",
      "if (['plus', 'pro'].includes(order.plan)) {}",
      "WHERE o.plan = 'pro' AND o.paid_at IS NOT NULL",
      "ORDER BY plan='pro' DESC",
      "WHERE plan IN ('plus', 'pro')",
      "WHERE o.plan NOT IN ('basic')",
    ];
    for (const line of found) expect(planComparisons(line), line).toHaveLength(1);
    const fine = [
      "hasBenefit(order.plan, 'priority-support')",
      "o.plan IN (${sqlList(plansWith('pro-priority'))})",
      "if (benefit === 'pro-priority') {}",
      "const deadline = sameDayDispatchDate(now, cutoff); // like 'plus'",
      'AND (?3 IS NULL OR o.plan = ?3)',
    ];
    for (const line of fine) expect(planComparisons(line), line).toEqual([]);
  });

  it('lists for each benefit exactly the packages that have it', () => {
    for (const benefit of BENEFITS)
      expect(plansWith(benefit.id), benefit.id).toEqual(
        PLANS.map((p) => p.id).filter((id) => hasBenefit(id, benefit.id)),
      );
  });

  it('has no comparison with a package id under functions/ or src/ (but where packages are defined)', () => {
    const files = [...sourceFiles('functions'), ...sourceFiles('src')].filter((file) => !DEFINITIONS.has(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      planComparisons(readFileSync(join(root, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
