import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts with the database migrated and empty and the document bucket empty. The Worker tests share
// one workerd per core (vitest.worker.config.ts, `isolate: false`) instead of starting one per file, so what an
// earlier file stored is removed here. The Worker's modules stay loaded between files (loading them anew for each
// file cost 50 s): their few caches are keyed by what they cache (a domain's key set, a client's token, a key
// setting), and the tests that need an empty one clear it (forgetPingenTokens).

// The same forward-only SQL files that `wrangler d1 migrations apply` runs; applied once per workerd, then skipped.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

await Promise.all([emptyTables(env.DB, ['d1_migrations']), emptyTables(env.RESTORE_DRILL_DB, []), emptyBucket()]);

async function emptyTables(db: D1Database, kept: string[]) {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
    )
    .all<{ name: string }>();
  const tables = results.map((row) => row.name).filter((name) => !kept.includes(name));
  if (tables.length === 0) return;
  // One transaction; the foreign keys are checked at its end, when every table is empty, whatever the order.
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...tables.map((name) => db.prepare(`DELETE FROM "${name}"`)),
  ]);
}

async function emptyBucket() {
  for (;;) {
    const listed = await env.DOCUMENTS.list({ limit: 1000 });
    if (listed.objects.length === 0) return;
    await env.DOCUMENTS.delete(listed.objects.map((object) => object.key));
  }
}
