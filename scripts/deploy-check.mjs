// What `npm run deploy` checks before anything goes live: the deployed Worker must be
// production, have its required secrets, and either take real payments, send real mail and have the
// provider of every benefit on sale (src/domain/benefits.ts `needs`) or be deployed that way on purpose
// (--allow-unconfigured). Pure, so tests/unit/deploy-check.test.ts runs it.
//
// The benefits come from the domain module itself, not a copy: Vitest resolves its extensionless imports,
// and deploy.mjs registers the same resolution for plain Node (scripts/vite-style-imports.mjs) before it
// imports this file, as legal-archive.mjs does for the legal texts. A JSON or .mjs copy of the table
// would be a second list to keep in step.
import site from '../content/site.json' with { type: 'json' };
import { unconfiguredBenefits } from '../src/domain/benefit-providers.ts';
import { printCutoffProblem } from '../src/domain/dispatch.ts';

/** Secrets without which the Worker answers 503 (functions/lib/config.ts REQUIRED_SECRETS). */
const REQUIRED = ['DOCUMENTS_KEY', 'IP_HASH_SALT'];
const PAYMENT = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
const MAIL = ['MAIL_API_URL', 'MAIL_API_KEY'];

/**
 * @param {{ vars: Record<string, string>, databaseId: string, secretNames: string[] | null, allowUnconfigured: boolean }} input
 *   secretNames: the secrets set on the deployed Worker, or null when they could not be listed.
 * @returns {{ refusals: string[], warnings: string[] }}
 */
export function checkDeployment({ vars, databaseId, secretNames, allowUnconfigured }) {
  const refusals = [];
  const warnings = [];
  if (vars.ENVIRONMENT !== 'production') {
    refusals.push(`ENVIRONMENT is "${vars.ENVIRONMENT}" in wrangler.jsonc; a deployed Worker must be "production".`);
  }
  if (/^0{8}-/.test(databaseId)) refusals.push('wrangler.jsonc still has the placeholder D1 database_id.');
  if (secretNames === null) {
    refusals.push(
      'The Worker’s secrets could not be listed (wrangler secret list); pass --secrets NAME,… to name them.',
    );
    return { refusals, warnings };
  }
  const has = (name) => secretNames.includes(name) || Boolean(vars[name]);
  // A var's value can be read (SMS_PROVIDER=seven); a secret's only that it is set.
  const setting = (name) => (vars[name] ? vars[name] : secretNames.includes(name));
  const missingRequired = REQUIRED.filter((name) => !has(name));
  if (missingRequired.length) refusals.push(`Required secrets are missing: ${missingRequired.join(', ')}.`);
  const unconfigured = [
    ...(PAYMENT.every(has)
      ? []
      : [`payments (${PAYMENT.filter((n) => !has(n)).join(', ')} missing: orders would be refused)`]),
    ...(MAIL.every(has)
      ? []
      : [`mail (${MAIL.filter((n) => !has(n)).join(', ')} missing: no customer would get a mail)`]),
  ];
  for (const what of unconfigured) {
    if (allowUnconfigured) warnings.push(`Deploying without ${what}, as --allow-unconfigured asks.`);
    else refusals.push(`Not configured: ${what}. Set it, or pass --allow-unconfigured on purpose.`);
  }
  // Letters by the print service: a same-day payment in the site's last minute must still make its cut-off.
  const cutoff =
    vars.DISPATCH_PROVIDER === 'pingen' && printCutoffProblem(site.dispatchCutoff, vars.PRINT_SERVICE_CUTOFF);
  if (cutoff) refusals.push(`${cutoff}: set it in wrangler.jsonc from the print service's contract.`);
  // A benefit on sale whose provider is not configured would be sold and never delivered.
  for (const { reason } of unconfiguredBenefits(setting)) {
    if (allowUnconfigured)
      warnings.push(
        `Deploying although ${reason}, as --allow-unconfigured asks: it is sold but will not be delivered.`,
      );
    else
      refusals.push(
        `Not configured: ${reason}, or it is sold and never delivered. Set them, or pass --allow-unconfigured on purpose.`,
      );
  }
  return { refusals, warnings };
}
