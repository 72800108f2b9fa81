// What /api/health reports and the cron alerts the operator about: the required secrets that are missing
// (names only, never values), settings that are present but unusable, in production the benefits on sale
// whose provider's settings are missing (the deploy check's list), and what is weaker than it should be.
import type { Env } from '../../env';
import { accessGateProblems } from '../../lib/cloudflare-access';
import { invalidSettings, missingSecrets, unconfiguredBenefitSettings } from '../../lib/config';
import { dispatchProviderName, dispatchSettingProblems } from '../dispatch/provider';

export function healthReport(env: Env) {
  const access = accessGateProblems(env);
  return {
    missing: missingSecrets(env),
    invalid: [...invalidSettings(env), ...dispatchSettingProblems(env), ...access.invalid],
    unconfigured: unconfiguredBenefitSettings(env),
    warnings: access.warnings,
    // How letters leave (pingen or manual): a name, not a secret.
    dispatch: dispatchProviderName(env),
  };
}

/** Everything the report names, one line each, for the operator's alert; empty when all is well. */
export function healthProblems(env: Env): string[] {
  const report = healthReport(env);
  return [
    ...report.missing.map((name) => `${name} (missing)`),
    ...report.invalid,
    ...report.unconfigured.map((u) => `${u.benefit}: ${u.settings.join(', ')}`),
    ...report.warnings,
  ];
}
