import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { audit } from '../../db/operators';
import { jsonBodyLimit } from '../../lib/body-limit';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { parseOrThrow, readJson } from '../../lib/validate';
import { rotateDocumentKeys } from '../../services/documents/key-rotation';

const RotateSchema = v.object({
  cursor: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048, 'Fortsetzungspunkt zu lang.'))), null),
  dryRun: v.optional(v.boolean('dryRun ist ja oder nein.'), false),
  limit: v.optional(
    v.pipe(
      v.number('limit ist eine Zahl.'),
      v.integer('limit ist eine ganze Zahl.'),
      v.minValue(1, 'limit ist mindestens 1.'),
      v.maxValue(100, 'limit ist höchstens 100.'),
    ),
    25,
  ),
});

/**
 * Upkeep that needs the Worker's bindings and secrets, for an operator's session only (scripts call it
 * after logging in as the operator, e.g. `npm run documents:rotate`).
 */
export const adminMaintenance = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  // One page of the documents-key rotation: cursor in, counts and the next cursor out (null: done).
  .post('/rotate-documents', bodyLimit(jsonBodyLimit), async (c) => {
    const { cursor, dryRun, limit } = parseOrThrow(RotateSchema, await readJson(c));
    const page = await rotateDocumentKeys(c.env, cursor, { dryRun, limit });
    // The start of a run and every page that rewrote something, under the operator's name.
    if (cursor === null || (!dryRun && page.counts.reencrypted > 0)) {
      const { scanned, reencrypted, current, unreadable, vanished } = page.counts;
      await audit(c.env.DB, {
        at: new Date().toISOString(),
        ...(await actorOf(c)),
        action: dryRun ? 'documents_rotate_dry_run' : 'documents_rotate',
        detail: `${page.phase}: ${scanned} gelesen, ${reencrypted} neu verschlüsselt, ${current} aktuell, ${unreadable} unlesbar, ${vanished} entfallen`,
      }).run();
    }
    return c.json(page);
  });
