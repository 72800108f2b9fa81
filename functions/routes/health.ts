import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { healthReport } from '../services/operations/health';

/**
 * Liveness for uptime checks and the load benchmark's baseline, with what the service lacks
 * (services/operations/health.ts). Only a missing secret makes `ok` false.
 */
export const health = new Hono<AppEnv>().get('/', (c) => {
  const { missing, invalid, unconfigured, warnings, dispatch } = healthReport(c.env);
  const problems = {
    ...(invalid.length ? { invalid } : {}),
    ...(unconfigured.length ? { unconfigured } : {}),
    ...(warnings.length ? { warnings } : {}),
  };
  if (missing.length) return c.json({ ok: false, missing, dispatch, ...problems }, 503);
  return c.json({ ok: true, dispatch, ...problems });
});
