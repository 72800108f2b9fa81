// Which way letters leave: DISPATCH_PROVIDER=pingen (the print service's API), demo (the local print
// shop of `npm start`, refused in production) or manual (the operator's daily batch). Unset: manual.
import site from '../../../content/site.json';
import { isCutoff, isLaterCutoff } from '../../../src/domain/dispatch';
import type { Env } from '../../env';
import { isDevelopment } from '../../lib/config';
import { demoPrintService } from './demo';
import { pingenPrintService } from './pingen';
import type { DispatchProviderName, PrintService } from './types';

export function dispatchProviderName(env: Env): DispatchProviderName {
  const name = env.DISPATCH_PROVIDER ?? 'manual';
  return name === 'pingen' || name === 'demo' ? name : 'manual';
}

/**
 * The print service's own daily cut-off ("HH:MM", German time): letters handed over later are posted
 * the next business day. Unset: the site's cut-off (content/site.json), which it must not be earlier than.
 */
export function printServiceCutoff(env: Env): string {
  const cutoff = env.PRINT_SERVICE_CUTOFF;
  return cutoff && isCutoff(cutoff) ? cutoff : site.dispatchCutoff;
}

function cutoffProblems(env: Env): string[] {
  const cutoff = env.PRINT_SERVICE_CUTOFF;
  if (!cutoff) return [];
  if (!isCutoff(cutoff)) return ['PRINT_SERVICE_CUTOFF (HH:MM)'];
  // Same-day letters paid just before the site's cut-off would miss the print service's.
  if (dispatchProviderName(env) !== 'manual' && isLaterCutoff(site.dispatchCutoff, cutoff))
    return [`PRINT_SERVICE_CUTOFF (earlier than the site's cut-off ${site.dispatchCutoff})`];
  return [];
}

/** Settings that are present but unusable, by name (never a value); /api/health lists them. */
export function dispatchSettingProblems(env: Env): string[] {
  const name = env.DISPATCH_PROVIDER;
  if (name && !['pingen', 'demo', 'manual'].includes(name)) return ['DISPATCH_PROVIDER (pingen, demo or manual)'];
  if (name === 'demo' && !isDevelopment(env)) return ['DISPATCH_PROVIDER (demo only in development)'];
  const secrets =
    name === 'pingen'
      ? (['PINGEN_CLIENT_ID', 'PINGEN_CLIENT_SECRET', 'PINGEN_ORGANISATION_ID', 'DISPATCH_WEBHOOK_SECRET'] as const)
          .filter((setting) => !env[setting])
          .map((setting) => `${setting} (missing)`)
      : [];
  return [...secrets, ...cutoffProblems(env)];
}

/**
 * The print service letters are handed to, or null when they are printed by hand. A provider that is
 * not usable (secrets missing, demo outside development) throws: the job retries and then lands in
 * "Prüfen", never silently on a printer nobody watches.
 */
export function printService(env: Env): PrintService | null {
  const name = dispatchProviderName(env);
  if (name === 'manual') return null;
  const problems = dispatchSettingProblems(env);
  if (problems.length) throw new Error(`dispatch not configured: ${problems.join(', ')}`);
  if (name === 'demo') return demoPrintService(env);
  return pingenPrintService({
    clientId: env.PINGEN_CLIENT_ID!,
    clientSecret: env.PINGEN_CLIENT_SECRET!,
    organisationId: env.PINGEN_ORGANISATION_ID!,
    staging: env.PINGEN_STAGING === '1',
  });
}

/** The print service that has a letter, by the letter's channel (today's setting may differ). */
export function printServiceOf(env: Env, channel: 'pingen' | 'demo'): PrintService {
  if (channel === 'demo') {
    if (!isDevelopment(env)) throw new Error('demo print shop outside development');
    return demoPrintService(env);
  }
  return pingenPrintService({
    clientId: env.PINGEN_CLIENT_ID ?? '',
    clientSecret: env.PINGEN_CLIENT_SECRET ?? '',
    organisationId: env.PINGEN_ORGANISATION_ID ?? '',
    staging: env.PINGEN_STAGING === '1',
  });
}
