import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { invalidSettings, missingSecrets } from '../lib/config';
import { dispatchProviderName, dispatchSettingProblems } from '../services/dispatch/provider';

/**
 * Liveness for uptime checks and the load benchmark's baseline. Names the required secrets that are
 * missing (names only, never values), so a deploy without them is seen at once.
 */
export const health = new Hono<AppEnv>().get('/', (c) => {
  const missing = missingSecrets(c.env);
  const invalid = [...invalidSettings(c.env), ...dispatchSettingProblems(c.env)];
  // How letters leave (pingen, demo or manual): a name, not a secret.
  const dispatch = dispatchProviderName(c.env);
  if (missing.length) return c.json({ ok: false, missing, dispatch, ...(invalid.length ? { invalid } : {}) }, 503);
  return c.json(invalid.length ? { ok: true, dispatch, invalid } : { ok: true, dispatch });
});
