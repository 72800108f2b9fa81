// The SQL export of the D1 database (`npm run db:export`) and the restore drill that reads it back into a
// fresh local database (`npm run drill:restore`): their arguments and steps, kept apart from the scripts'
// I/O so tests/unit/maintenance-scripts.test.ts checks them without wrangler.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { localBin, offlineEnv } from './local-env.mjs';

export const EXPORT_USAGE = 'Usage: npm run db:export -- [--output FILE] [--persist-to DIR | --remote]';
export const DRILL_USAGE = 'Usage: npm run drill:restore -- [--from FILE | --persist-to DIR] [--keep] [--dry-run]';

const stamp = (now) => now.toISOString().replace(/[:.]/g, '-');

/** Where and from what `npm run db:export` writes: the local state (default or --persist-to) or --remote. */
export function parseExportArgs(argv, now = new Date()) {
  const { values } = parseArgs({
    args: argv,
    options: {
      output: { type: 'string' },
      'persist-to': { type: 'string' },
      remote: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.remote && values['persist-to'])
    throw new Error(`--remote and --persist-to exclude each other.\n${EXPORT_USAGE}`);
  const target = values.remote ? 'remote' : 'local';
  return {
    target,
    persistTo: values['persist-to'] ?? null,
    output: values.output ?? join('.wrangler', 'exports', `punktebrief-${target}-${stamp(now)}.sql`),
  };
}

/**
 * The export's command. This wrangler's `d1 export --local` reads only the default state folder (it has
 * no --persist-to), so another folder is exported through wrangler's getPlatformProxy with the very
 * statement `d1 export --local` runs (PRAGMA miniflare_d1_export).
 */
export function exportCommand({ target, persistTo, output }) {
  if (persistTo) return { proxy: persistTo, output };
  return { wrangler: ['d1', 'export', 'DB', `--${target}`, '--output', output] };
}

export async function exportDatabase(options) {
  mkdirSync(dirname(options.output), { recursive: true });
  const command = exportCommand(options);
  if (command.wrangler) {
    // --remote asks before it starts: the database does not answer queries while it is exported.
    const result = spawnSync(...localBin('wrangler', command.wrangler), { stdio: 'inherit', env: offlineEnv });
    if (result.status !== 0) throw new Error(`wrangler d1 export failed (${result.status})`);
    return;
  }
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy({ persist: { path: join(command.proxy, 'v3') }, remoteBindings: false });
  try {
    const [statements] = await proxy.env.DB.prepare('PRAGMA miniflare_d1_export(?,?,?);').bind(0, 0).raw();
    writeFileSync(options.output, statements.join('\n'));
  } finally {
    await proxy.dispose();
  }
}

/** `npm run drill:restore`: which export (a file, or one taken now of the local state), and what to keep. */
export function parseDrillArgs(argv, now = new Date()) {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      'persist-to': { type: 'string' },
      keep: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.from && values['persist-to'])
    throw new Error(`--from and --persist-to exclude each other.\n${DRILL_USAGE}`);
  const restoreTo = join('.wrangler', `restore-drill-${stamp(now)}`);
  return {
    from: values.from ?? null,
    export: values.from
      ? null
      : parseExportArgs(values['persist-to'] ? ['--persist-to', values['persist-to']] : [], now),
    restoreTo,
    keep: values.keep,
    dryRun: values['dry-run'],
  };
}

/** The drill's steps in order, each with the wrangler command it runs (printed by --dry-run). */
export function drillSteps(options) {
  const file = options.from ?? options.export.output;
  const local = ['--local', '--persist-to', options.restoreTo];
  return [
    ...(options.export
      ? [
          {
            what: `export the local database${options.export.persistTo ? ` in ${options.export.persistTo}` : ''} to ${file}`,
            export: options.export,
          },
        ]
      : []),
    {
      what: `read ${file} into a fresh local database in ${options.restoreTo} (its R2 is empty: every document counts as deleted)`,
      wrangler: ['d1', 'execute', 'DB', ...local, '--file', file, '--yes'],
    },
    {
      what: 'count the rows of every table and compare them with the export',
      count: true,
      wrangler: [
        'd1',
        'execute',
        'DB',
        ...local,
        '--json',
        '--command',
        '<SELECT COUNT(*) of each table in the export>',
      ],
    },
    {
      what: 'apply the migrations newer than the export, as after a restore in production',
      wrangler: ['d1', 'migrations', 'apply', 'DB', ...local],
    },
  ];
}

/** Rows per table as the export inserts them. */
export function insertCounts(sql) {
  const counts = new Map();
  for (const match of sql.matchAll(/^INSERT INTO "([^"]+)"/gm)) counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
  return counts;
}

/** One query that counts the rows of these tables. */
export function countQuery(tables) {
  return tables.map((t) => `SELECT '${t}' AS name, COUNT(*) AS n FROM "${t}"`).join(' UNION ALL ');
}
