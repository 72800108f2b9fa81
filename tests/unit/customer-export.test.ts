import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportQueries } from '../../scripts/customer-export.mjs';

const root = resolve(import.meta.dirname, '../..');

describe('npm run customer:export (Art. 15 DSGVO)', () => {
  it('asks every table that holds the customer, by their e-mail and their orders', () => {
    const queries = exportQueries('erika@example.de');
    expect(Object.keys(queries)).toEqual([
      'orders',
      'timeline',
      'withdrawals',
      'contactMessages',
      'messagesSent',
      'uploads',
      'letters',
      'invoices',
    ]);
    for (const sql of Object.values(queries)) expect(sql).toContain("'erika@example.de'");
  });

  it('refuses what is not an e-mail address (nothing of it can reach the SQL)', () => {
    expect(() => exportQueries("x' OR 1=1 --@a.de")).toThrow();
    expect(() => exportQueries('')).toThrow();
  });

  it('--dry-run prints the queries and runs nothing', () => {
    const out = execFileSync(
      process.execPath,
      ['scripts/customer-export.mjs', '--email', 'Erika@Example.de', '--dry-run'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(out).toContain('-- orders');
    expect(out).toContain("lower(email) = 'erika@example.de'");
  });
});
