import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { accessGateProblems } from '../lib/cloudflare-access';
import { invalidSettings, missingSecrets, unconfiguredBenefitSettings } from '../lib/config';
import { dispatchProviderName, dispatchSettingProblems } from '../services/dispatch/provider';

/**
 * Liveness for uptime checks and the load benchmark's baseline. Names the required secrets that are
 * missing (names only, never values), so a deploy without them is seen at once, and in production the
 * benefits on sale whose provider's settings are missing (`unconfigured`, the deploy check's list) and
 * what is weaker than it should be (`warnings`: a back office without Cloudflare Access). Only a missing
 * secret makes `ok` false.
 */
export const health = new Hono<AppEnv>().get('/', (c) => {
  const missing = missingSecrets(c.env);
  const access = accessGateProblems(c.env);
  const invalid = [...invalidSettings(c.env), ...dispatchSettingProblems(c.env), ...access.invalid];
  const unconfigured = unconfiguredBenefitSettings(c.env);
  const warnings = access.warnings;
  // How letters leave (pingen, demo or manual): a name, not a secret.
  const dispatch = dispatchProviderName(c.env);
  const problems = {
    ...(invalid.length ? { invalid } : {}),
    ...(unconfigured.length ? { unconfigured } : {}),
    ...(warnings.length ? { warnings } : {}),
  };
  if (missing.length) return c.json({ ok: false, missing, dispatch, ...problems }, 503);
  return c.json({ ok: true, dispatch, ...problems });
});
