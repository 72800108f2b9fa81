import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeployment } from '../../scripts/deploy-check.mjs';

const ALL = ['DOCUMENTS_KEY', 'IP_HASH_SALT', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'MAIL_API_KEY'];
const production = { ENVIRONMENT: 'production', MAIL_API_URL: 'https://api.mail.example/emails' };
const databaseId = '4f6e2b1c-1111-2222-3333-444455556666';

describe('npm run deploy refuses what would go live unsafe', () => {
  it('wrangler.jsonc deploys as production; only .dev.vars (npm start) opts into development', () => {
    const config = readFileSync(resolve(import.meta.dirname, '../../wrangler.jsonc'), 'utf8');
    expect(config).toMatch(/"ENVIRONMENT": "production"/);
    const localEnv = readFileSync(resolve(import.meta.dirname, '../../scripts/local-env.mjs'), 'utf8');
    expect(localEnv).toMatch(/ENVIRONMENT: \(\) => 'development'/);
  });

  it('passes a fully configured production Worker', () => {
    expect(checkDeployment({ vars: production, databaseId, secretNames: ALL, allowUnconfigured: false })).toEqual({
      refusals: [],
      warnings: [],
    });
  });

  it('refuses development, the placeholder database and missing required secrets, even with the flag', () => {
    const { refusals } = checkDeployment({
      vars: { ...production, ENVIRONMENT: 'development' },
      databaseId: '00000000-0000-0000-0000-000000000000',
      secretNames: ['STRIPE_SECRET_KEY'],
      allowUnconfigured: true,
    });
    expect(refusals.join('\n')).toMatch(/must be "production"/);
    expect(refusals.join('\n')).toMatch(/placeholder D1 database_id/);
    expect(refusals.join('\n')).toMatch(/DOCUMENTS_KEY, IP_HASH_SALT/);
  });

  it('refuses missing payments or mail unless --allow-unconfigured says so', () => {
    const secretNames = ['DOCUMENTS_KEY', 'IP_HASH_SALT'];
    const strict = checkDeployment({
      vars: { ENVIRONMENT: 'production' },
      databaseId,
      secretNames,
      allowUnconfigured: false,
    });
    expect(strict.refusals).toHaveLength(2);
    expect(strict.refusals.join('\n')).toMatch(/payments .*STRIPE_SECRET_KEY/);
    expect(strict.refusals.join('\n')).toMatch(/mail .*MAIL_API_URL, MAIL_API_KEY/);
    const allowed = checkDeployment({
      vars: { ENVIRONMENT: 'production' },
      databaseId,
      secretNames,
      allowUnconfigured: true,
    });
    expect(allowed.refusals).toEqual([]);
    expect(allowed.warnings).toHaveLength(2);
  });

  it('refuses when the secrets cannot be listed', () => {
    const { refusals } = checkDeployment({ vars: production, databaseId, secretNames: null, allowUnconfigured: true });
    expect(refusals.join('\n')).toMatch(/could not be listed/);
  });
});
