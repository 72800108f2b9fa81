// What the Worker needs to run safely, and the one switch for development features.
// The deployed default is production: development (demo payments, the local outbox page) is an
// explicit opt-in that only the local scripts set (`ENVIRONMENT=development` in .dev.vars) and the
// Worker tests set (`test`). A missing secret is a clear 503, never a silent fallback.
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Env } from '../env';
import { ApiError } from './api-error';
import { previousKeysOf } from './document-keys';
import { fromBase64 } from './encoding';
import { unconfiguredBenefits } from '../../src/domain/benefit-providers';
import type { BenefitId } from '../../src/domain/benefits';

/** Secrets without which documents, status links or rate limits would be unsafe. */
const REQUIRED_SECRETS = ['DOCUMENTS_KEY', 'IP_HASH_SALT'] as const;

/** Names (never values) of the required secrets that are not set. */
export function missingSecrets(env: Env): string[] {
  return REQUIRED_SECRETS.filter((name) => !env[name]);
}

/**
 * The optional order webhook, only when it is safe to use: an https URL and a signing secret.
 * Anything less is a configuration problem (named by /api/health), and no order data is sent.
 */
export function orderWebhook(env: Env): { url: string; secret: string } | null {
  if (!env.ORDER_WEBHOOK_URL || !env.ORDER_WEBHOOK_SECRET) return null;
  return env.ORDER_WEBHOOK_URL.startsWith('https://')
    ? { url: env.ORDER_WEBHOOK_URL, secret: env.ORDER_WEBHOOK_SECRET }
    : null;
}

/** Settings that are present but unusable, by name (never a value). */
export function invalidSettings(env: Env): string[] {
  const problems: string[] = [];
  if (env.ORDER_WEBHOOK_URL) {
    if (!env.ORDER_WEBHOOK_URL.startsWith('https://')) problems.push('ORDER_WEBHOOK_URL (not https)');
    if (!env.ORDER_WEBHOOK_SECRET) problems.push('ORDER_WEBHOOK_SECRET (missing)');
  }
  problems.push(...documentsKeyProblems(env));
  // Mails and SMS carry personal data: outside development they travel to their provider over https
  // only (the local stand-ins of `npm start` listen on http://127.0.0.1).
  for (const name of ['MAIL_API_URL', 'SMS_API_URL'] as const) {
    const url = env[name];
    if (url && !isDevelopment(env) && !url.startsWith('https://')) problems.push(`${name} (not https)`);
  }
  return problems;
}

/** A documents key setting that does not hold 32-byte keys in base64 (checked without importing them). */
function documentsKeyProblems(env: Env): string[] {
  const usable = (key: string) => {
    try {
      return fromBase64(key).length === 32;
    } catch {
      return false;
    }
  };
  return [
    ...(env.DOCUMENTS_KEY && !usable(env.DOCUMENTS_KEY) ? ['DOCUMENTS_KEY (not 32 bytes, base64)'] : []),
    ...(previousKeysOf(env.DOCUMENTS_KEY_PREVIOUS).every(usable)
      ? []
      : ['DOCUMENTS_KEY_PREVIOUS (not 32-byte keys, base64, comma-separated)']),
  ];
}

/**
 * The benefits on sale whose outside provider this Worker lacks (src/domain/benefits.ts `needs`), with
 * the settings' names (never values). Production only: locally an SMS or a letter waiting in the outbox
 * is the point. Production is everything but development, as for the development features.
 */
export function unconfiguredBenefitSettings(env: Env): { benefit: BenefitId; settings: string[] }[] {
  if (isDevelopment(env)) return [];
  const settings = env as unknown as Record<string, unknown>;
  const setting = (name: string) => {
    const value = settings[name];
    return typeof value === 'string' ? value : undefined;
  };
  return unconfiguredBenefits(setting).map(({ benefit, settings: missing }) => ({ benefit, settings: missing }));
}

/** True only where development features were asked for explicitly. */
export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';
}

/** Refuses requests while a required secret is missing, with a message and no details. */
export const requireConfiguration = createMiddleware<AppEnv>(async (c, next) => {
  if (missingSecrets(c.env).length) {
    throw new ApiError(503, 'not_configured', 'errors.notConfigured');
  }
  await next();
});
