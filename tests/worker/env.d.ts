import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      /** The real migrations, read by vitest.worker.config.ts and applied before each test file. */
      TEST_MIGRATIONS: D1Migration[];
      /** Secrets the tests set in vitest.worker.config.ts (`npm run types` never reads .dev.vars). */
      DOCUMENTS_KEY: string;
      /** An empty database beside DB (vitest.worker.config.ts): the restore drill reads an export into it. */
      RESTORE_DRILL_DB: D1Database;
    }
  }
}
