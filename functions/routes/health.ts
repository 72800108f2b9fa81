import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { missingSecrets } from '../lib/config';

/**
 * Liveness for uptime checks and the load benchmark's baseline. Names the required secrets that are
 * missing (names only, never values), so a deploy without them is seen at once.
 */
export const health = new Hono<AppEnv>().get('/', (c) => {
  const missing = missingSecrets(c.env);
  return missing.length ? c.json({ ok: false, missing }, 503) : c.json({ ok: true });
});
