// Shared by browser and Worker: every benefit a package sells, in one table. Each entry says which
// packages get it, the exact line(s) their cards show (catalog.ts builds `features` from here), how
// other texts may state it, and the exported code that delivers it. tests/unit/benefits.test.ts checks
// that the code exists and that no card, extra, AGB, FAQ, SEO page, mail or contract PDF states a
// package benefit this table does not have (src/build/benefit-check.ts). A benefit an outside provider
// delivers names the settings it needs (`needs`): `npm run deploy` refuses, and /api/health in production
// lists, a benefit on sale without them (benefit-providers.ts).
//
// The package and extra ids live here, not in catalog.ts, because catalog.ts imports this table. The card
// lines' words are the message catalogue's (src/domain/catalogue/offer.ts): `card` holds the German ones,
// cardLines(plan, locale) gives them in a customer's language.
import { de as offerDe } from './catalogue/offer';
import { MESSAGES as TEXTS } from './ui-messages';
import type { Locale } from './locales';

type OfferKey = keyof typeof offerDe;

/** A package: Basic, Plus or Pro. */
export type PlanId = 'basic' | 'plus' | 'pro';
/** An extra bookable with Basic: Express, Duo+, Korrekturoption. */
export type ExtraId = 'express' | 'duo' | 'correction';

/** An exported function, constant or class, by file (from the repository root) and name. */
export interface CodeRef {
  file: string;
  symbol: string;
}

export type BenefitId =
  | 'basic-dispatch'
  | 'same-day-dispatch'
  | 'pro-priority'
  | 'application'
  | 'kba-post'
  | 'second-application'
  | 'letter-copy'
  | 'correction'
  | 'all-extras'
  | 'email-support'
  | 'priority-support'
  | 'yearly-reminder'
  | 'status-sms';

/**
 * The settings (Worker vars and secrets, by name) an outside provider needs to deliver a benefit.
 * Names only: what a setting holds is read by whoever asks (benefit-providers.ts takes a lookup).
 */
export interface ProviderRequirement {
  /** The outside service, for people reading a refusal. */
  provider: string;
  /** Only while these settings have these values (e.g. DISPATCH_PROVIDER=pingen); otherwise always. */
  when?: Readonly<Record<string, string>>;
  /** Settings that must have exactly this value: vars, so the deploy check can read them. */
  values?: Readonly<Record<string, string>>;
  /** Settings that must be set (a secret, or a var that is not empty). */
  settings: readonly string[];
}

export interface Benefit {
  id: BenefitId;
  /** The packages that get it, whether or not their card says so. */
  plans: readonly PlanId[];
  /** The extra that sells it to a package that does not include it (Basic). */
  extra?: ExtraId;
  /** The exact card line (German), for each package whose card states it. */
  card: Partial<Record<PlanId, string>>;
  /** The catalogue key of each card line, for the line in another language. */
  cardKeys: Partial<Record<PlanId, OfferKey>>;
  /**
   * How other texts may state it, besides the card lines. A claim word (Stunden, Werktag, Priorität,
   * SMS, …) in a sentence about a package must lie inside one of these phrases of a benefit that
   * package gets; qualifiers belong inside the phrase, so "unter 6 Stunden" is not "innerhalb von 6".
   */
  phrases: readonly RegExp[];
  /** The code that delivers it. */
  code: CodeRef;
  /** The outside providers it needs, with their settings (none: the Worker delivers it alone). */
  needs?: readonly ProviderRequirement[];
}

/** A benefit's card lines from their catalogue keys: the German text and the key. */
function cardOf(cardKeys: Partial<Record<PlanId, OfferKey>>): Pick<Benefit, 'card' | 'cardKeys'> {
  const card: Partial<Record<PlanId, string>> = {};
  for (const plan of Object.keys(cardKeys) as PlanId[]) card[plan] = offerDe[cardKeys[plan]!];
  return { card, cardKeys };
}

const CUTOFF = String.raw`bis 14(?::00)? Uhr`;

