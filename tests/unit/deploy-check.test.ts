import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeployment } from '../../scripts/deploy-check.mjs';

const ALL = [
  'DOCUMENTS_KEY',
  'IP_HASH_SALT',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MAIL_API_KEY',
  'SMS_API_KEY',
];
const production = {
  ENVIRONMENT: 'production',
  MAIL_API_URL: 'https://api.mail.example/emails',
  SMS_PROVIDER: 'seven',
  DISPATCH_PROVIDER: 'manual',
};
const PRINT_SERVICE = ['PINGEN_CLIENT_ID', 'PINGEN_CLIENT_SECRET', 'PINGEN_ORGANISATION_ID', 'DISPATCH_WEBHOOK_SECRET'];
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
    const secretNames = ['DOCUMENTS_KEY', 'IP_HASH_SALT', 'SMS_API_KEY'];
    const strict = checkDeployment({
      vars: { ENVIRONMENT: 'production', SMS_PROVIDER: 'seven' },
      databaseId,
      secretNames,
      allowUnconfigured: false,
    });
    expect(strict.refusals).toHaveLength(2);
    expect(strict.refusals.join('\n')).toMatch(/payments .*STRIPE_SECRET_KEY/);
    expect(strict.refusals.join('\n')).toMatch(/mail .*MAIL_API_URL, MAIL_API_KEY/);
    const allowed = checkDeployment({
      vars: { ENVIRONMENT: 'production', SMS_PROVIDER: 'seven' },
      databaseId,
      secretNames,
      allowUnconfigured: true,
    });
    expect(allowed.refusals).toEqual([]);
    expect(allowed.warnings).toHaveLength(2);
  });

  describe('a benefit on sale without its provider (src/domain/benefits.ts `needs`)', () => {
    const check = (vars: Record<string, string>, secretNames: string[], allowUnconfigured = false) =>
      checkDeployment({ vars: { ...production, ...vars }, databaseId, secretNames, allowUnconfigured });
    const withoutSms = ALL.filter((name) => name !== 'SMS_API_KEY');

    it("refuses Pro's SMS without SMS_PROVIDER=seven and SMS_API_KEY, naming benefit and settings", () => {
      const { refusals, warnings } = check({ SMS_PROVIDER: '' }, withoutSms);
      expect(warnings).toEqual([]);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toContain(
        `Pro's "Status-Updates per SMS zusätzlich zur E-Mail" (status-sms) needs SMS_PROVIDER=seven, SMS_API_KEY`,
      );
      expect(refusals[0]).toMatch(/--allow-unconfigured/);
      // Only the missing one is named; a provider the Worker does not know is no provider.
      expect(check({}, withoutSms).refusals.join('\n')).toMatch(/\(status-sms\) needs SMS_API_KEY for seven\.io/);
      expect(check({ SMS_PROVIDER: 'none' }, ALL).refusals.join('\n')).toMatch(
        /\(status-sms\) needs SMS_PROVIDER=seven for/,
      );
      // SMS_PROVIDER is a var: as a secret its value cannot be read, so it does not count as seven.
      expect(check({ SMS_PROVIDER: '' }, [...ALL, 'SMS_PROVIDER']).refusals.join('\n')).toMatch(/SMS_PROVIDER=seven/);
    });

    it('passes with them', () => {
      expect(check({ SMS_PROVIDER: 'seven' }, ALL)).toEqual({ refusals: [], warnings: [] });
      // A key given as a var counts as well, as for payments and mail.
      expect(check({ SMS_PROVIDER: 'seven', SMS_API_KEY: 'x' }, withoutSms)).toEqual({ refusals: [], warnings: [] });
    });

    it('warns instead with --allow-unconfigured', () => {
      const { refusals, warnings } = check({ SMS_PROVIDER: '' }, withoutSms, true);
      expect(refusals).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/\(status-sms\) needs SMS_PROVIDER=seven, SMS_API_KEY.*--allow-unconfigured/);
    });

    it('refuses letters through the print service (DISPATCH_PROVIDER=pingen) without its four settings', () => {
      const { refusals } = check({ DISPATCH_PROVIDER: 'pingen', PRINT_SERVICE_CUTOFF: '14:30' }, [
        ...ALL,
        'PINGEN_CLIENT_ID',
      ]);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toContain(
        '(kba-post) needs PINGEN_CLIENT_SECRET, PINGEN_ORGANISATION_ID, DISPATCH_WEBHOOK_SECRET for Pingen (DISPATCH_PROVIDER=pingen)',
      );
      expect(refusals[0]).toMatch(/^Not configured: Basic, Plus and Pro's "/);
      expect(check({ DISPATCH_PROVIDER: 'pingen', PRINT_SERVICE_CUTOFF: '14:30' }, [...ALL, ...PRINT_SERVICE])).toEqual(
        {
          refusals: [],
          warnings: [],
        },
      );
      const allowed = check({ DISPATCH_PROVIDER: 'pingen', PRINT_SERVICE_CUTOFF: '14:30' }, ALL, true);
      expect(allowed.refusals).toEqual([]);
      expect(allowed.warnings.join('\n')).toMatch(/PINGEN_CLIENT_ID.*\(DISPATCH_PROVIDER=pingen\)/);
    });

    it('passes letters printed by hand (manual, or unset) without the print service', () => {
      expect(check({ DISPATCH_PROVIDER: 'manual' }, ALL)).toEqual({ refusals: [], warnings: [] });
      expect(check({ DISPATCH_PROVIDER: '' }, ALL)).toEqual({ refusals: [], warnings: [] });
    });
  });

  it('refuses when the secrets cannot be listed', () => {
    const { refusals } = checkDeployment({ vars: production, databaseId, secretNames: null, allowUnconfigured: true });
    expect(refusals.join('\n')).toMatch(/could not be listed/);
  });
});

describe('the print service’s cut-off leaves time after the site’s', () => {
  const secretNames = [
    ...ALL,
    'PINGEN_CLIENT_ID',
    'PINGEN_CLIENT_SECRET',
    'PINGEN_ORGANISATION_ID',
    'DISPATCH_WEBHOOK_SECRET',
    'SMS_API_KEY',
  ];
  const check = (vars: Record<string, string>) =>
    checkDeployment({
      vars: { ...production, SMS_PROVIDER: 'seven', DISPATCH_PROVIDER: 'pingen', ...vars },
      databaseId,
      secretNames,
      allowUnconfigured: true,
    }).refusals;

  it('refuses an equal, earlier or missing cut-off with letters by the print service, even with the flag', () => {
    expect(check({ PRINT_SERVICE_CUTOFF: '14:00' }).join()).toMatch(
      /PRINT_SERVICE_CUTOFF \(14:00: must be at least 15 minutes/,
    );
    expect(check({}).join()).toMatch(/PRINT_SERVICE_CUTOFF \(unset/);
    expect(check({ PRINT_SERVICE_CUTOFF: '14:10' }).join()).toMatch(/PRINT_SERVICE_CUTOFF/);
    expect(check({ PRINT_SERVICE_CUTOFF: '14:15' })).toEqual([]);
    expect(check({ PRINT_SERVICE_CUTOFF: '14:00', DISPATCH_PROVIDER: 'manual' })).toEqual([]);
  });
});
