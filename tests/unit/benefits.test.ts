// Every package benefit is real, measurable and different: each card line is a row of
// src/domain/benefits.ts that names exported code, and no text we publish or send (cards, extras, AGB,
// FAQ, SEO and local pages, site.json, mails, contract PDF) sells a package benefit the table lacks. A
// benefit an outside provider delivers names the settings it needs (the deploy check and /api/health read them).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  missingCode,
  partsOf,
  stringLiteralsOf,
  unbackedCardLines,
  unbackedClaims,
  type TextSource,
} from '../../src/build/benefit-check';
import { fillTokens } from '../../src/build/site';
import { unconfiguredBenefits } from '../../src/domain/benefit-providers';
import { BENEFITS, cardLines, hasBenefit, type PlanId } from '../../src/domain/benefits';
import { EXTRAS, PLANS, planById } from '../../src/domain/catalog';
import { hasCorrectionOption, includedExtras, requiresSecondPerson } from '../../src/domain/pricing';
import { includesSmsUpdates } from '../../src/domain/sms';
import site from '../../content/site.json';
import { CATALOGUE_MODULES } from '../../src/domain/messages';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(extension))
    .map((file) => join(dir, file))
    .sort();
}

/** Every string value of a JSON document, one per line. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

const TEMPLATES = [
  'functions/services/contract-confirmation/pdf.ts',
  'functions/services/contract-confirmation/issue.ts',
  'functions/services/mails/common.ts',
  'functions/services/orders/mails.ts',
  'functions/services/second-person/link-mail.ts',
  'functions/services/withdrawals/mails.ts',
  'functions/services/contact/mails.ts',
  'functions/services/payments/support-mails.ts',
  'functions/services/dispatch/mails.ts',
];

/** The catalogue's mail modules, by file; the access mails (mail-access.ts) are left out below. */
const MAIL_CATALOGUE = {
  'src/domain/catalogue/mail-common.ts': CATALOGUE_MODULES.mailCommon,
  'src/domain/catalogue/mail-order.ts': CATALOGUE_MODULES.mailOrder,
  'src/domain/catalogue/mail-second-person.ts': CATALOGUE_MODULES.mailSecondPerson,
  'src/domain/catalogue/mail-withdrawal.ts': CATALOGUE_MODULES.mailWithdrawal,
  'src/domain/catalogue/mail-dispatch.ts': CATALOGUE_MODULES.mailDispatch,
};