export const BENEFITS: readonly Benefit[] = [
  {
    id: 'basic-dispatch',
    plans: ['basic'],
    ...cardOf({ basic: 'offer.benefit.basicDispatch' }),
    phrases: [/innerhalb von (?:2|zwei) Werktagen/, /(?:spätestens )?am zweiten Werktag nach dem (?:Zahlungstag|Tag)/],
    code: { file: 'src/domain/dispatch.ts', symbol: 'dispatchDeadline' },
  },
  {
    id: 'same-day-dispatch',
    plans: ['plus', 'pro'],
    extra: 'express',
    ...cardOf({ plus: 'offer.benefit.sameDayDispatch' }),
    phrases: [
      new RegExp(
        String.raw`am selben Werktag,? (?:bei Zahlung|wenn (?:du|die Frist|deine Zahlung)) (?:an Werktagen |an einem Werktag |werktags )?${CUTOFF}`,
      ),
      new RegExp(
        String.raw`bei Zahlung (?:an Werktagen |an einem Werktag |werktags )?${CUTOFF},? (?:noch )?am selben Werktag`,
      ),
      /(?:sonst|danach|später|am Wochenende)[^.;]{0,80}am nächsten Werktag/,
      /Express heute/,
      /Express \(nächster Werktag\)/,
      /Extra „?Express/,
    ],
    code: { file: 'src/domain/dispatch-day.ts', symbol: 'sameDayDispatchDate' },
  },
  {
    id: 'pro-priority',
    plans: ['pro'],
    ...cardOf({ pro: 'offer.benefit.proPriority' }),
    phrases: [
      new RegExp(
        String.raw`Prioritätsbearbeitung(?:: | – | \(|, | )werktags ${CUTOFF} bezahlt, in (?:2|zwei) Stunden an die Druckerei übergeben`,
      ),
      /Prioritätsbearbeitung/,
    ],
    code: { file: 'src/domain/priority.ts', symbol: 'proPriorityDeadline' },
  },
  {
    id: 'application',
    plans: ['basic', 'plus', 'pro'],
    ...cardOf({ basic: 'offer.benefit.application' }),
    phrases: [],
    code: { file: 'functions/services/applications/pdf.ts', symbol: 'renderApplicationPdf' },
  },
  {
    id: 'kba-post',
    plans: ['basic', 'plus', 'pro'],
    ...cardOf({ basic: 'offer.benefit.kbaPost' }),
    phrases: [],
    code: { file: 'functions/services/dispatch/dispatch-job.ts', symbol: 'dispatchLetterJob' },
    // Printed by hand (DISPATCH_PROVIDER=manual) needs nothing; the print service's API needs its account
    // and the signing key of its webhooks (functions/services/dispatch/provider.ts dispatchSettingProblems).
    needs: [
      {
        provider: 'Pingen',
        when: { DISPATCH_PROVIDER: 'pingen' },
        settings: ['PINGEN_CLIENT_ID', 'PINGEN_CLIENT_SECRET', 'PINGEN_ORGANISATION_ID', 'DISPATCH_WEBHOOK_SECRET'],
      },
    ],
  },
  {
    id: 'second-application',
    plans: ['plus', 'pro'],
    extra: 'duo',
    ...cardOf({ plus: 'offer.benefit.secondApplication' }),
    phrases: [/weitere[rn]? Antrag/, /Duo\+/],
    code: { file: 'src/domain/pricing.ts', symbol: 'requiresSecondPerson' },
  },
  {
    id: 'letter-copy',
    plans: ['plus', 'pro'],
    ...cardOf({ plus: 'offer.benefit.letterCopy' }),
    // The letter as sent (without the ID copy), 12 months on /status: no "Archiv" of any other documents.
    phrases: [
      /[Dd]igitale[rn]? Kopie(?: deines (?:Antrags|Antragsschreibens))?/,
      /Kopie deines (?:Antragsschreibens|Antrags|Briefs)/,
    ],
    code: { file: 'functions/services/dispatch/letter-copy.ts', symbol: 'readLetterCopy' },
  },
  {
    id: 'correction',
    plans: ['plus', 'pro'],
    extra: 'correction',
    ...cardOf({ plus: 'offer.benefit.correction' }),
    phrases: [/Korrektur\w*/],
    code: { file: 'functions/services/corrections/personal-data.ts', symbol: 'requestCorrectionAfterPosting' },
  },
  {
    id: 'all-extras',
    plans: ['plus', 'pro'],
    ...cardOf({ pro: 'offer.benefit.allExtras' }),
    phrases: [],
    code: { file: 'src/domain/pricing.ts', symbol: 'includedExtras' },
  },
  {
    id: 'email-support',
    plans: ['basic', 'plus'],
    ...cardOf({ basic: 'offer.benefit.emailSupport', plus: 'offer.benefit.emailSupport' }),
    // 24 hours counted from receipt in the service hours (else from the next opening), closed days left out
    // (supportReplyDeadline): every statement of it says "in den/unseren Servicezeiten".
    phrases: [
      /(?:E-Mail-)?Support(?: per E-Mail)?(?::| mit)? (?:Antwort )?innerhalb von 24 Stunden in (?:den|unseren) Servicezeiten/,
      /[Aa]ntwort(?:en|et)?(?: per E-Mail| dir)? innerhalb von 24 Stunden in (?:den|unseren) Servicezeiten/,
    ],
    code: { file: 'src/domain/support.ts', symbol: 'supportReplyDeadline' },
  },
  {
    id: 'priority-support',
    plans: ['pro'],
    ...cardOf({ pro: 'offer.benefit.prioritySupport' }),
    phrases: [
      /Priority-Support(?::| mit)? (?:Antwort )?innerhalb von 6 Stunden (?:in den|innerhalb der|während der) Servicezeiten/,
      /Priority-Support/,
    ],
    code: { file: 'src/domain/support.ts', symbol: 'supportReplyDeadline' },
  },
  {
    id: 'yearly-reminder',
    plans: ['pro'],
    ...cardOf({ pro: 'offer.benefit.yearlyReminder' }),
    phrases: [/12-Monats-Erinnerungsservice/, /Erinnerung(?:sservice)? nach 12 Monaten/],
    code: { file: 'functions/jobs/reminders.ts', symbol: 'sendDueReminders' },
  },
  {
    id: 'status-sms',
    plans: ['pro'],
    ...cardOf({ pro: 'offer.benefit.statusSms' }),
    phrases: [/Status-Updates per SMS(?: zusätzlich zur E-Mail)?/],
    code: { file: 'functions/services/sms/status-sms.ts', symbol: 'statusSmsStatements' },
    // Without both, every SMS waits in the outbox (functions/services/sms/provider.ts deliverSms).
    needs: [{ provider: 'seven.io', values: { SMS_PROVIDER: 'seven' }, settings: ['SMS_API_KEY'] }],
  },
];

/** The lines of a package's card in `locale`, in table order (catalog.ts `features` in German). */
export function cardLines(plan: PlanId, locale: Locale = 'de', benefits: readonly Benefit[] = BENEFITS): string[] {
  return benefits.flatMap((b) => {
    const key = b.cardKeys[plan];
    return key === undefined ? [] : [TEXTS[locale][key]];
  });
}

/** True when the package gets the benefit. */
export function hasBenefit(plan: PlanId, id: BenefitId, benefits: readonly Benefit[] = BENEFITS): boolean {
  return benefits.some((b) => b.id === id && b.plans.includes(plan));
}

/**
 * The packages that get the benefit: what a query selects or sorts by (e.g. Pro's priority handling), so
 * no query names a package and a benefit moved to another package moves its queries with it.
 */
export function plansWith(id: BenefitId, benefits: readonly Benefit[] = BENEFITS): readonly PlanId[] {
  return benefits.find((b) => b.id === id)?.plans ?? [];
}
