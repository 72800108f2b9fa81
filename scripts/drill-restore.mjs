// `npm run drill:restore -- [--from FILE | --persist-to DIR] [--keep] [--dry-run]`: the restore drill on
// this machine. Exports the local database (or takes FILE, e.g. from `npm run db:export -- --remote`),
// reads it into a fresh local database whose R2 is empty, as after a restore to an earlier point whose
// documents were deleted since; checks that every row came back and that the migrations apply on top.
// What the Worker then does with such a state (no job failing for ever, nothing sent twice) is
// tests/worker/restore-drill.test.ts. --dry-run prints the steps and commands without running them.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { countQuery, DRILL_USAGE, drillSteps, exportDatabase, insertCounts, parseDrillArgs } from './d1-export.mjs';
import { localBin, offlineEnv } from './local-env.mjs';

let options;
try {
  options = parseDrillArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message || DRILL_USAGE);
  process.exit(1);
}

const steps = drillSteps(options);
if (options.dryRun) {
  for (const [i, step] of steps.entries()) {
    console.log(`${i + 1}. ${step.what}`);
    if (step.wrangler) console.log(`   npx wrangler ${step.wrangler.join(' ')}`);
    if (step.export)
      console.log(
        `   npm run db:export -- --output ${step.export.output}${step.export.persistTo ? ` --persist-to ${step.export.persistTo}` : ''}`,
      );
  }
  console.log(
    options.keep
      ? `The restored database stays in ${options.restoreTo}.`
      : `${options.restoreTo} is removed afterwards (--keep keeps it).`,
  );
  process.exit(0);
}

function wrangler(args) {
  // stdin not a terminal: the migrations apply without wrangler's question (the folder is the drill's own).
  const result = spawnSync(...localBin('wrangler', args), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: offlineEnv,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed:\n${result.stdout}`);
  return result.stdout;
}

let failed = false;
try {
  for (const [i, step] of steps.entries()) {
    console.log(`${i + 1}. ${step.what}`);
    if (step.export) {
      await exportDatabase(step.export);
      continue;
    }
    if (!step.count) {
      wrangler(step.wrangler);
      continue;
    }
    const expected = insertCounts(readFileSync(options.from ?? options.export.output, 'utf8'));
    const answer = JSON.parse(wrangler([...step.wrangler.slice(0, -1), countQuery([...expected.keys()])]));
    const restored = new Map(answer[0].results.map((row) => [row.name, row.n]));
    for (const [table, rows] of expected) {
      if (restored.get(table) === rows) continue;
      failed = true;
      console.error(`   ${table}: ${rows} rows exported, ${restored.get(table)} restored`);
    }
    console.log(`   ${expected.size} tables, ${[...expected.values()].reduce((a, b) => a + b, 0)} rows`);
  }
} finally {
  if (!options.keep) rmSync(options.restoreTo, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log(
  options.keep
    ? `Restored into ${options.restoreTo}: WRANGLER_PERSIST_TO=${options.restoreTo} npm start serves it.`
    : 'The export reads back completely.',
);
