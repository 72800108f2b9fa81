// The maintenance scripts' own logic, without a Worker or wrangler: `npm run documents:rotate`
// (scripts/rotation-client.mjs) and `npm run db:export` / `npm run drill:restore` (scripts/d1-export.mjs).
import { describe, expect, it } from 'vitest';
import { parseRotateArgs, rotateAll, rotationReport } from '../../scripts/rotation-client.mjs';
import {
  countQuery,
  drillSteps,
  exportCommand,
  insertCounts,
  parseDrillArgs,
  parseExportArgs,
} from '../../scripts/d1-export.mjs';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const counts = (c: Partial<Record<string, number>>) => ({
  scanned: 0,
  reencrypted: 0,
  current: 0,
  unreadable: 0,
  vanished: 0,
  ...c,
});

describe('npm run documents:rotate', () => {
  it('targets the local state by default, a state folder with --persist-to, the deployed Worker with --remote', () => {
    expect(parseRotateArgs([], 'punktebrief.de')).toEqual({
      target: 'local',
      persistTo: null,
      url: null,
      dryRun: false,
      limit: 25,
    });
    expect(parseRotateArgs(['--persist-to', '.wrangler/e2e-state', '--dry-run'], 'punktebrief.de')).toMatchObject({
      target: 'local',
      persistTo: '.wrangler/e2e-state',
      dryRun: true,
    });
    expect(parseRotateArgs(['--remote'], 'punktebrief.de')).toMatchObject({
      target: 'remote',
      url: 'https://punktebrief.de',
    });
    expect(parseRotateArgs(['--remote', '--url', 'https://staging.punktebrief.de/'], 'x')).toMatchObject({
      url: 'https://staging.punktebrief.de',
    });
  });

  it('refuses what does not fit together, and a password over plain http', () => {
    for (const argv of [
      ['--remote', '--persist-to', 'dir'],
      ['--url', 'https://punktebrief.de'],
      ['--remote', '--url', 'http://punktebrief.de'],
      ['--limit', '0'],
      ['--limit', '101'],
      ['--force'],
    ])
      expect(() => parseRotateArgs(argv, 'punktebrief.de'), argv.join(' ')).toThrow();
  });

  it('calls page after page until the cursor is null and sums the counts per phase', async () => {
    const pages = [
      { phase: 'documents', cursor: 'documents:c1', counts: counts({ scanned: 2, reencrypted: 2 }) },
      { phase: 'documents', cursor: 'operators:', counts: counts({ scanned: 1, current: 1 }) },
      { phase: 'operators', cursor: 'personal_data_changes:', counts: counts({ scanned: 1, reencrypted: 1 }) },
      { phase: 'personal_data_changes', cursor: 'idempotency_keys:', counts: counts({}) },
      { phase: 'idempotency_keys', cursor: null, counts: counts({ scanned: 1, current: 1 }) },
    ];
    const bodies: unknown[] = [];
    const totals = await rotateAll(
      async (body: unknown) => {
        bodies.push(body);
        return pages[bodies.length - 1];
      },
      { dryRun: true, limit: 10 },
    );
    expect(bodies).toEqual([
      { cursor: null, dryRun: true, limit: 10 },
      { cursor: 'documents:c1', dryRun: true, limit: 10 },
      { cursor: 'operators:', dryRun: true, limit: 10 },
      { cursor: 'personal_data_changes:', dryRun: true, limit: 10 },
      { cursor: 'idempotency_keys:', dryRun: true, limit: 10 },
    ]);
    expect(totals.documents).toEqual(counts({ scanned: 3, reencrypted: 2, current: 1 }));
    expect(totals.operators).toEqual(counts({ scanned: 1, reencrypted: 1 }));
    expect(rotationReport(totals, true).at(-1)).toMatch(/^Dry run: nothing was written/);
    expect(rotationReport(totals, false).at(-1)).toMatch(/^Nothing is left under an old key/);
    totals.operators!.unreadable = 1;
    expect(rotationReport(totals, false).at(-1)).toMatch(/Keep DOCUMENTS_KEY_PREVIOUS/);
  });
});

describe('npm run db:export and npm run drill:restore', () => {
  it('exports with wrangler d1 export, or through getPlatformProxy for another state folder', () => {
    const local = parseExportArgs([], NOW);
    expect(local).toEqual({
      target: 'local',
      persistTo: null,
      output: '.wrangler/exports/punktebrief-local-2026-11-27T10-00-00-000Z.sql',
    });
    expect(exportCommand(local)).toEqual({
      wrangler: ['d1', 'export', 'DB', '--local', '--output', local.output],
    });
    expect(exportCommand(parseExportArgs(['--remote', '--output', 'b.sql'], NOW))).toEqual({
      wrangler: ['d1', 'export', 'DB', '--remote', '--output', 'b.sql'],
    });
    expect(exportCommand(parseExportArgs(['--persist-to', 'state', '--output', 'b.sql'], NOW))).toEqual({
      proxy: 'state',
      output: 'b.sql',
    });
    expect(() => parseExportArgs(['--remote', '--persist-to', 'state'])).toThrow();
  });

  it('--dry-run lists the drill: export, read into a fresh folder, count, migrate', () => {
    const options = parseDrillArgs(['--dry-run'], NOW);
    expect(options).toMatchObject({ dryRun: true, keep: false, from: null });
    const steps = drillSteps(options);
    expect(steps.map((s) => s.wrangler?.slice(0, 3) ?? 'export')).toEqual([
      'export',
      ['d1', 'execute', 'DB'],
      ['d1', 'execute', 'DB'],
      ['d1', 'migrations', 'apply'],
    ]);
    expect(steps[1]!.wrangler).toEqual([
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      '.wrangler/restore-drill-2026-11-27T10-00-00-000Z',
      '--file',
      options.export!.output,
      '--yes',
    ]);
    const fromFile = drillSteps(parseDrillArgs(['--from', 'prod.sql'], NOW));
    expect(fromFile).toHaveLength(3);
    expect(fromFile[0]!.wrangler).toContain('prod.sql');
  });

  it('counts the rows an export inserts, to compare with the restored tables', () => {
    const sql = [
      'PRAGMA defer_foreign_keys=TRUE;',
      'CREATE TABLE orders (order_number TEXT);',
      'INSERT INTO "orders" ("order_number") VALUES(\'PK-1\');',
      'INSERT INTO "orders" ("order_number") VALUES(\'PK-2\');',
      'INSERT INTO "outbox" ("id") VALUES(\'m1\');',
    ].join('\n');
    expect([...insertCounts(sql)]).toEqual([
      ['orders', 2],
      ['outbox', 1],
    ]);
    expect(countQuery(['orders', 'outbox'])).toBe(
      `SELECT 'orders' AS name, COUNT(*) AS n FROM "orders" UNION ALL SELECT 'outbox' AS name, COUNT(*) AS n FROM "outbox"`,
    );
  });
});
