import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MESSAGES } from '../../../src/domain/messages';
import type { AppEnv } from '../../env';
import { jsonBodyLimit } from '../../lib/body-limit';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { validJson } from '../../lib/validate';
import { rotateDocumentKeysPage } from '../../services/back-office/maintenance';

const m = MESSAGES.de;

export const RotateSchema = v.object({
  cursor: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2048, m['operator.cursorTooLong']))), null),
  dryRun: v.optional(v.boolean(m['operator.dryRunBoolean']), false),
  limit: v.optional(
    v.pipe(
      v.number(m['operator.limitNumber']),
      v.integer(m['operator.limitInteger']),
      v.minValue(1, m['operator.limitMin']),
      v.maxValue(100, m['operator.limitMax']),
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
  .post('/rotate-documents', bodyLimit(jsonBodyLimit), validJson(RotateSchema), async (c) => {
    const { cursor, dryRun, limit } = c.req.valid('json');
    return c.json(await rotateDocumentKeysPage(c.env, cursor, { dryRun, limit }, await actorOf(c), new Date()));
  });