function publishedTexts(): TextSource[] {
  // The German texts: the translations say the same (tests/unit/translations.test.ts), in words this check does not know.
  const germanFaq = filesUnder('content/faq', '.md').filter((file) => !/^content\/faq\/[a-z]{2}\//.test(file));
  const markdown = ['content/legal/agb.md', ...germanFaq, ...filesUnder('content/seo', '.md')];
  return [
    ...markdown.map((file) => ({ file, text: fillTokens(read(file)) })),
    ...[...filesUnder('content/pages', '.json'), 'content/site.json'].map((file) => ({
      file,
      text: fillTokens(jsonStrings(JSON.parse(read(file))).join('\n')),
    })),
    ...TEMPLATES.map((file) => ({ file, text: stringLiteralsOf(read(file)) })),
    // The mails' texts live in the catalogue; the security notices about access (status links, e-mail
    // changes, changed data: mail-access.ts, and the shared "was this not you" line) promise nothing and are
    // left out, as their templates were.
    ...Object.entries(MAIL_CATALOGUE).map(([file, module]) => ({
      file,
      text: Object.entries(module.de)
        .filter(
          ([key]) => !/^mail\.(statusLink|emailChange|emailChanged|emailInEffect|notYouReply|personalData)/.test(key),
        )
        .map(([, text]) => text)
        .join('\n'),
    })),
    ...PLANS.map((plan) => ({
      file: `catalog ${plan.id} description`,
      text: plan.description,
      about: { plans: [plan.id] },
    })),
    ...EXTRAS.map((extra) => ({
      file: `catalog ${extra.id} description`,
      text: extra.description,
      about: { extra: extra.id },
    })),
  ];
}

describe('the table of benefits', () => {
  it('is where the package cards come from, and every card line is a benefit of that package', () => {
    for (const plan of PLANS) expect(plan.features).toEqual(cardLines(plan.id));
    expect(unbackedCardLines(PLANS, BENEFITS)).toEqual([]);
  });

  it('names code that exists and exports the symbol', () => {
    const source = (file: string) => (existsSync(join(root, file)) ? read(file) : null);
    expect(
      missingCode(
        BENEFITS.map((b) => b.code),
        source,
      ),
    ).toEqual([]);
  });

  it('gives each package a different set of benefits, and each benefit an id of its own', () => {
    const ids = BENEFITS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sets = PLANS.map((plan) =>
      BENEFITS.filter((b) => b.plans.includes(plan.id))
        .map((b) => b.id)
        .join(),
    );
    expect(new Set(sets).size).toBe(PLANS.length);
  });

  it('agrees with what the code does for each package', () => {
    for (const plan of PLANS) {
      const id = plan.id;
      expect(hasBenefit(id, 'same-day-dispatch'), id).toBe(plan.dispatchBusinessDays === 0);
      expect(hasBenefit(id, 'basic-dispatch'), id).toBe(plan.dispatchBusinessDays === 2);
      expect(hasBenefit(id, 'letter-copy'), id).toBe(plan.letterCopy);
      expect(hasBenefit(id, 'second-application'), id).toBe(requiresSecondPerson({ plan: id, extras: [] }));
      expect(hasBenefit(id, 'all-extras'), id).toBe(includedExtras(id).length === EXTRAS.length);
      expect(hasBenefit(id, 'correction'), id).toBe(hasCorrectionOption({ plan: id, extras: [] }));
      expect(hasBenefit(id, 'status-sms'), id).toBe(includesSmsUpdates(id));
    }
    // A benefit sold as an extra is exactly what the packages that include the extra get.
    for (const benefit of BENEFITS.filter((b) => b.extra)) {
      const extra = EXTRAS.find((e) => e.id === benefit.extra)!;
      expect([...benefit.plans].sort(), benefit.id).toEqual([...extra.hiddenFor].sort());
    }
  });

  it('says the configured cut-off and the Basic business days', () => {
    const hour = String(Number(site.dispatchCutoff.split(':')[0]));
    expect(site.dispatchCutoff.endsWith(':00')).toBe(true);
    const withHour = [...PLANS.flatMap((p) => p.features), ...EXTRAS.map((e) => e.description)].filter((line) =>
      /bis \d+ Uhr/.test(line),
    );
    expect(withHour.length).toBeGreaterThan(0);
    for (const line of withHour) expect(line).toContain(`bis ${hour} Uhr`);
    const basicLine = planById('basic').features.find((line) => /Werktagen/.test(line))!;
    expect(Number(/innerhalb von (\d+) Werktagen/.exec(basicLine)![1])).toBe(planById('basic').dispatchBusinessDays);
  });
});

describe('the providers a benefit needs', () => {
  /** The settings of each requirement, by name: what the Worker reads from its env. */
  const namesOf = (benefit: (typeof BENEFITS)[number]) =>
    (benefit.needs ?? []).flatMap((need) => [
      ...Object.keys(need.when ?? {}),
      ...Object.keys(need.values ?? {}),
      ...need.settings,
    ]);

  it('are named by every benefit delivered through an outside provider (SMS, print service)', () => {
    // Delivered through a provider: the benefit's code hands the letter to the print service's adapter or
    // queues an SMS (a letter copy, read from our own storage, is not).
    const providerBacked = BENEFITS.filter((b) => /from '\.\/provider'|enqueueSms\(/.test(read(b.code.file)));
    // Not vacuous: the SMS and the letter are delivered there today.
    expect(providerBacked.map((b) => b.id)).toEqual(expect.arrayContaining(['kba-post', 'status-sms']));
    for (const benefit of providerBacked) {
      expect(benefit.needs?.length, benefit.id).toBeGreaterThan(0);
      for (const need of benefit.needs!) {
        const named = [...Object.keys(need.values ?? {}), ...need.settings];
        expect(named.length, `${benefit.id}: ${need.provider}`).toBeGreaterThan(0);
      }
    }
  });

  it('names settings the Worker has (functions/env.ts)', () => {
    const env = read('functions/env.ts');
    for (const benefit of BENEFITS)
      for (const name of namesOf(benefit))
        expect(env, `${benefit.id}: ${name}`).toMatch(new RegExp(`^\\s+${name}\\??:`, 'm'));
  });

  it('lists a benefit on sale whose settings are missing, with the packages and only the missing names', () => {
    const none = () => undefined;
    expect(unconfiguredBenefits(none)).toEqual([
      {
        benefit: 'status-sms',
        plans: ['pro'],
        settings: ['SMS_PROVIDER', 'SMS_API_KEY'],
        reason: `Pro's "Status-Updates per SMS zusätzlich zur E-Mail" (status-sms) needs SMS_PROVIDER=seven, SMS_API_KEY for seven.io`,
      },
    ]);
    const settings: Record<string, string | boolean> = { SMS_PROVIDER: 'seven', SMS_API_KEY: true };
    expect(unconfiguredBenefits((name) => settings[name])).toEqual([]);
    // The print service's settings count only while letters go through it.
    const pingen: Record<string, string | boolean> = {
      ...settings,
      DISPATCH_PROVIDER: 'pingen',
      PINGEN_CLIENT_ID: true,
      PINGEN_CLIENT_SECRET: '',
    };
    expect(unconfiguredBenefits((name) => pingen[name])).toEqual([
      {
        benefit: 'kba-post',
        plans: ['basic', 'plus', 'pro'],
        settings: ['PINGEN_CLIENT_SECRET', 'PINGEN_ORGANISATION_ID', 'DISPATCH_WEBHOOK_SECRET'],
        reason:
          `Basic, Plus and Pro's "Gedruckt und per Post an das Kraftfahrt-Bundesamt" (kba-post) needs ` +
          'PINGEN_CLIENT_SECRET, PINGEN_ORGANISATION_ID, DISPATCH_WEBHOOK_SECRET for Pingen (DISPATCH_PROVIDER=pingen)',
      },
    ]);
    // A required value must be readable: a secret of that name (true) is not "seven".
    expect(unconfiguredBenefits((name) => name.startsWith('SMS_') || undefined)[0]?.settings).toEqual(['SMS_PROVIDER']);
  });

  it('leaves out a benefit no package on sale gets', () => {
    const withoutPro = PLANS.filter((plan) => plan.id !== 'pro');
    expect(unconfiguredBenefits(() => undefined, { plans: withoutPro })).toEqual([]);
  });
});

describe('texts that sell packages', () => {
  it('state no package benefit the table does not have', () => {
    const findings = unbackedClaims(publishedTexts(), BENEFITS).map(
      (f) => `${f.file} [${f.about}] "${f.claim}": ${f.excerpt}`,
    );
    expect(findings).toEqual([]);
  });

  it('reads the sources it is meant to read', () => {
    const files = new Set(publishedTexts().map((s) => s.file));
    for (const file of [
      'content/legal/agb.md',
      'content/faq/bestellung-01-was-kostet.md',
      'content/seo/schnell/express-auskunft.md',
      ...Object.keys(MAIL_CATALOGUE),
    ])
      expect(files).toContain(file);
    expect(stringLiteralsOf(read('functions/services/contract-confirmation/pdf.ts'))).toContain('Leistung');
  });
});

describe('the checker', () => {
  const basic: PlanId[] = ['basic'];

  it('reports a card line without code behind it', () => {
    const cards = [
      { id: 'pro' as const, features: [...cardLines('pro'), 'Persönlicher Ansprechpartner rund um die Uhr'] },
    ];
    expect(unbackedCardLines(cards, BENEFITS)).toEqual([
      'pro: "Persönlicher Ansprechpartner rund um die Uhr" is no card line of benefits.ts',
    ]);
    // The same promise in a text is reported too.
    const text = [{ file: 'fake.md', text: 'Pro: Persönlicher Ansprechpartner rund um die Uhr.' }];
    expect(unbackedClaims(text, BENEFITS).map((f) => f.claim)).toEqual(['Ansprechpartner', 'rund um die Uhr']);
  });

  it('reports a card line of another package, and a missing one', () => {
    const cards = [
      {
        id: 'basic' as const,
        features: [...cardLines('basic').slice(1), 'Status-Updates per SMS zusätzlich zur E-Mail'],
      },
    ];
    expect(unbackedCardLines(cards, BENEFITS)).toEqual([
      'basic: "Status-Updates per SMS zusätzlich zur E-Mail" is no card line of benefits.ts',
      'basic: card lacks "Versand an das KBA innerhalb von 2 Werktagen"',
    ]);
  });

  it.each([
    ['Basic: Versand innerhalb von 48 Stunden.', ['Stunde']],
    ['Basic für 39,90 €: Standard-Versand innerhalb von 24–48 Stunden.', ['Stunde']],
    ['Pro: sofortige Prioritätsbearbeitung und Expressversand.', ['sofort', 'Express']],
    ['Plus: Status-Updates per SMS.', ['Status-Update', 'SMS']],
    ['Plus und Pro: 12-Monats-Erinnerungsservice.', ['Erinnerung']],
    ['Im Paket Pro mit Priority-Support in unter 6 Stunden.', ['Stunde']],
    ['Plus: Versand am selben Werktag.', ['Werktag']],
    ['Basic: Korrekturoption inklusive.', ['Korrektur']],
    ['Basic: digitale Kopie und Archiv.', ['Kopie', 'Archiv']],
    // Plus keeps the application letter only: no "Archiv" of the customer's documents.
    ['Plus: digitale Kopie und Archiv deiner Unterlagen.', ['Archiv']],
    // The 24 hours count in the service hours; a sentence that leaves them out promises more.
    ['Basic: E-Mail-Support: Antwort innerhalb von 24 Stunden.', ['Support', 'Stunde']],
    ['Plus: Support per E-Mail innerhalb von 24 Stunden.', ['Support', 'Stunde']],
    ['Unser Support antwortet per E-Mail innerhalb von 24 Stunden.', ['Stunde']],
    ['Den Versand übernehmen wir je nach Paket innerhalb von 48 Stunden.', ['Stunde']],
    ['Mit Basic versenden wir am selben Werktag bei Zahlung bis 14 Uhr.', ['Werktag']],
  ])('reports %s', (text, claims) => {
    expect(unbackedClaims([{ file: 'fake.md', text }], BENEFITS).map((f) => f.claim.replace(/n$/, ''))).toEqual(claims);
  });

  it.each([
    'Basic: Versand an das KBA innerhalb von 2 Werktagen.',
    'Plus und Pro: Versand am selben Werktag bei Zahlung bis 14 Uhr, sonst am nächsten Werktag.',
    'Pro: Priority-Support: Antwort innerhalb von 6 Stunden in den Servicezeiten.',
    'Basic: E-Mail-Support: Antwort innerhalb von 24 Stunden in den Servicezeiten.',
    'Unser Support antwortet per E-Mail innerhalb von 24 Stunden in unseren Servicezeiten.',
    'Plus: Digitale Kopie deines Antrags (12 Monate).',
    'Zu Basic kannst du Extras für je 19,90 € hinzubuchen: Express heute, Duo+ und Korrekturoption.',
    'Im Paket Plus ist die Korrekturoption inklusive, im Paket Pro der 12-Monats-Erinnerungsservice.',
    'Das KBA antwortet in der Regel innerhalb von 5–14 Werktagen.',
  ])('accepts %s', (text) => {
    expect(unbackedClaims([{ file: 'fake.md', text }], BENEFITS)).toEqual([]);
  });

  it('holds a package description and an extra description to their own benefits', () => {
    const sources: TextSource[] = [
      { file: 'basic', text: 'Mit digitaler Kopie.', about: { plans: basic } },
      { file: 'duo', text: 'Versand am selben Werktag bei Zahlung bis 14 Uhr.', about: { extra: 'duo' } },
      { file: 'express', text: 'Versand am selben Werktag bei Zahlung bis 14 Uhr.', about: { extra: 'express' } },
    ];
    expect(unbackedClaims(sources, BENEFITS).map((f) => `${f.file}: ${f.claim}`)).toEqual([
      'basic: Kopie',
      'duo: Werktag',
    ]);
  });

  it('cuts a sentence at package names, joined names sharing their part', () => {
    expect(partsOf('Plus und Pro: Versand heute, Basic: später.')).toEqual([
      { plans: ['plus', 'pro'], text: 'Plus und Pro: Versand heute, ' },
      { plans: ['basic'], text: 'Basic: später.' },
    ]);
    expect(partsOf('Erinnerung nach 12 Monaten im Paket Pro.')).toEqual([
      { plans: ['pro'], text: 'Erinnerung nach 12 Monaten im Paket Pro.' },
    ]);
  });

  it('finds exported symbols only', () => {
    expect(missingCode([{ file: 'a.ts', symbol: 'run' }], () => 'export async function run() {}')).toEqual([]);
    expect(missingCode([{ file: 'a.ts', symbol: 'run' }], () => 'function run() {}')).toEqual([
      'a.ts does not export run',
    ]);
    expect(missingCode([{ file: 'a.ts', symbol: 'run' }], () => null)).toEqual(['a.ts does not exist (run)']);
    expect(missingCode([{ file: 'a.ts', symbol: 'RUN' }], () => 'export const RUN = 1;')).toEqual([]);
  });
});
