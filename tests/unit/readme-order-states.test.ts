// The README's "Order states" table is the domain's transition table, not a copy that drifts:
// this test renders the table from src/domain/order-lifecycle.ts and expects it in the README.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, TRANSITIONS } from '../../src/domain/order-lifecycle';

export function transitionTable(): string {
  const rows = ORDER_STATUSES.map((status) => {
    const next = TRANSITIONS[status] as readonly string[];
    return `| \`${status}\` | ${ORDER_STATUS_LABELS[status]} | ${next.length ? next.map((s) => `\`${s}\``).join(', ') : '–'} |`;
  });
  return ['| state | shown as | may move to |', '|---|---|---|', ...rows].join('\n');
}

describe('README order states', () => {
  it('shows the domain transition table', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
    expect(readme).toContain(transitionTable());
  });
});
