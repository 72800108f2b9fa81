import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

/**
 * Worker tests run inside workerd with the bindings of wrangler.jsonc and the real D1 migrations.
 * bench/vitest.lifecycle.config.ts reuses this for the lifecycle benchmark.
 */
export function workerProject(name: string, include: string[]) {
  return defineProject(async () => {
    const migrations = await readD1Migrations(fileURLToPath(new URL('./functions/migrations', import.meta.url)));
    return {
      plugins: [
        cloudflareTest({
          wrangler: { configPath: fileURLToPath(new URL('./wrangler.jsonc', import.meta.url)) },
          miniflare: {
            // An empty second database: tests/worker/restore-drill.test.ts reads an export into it.
            d1Databases: { RESTORE_DRILL_DB: 'restore-drill' },
            bindings: {
              TEST_MIGRATIONS: migrations,
              ENVIRONMENT: 'test',
              // A fixed test key (32 zero-ish bytes); production keys come from `wrangler secret put`.
              DOCUMENTS_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktMDEyMzQ=',
              IP_HASH_SALT: 'test-ip-hash-salt',
              // Letters are printed by hand, mails and SMS wait in the outbox, unless a test picks a
              // provider: whatever .dev.vars (which the plugin reads) says for `npm start`'s stand-ins.
              DISPATCH_PROVIDER: 'manual',
              DISPATCH_WEBHOOK_SECRET: '',
              PINGEN_CLIENT_ID: '',
              PINGEN_CLIENT_SECRET: '',
              PINGEN_ORGANISATION_ID: '',
              PRINT_SERVICE_CUTOFF: '',
              MAIL_API_KEY: '',
              SMS_PROVIDER: '',
              SMS_API_KEY: '',
              SMS_WEBHOOK_SECRET: '',
            },
          },
        }),
      ],
      test: {
        name,
        include,
        setupFiles: ['tests/worker/fresh-state.ts', 'tests/worker/fetch-guard.ts'],
        // A paid order renders its invoice and contract confirmation PDFs; the first render in a fresh
        // isolate takes seconds on this 2-core machine.
        testTimeout: 20_000,
        // A file per core, not Vitest's default of one core fewer, which on a 2-core machine ran one file at a time:
        // much of a file's time is workerd starting and applying the migrations in a process of its own, so two files
        // side by side keep both cores busy (`npm test` 381 → 264 s here; bench/RESULTS.md, "Continuous integration").
        maxWorkers: '100%',
        // One workerd per core for all its files, not one per file: starting workerd and applying the migrations was
        // most of a file's time (the Worker tests 250 → 110 s here). tests/worker/fresh-state.ts gives every file a
        // fresh start all the same.
        isolate: false,
      },
    };
  });
}

export default workerProject('worker', ['tests/worker/**/*.test.ts']);
