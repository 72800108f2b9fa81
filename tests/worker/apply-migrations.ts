import { applyD1Migrations, env } from 'cloudflare:test';

// The same forward-only SQL files that `wrangler d1 migrations apply` runs.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
