// Which way letters leave: DISPATCH_PROVIDER=pingen (the print service's API, at PINGEN_API_URL: the
// provider, its staging host, or the local stand-in of `npm start`) or manual (the operator's daily batch).
// Unset: manual.
import site from '../../../content/site.json';
import { isCutoff, printCutoffProblem } from '../../../src/domain/dispatch';
import type { Env } from '../../env';
import { isDevelopment } from '../../lib/config';
import { PINGEN_PRODUCTION, PINGEN_STAGING, pingenPrintService, type PingenSettings } from './pingen';
import type { DispatchProviderName, PrintService } from './types';

export function dispatchProviderName(env: Env): DispatchProviderName {
  return env.DISPATCH_PROVIDER === 'pingen' ? 'pingen' : 'manual';
}

/**
 * The print service's own daily cut-off ("HH:MM", German time): letters handed over later are posted
 * the next business day. Unset: the site's cut-off (content/site.json), which leaves no time at all.
 */
export function printServiceCutoff(env: Env): string {
  const cutoff = env.PRINT_SERVICE_CUTOFF;
  return cutoff && isCutoff(cutoff) ? cutoff : site.dispatchCutoff;
}

function cutoffProblems(env: Env): string[] {
  const cutoff = env.PRINT_SERVICE_CUTOFF || undefined;
  if (cutoff && !isCutoff(cutoff)) return ['PRINT_SERVICE_CUTOFF (HH:MM)'];
  // Printed by hand, the operator's day decides; through a print service, its cut-off must leave time.
  if (dispatchProviderName(env) === 'manual') return [];
  const problem = printCutoffProblem(site.dispatchCutoff, cutoff);
  return problem ? [problem] : [];
}

/** The print service's API host: PINGEN_API_URL, else staging (PINGEN_STAGING=1) or production. */
function pingenApiUrl(env: Env): string {
  return env.PINGEN_API_URL || (env.PINGEN_STAGING === '1' ? PINGEN_STAGING : PINGEN_PRODUCTION);
}

/** Settings that are present but unusable, by name (never a value); /api/health lists them. */
export function dispatchSettingProblems(env: Env): string[] {
  const name = env.DISPATCH_PROVIDER;
  if (name && !['pingen', 'manual'].includes(name)) return ['DISPATCH_PROVIDER (pingen or manual)'];
  const secrets =
    name === 'pingen'
      ? (['PINGEN_CLIENT_ID', 'PINGEN_CLIENT_SECRET', 'PINGEN_ORGANISATION_ID', 'DISPATCH_WEBHOOK_SECRET'] as const)
          .filter((setting) => !env[setting])
          .map((setting) => `${setting} (missing)`)
      : [];
  // A letter holds an ID copy: outside development it travels to the provider over https only.
  const url = env.PINGEN_API_URL && !isDevelopment(env) && !env.PINGEN_API_URL.startsWith('https://');
  return [...secrets, ...(url ? ['PINGEN_API_URL (not https)'] : []), ...cutoffProblems(env)];
}

function pingenSettings(env: Env): PingenSettings {
  return {
    clientId: env.PINGEN_CLIENT_ID ?? '',
    clientSecret: env.PINGEN_CLIENT_SECRET ?? '',
    organisationId: env.PINGEN_ORGANISATION_ID ?? '',
    apiUrl: pingenApiUrl(env),
  };
}

/**
 * The print service letters are handed to, or null when they are printed by hand. A provider that is
 * not usable (secrets missing, an http URL in production) throws: the job retries and then lands in
 * "Prüfen", never silently on a printer nobody watches. A cut-off without margin is named by
 * /api/health and the deploy check but does not stop letters.
 */
export function printService(env: Env): PrintService | null {
  if (dispatchProviderName(env) === 'manual') return null;
  const problems = dispatchSettingProblems(env).filter((p) => !p.startsWith('PRINT_SERVICE_CUTOFF'));
  if (problems.length) throw new Error(`dispatch not configured: ${problems.join(', ')}`);
  return pingenPrintService(pingenSettings(env));
}

/** The print service that has a letter, whatever today's setting (deleting its copy after posting). */
export function printServiceOf(env: Env): PrintService {
  return pingenPrintService(pingenSettings(env));
}
