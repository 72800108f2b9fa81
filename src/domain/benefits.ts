// Shared by browser and Worker: every benefit a package sells, in one table. Each entry says which
// packages get it, the exact line(s) their cards show (catalog.ts builds `features` from here), how
// other texts may state it, and the exported code that delivers it. tests/unit/benefits.test.ts checks
// that the code exists and that no card, extra, AGB, FAQ, SEO page, mail or contract PDF states a
// package benefit this table does not have (src/build/benefit-check.ts).
//
// The package and extra ids live here, not in catalog.ts, because catalog.ts imports this table.

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

export interface Benefit {
  id: BenefitId;
  /** The packages that get it, whether or not their card says so. */
  plans: readonly PlanId[];
  /** The extra that sells it to a package that does not include it (Basic). */
  extra?: ExtraId;
  /** The exact card line, for each package whose card states it. */
  card: Partial<Record<PlanId, string>>;
  /**
   * How other texts may state it, besides the card lines. A claim word (Stunden, Werktag, Priorität,
   * SMS, …) in a sentence about a package must lie inside one of these phrases of a benefit that
   * package gets; qualifiers belong inside the phrase, so "unter 6 Stunden" is not "innerhalb von 6".
   */
  phrases: readonly RegExp[];
  /** The code that delivers it. */
  code: CodeRef;
}

const CUTOFF = String.raw`bis 14(?::00)? Uhr`;

export const BENEFITS: readonly Benefit[] = [
  {
    id: 'basic-dispatch',
    plans: ['basic'],
    card: { basic: 'Versand an das KBA innerhalb von 2 Werktagen' },
    phrases: [/innerhalb von (?:2|zwei) Werktagen/, /(?:spätestens )?am zweiten Werktag nach dem (?:Zahlungstag|Tag)/],
    code: { file: 'src/domain/dispatch.ts', symbol: 'dispatchDeadline' },
  },
  {
    id: 'same-day-dispatch',
    plans: ['plus', 'pro'],
    extra: 'express',
    card: { plus: 'Versand am selben Werktag bei Zahlung bis 14 Uhr' },
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
    code: { file: 'src/domain/dispatch.ts', symbol: 'sameDayDispatchDate' },
  },
  {
    id: 'pro-priority',
    plans: ['pro'],
    card: { pro: 'Prioritätsbearbeitung: werktags bis 14 Uhr bezahlt, in 2 Stunden an die Druckerei übergeben' },
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
    card: { basic: 'Antrag vollständig ausgefüllt und unterschrieben' },
    phrases: [],
    code: { file: 'functions/services/application-pdf.ts', symbol: 'renderApplicationPdf' },
  },
  {
    id: 'kba-post',
    plans: ['basic', 'plus', 'pro'],
    card: { basic: 'Gedruckt und per Post an das Kraftfahrt-Bundesamt' },
    phrases: [],
    code: { file: 'functions/services/dispatch/dispatch-job.ts', symbol: 'dispatchLetterJob' },
  },
  {
    id: 'second-application',
    plans: ['plus', 'pro'],
    extra: 'duo',
    card: { plus: '+1 weiterer Antrag inklusive' },
    phrases: [/weitere[rn]? Antrag/, /Duo\+/],
    code: { file: 'src/domain/pricing.ts', symbol: 'requiresSecondPerson' },
  },
  {
    id: 'letter-copy',
    plans: ['plus', 'pro'],
    card: { plus: 'Digitale Kopie und Archiv deiner Unterlagen' },
    phrases: [
      /[Dd]igitale[rn]? Kopie(?: (?:und|&) Archiv)?(?: deiner Unterlagen)?/,
      /Kopie deines (?:Antragsschreibens|Antrags|Briefs)/,
    ],
    code: { file: 'functions/services/letter-copy.ts', symbol: 'readLetterCopy' },
  },
  {
    id: 'correction',
    plans: ['plus', 'pro'],
    extra: 'correction',
    card: { plus: 'Korrekturoption inklusive' },
    phrases: [/Korrektur\w*/],
    code: { file: 'functions/services/corrections.ts', symbol: 'requestCorrectionAfterPosting' },
  },
  {
    id: 'all-extras',
    plans: ['plus', 'pro'],
    card: { pro: 'Alle Extras inklusive' },
    phrases: [],
    code: { file: 'src/domain/pricing.ts', symbol: 'includedExtras' },
  },
  {
    id: 'email-support',
    plans: ['basic', 'plus'],
    card: {
      basic: 'E-Mail-Support: Antwort innerhalb von 24 Stunden',
      plus: 'E-Mail-Support: Antwort innerhalb von 24 Stunden',
    },
    phrases: [
      /(?:E-Mail-)?Support(?: per E-Mail)?(?::| mit)? (?:Antwort )?innerhalb von 24 Stunden/,
      /[Aa]ntwort(?:en|et)?(?: per E-Mail| dir)? innerhalb von 24 Stunden/,
    ],
    code: { file: 'src/domain/support.ts', symbol: 'supportReplyDeadline' },
  },
  {
    id: 'priority-support',
    plans: ['pro'],
    card: { pro: 'Priority-Support: Antwort innerhalb von 6 Stunden in den Servicezeiten' },
    phrases: [
      /Priority-Support(?::| mit)? (?:Antwort )?innerhalb von 6 Stunden (?:in den|innerhalb der|während der) Servicezeiten/,
      /Priority-Support/,
    ],
    code: { file: 'src/domain/support.ts', symbol: 'supportReplyDeadline' },
  },
  {
    id: 'yearly-reminder',
    plans: ['pro'],
    card: { pro: '12-Monats-Erinnerungsservice' },
    phrases: [/12-Monats-Erinnerungsservice/, /Erinnerung(?:sservice)? nach 12 Monaten/],
    code: { file: 'functions/jobs/reminders.ts', symbol: 'sendDueReminders' },
  },
  {
    id: 'status-sms',
    plans: ['pro'],
    card: { pro: 'Status-Updates per SMS zusätzlich zur E-Mail' },
    phrases: [/Status-Updates per SMS(?: zusätzlich zur E-Mail)?/],
    code: { file: 'functions/services/sms/status-sms.ts', symbol: 'statusSmsStatements' },
  },
];

/** The lines of a package's card, in table order (catalog.ts `features`). */
export function cardLines(plan: PlanId, benefits: readonly Benefit[] = BENEFITS): string[] {
  return benefits.flatMap((b) => (b.card[plan] === undefined ? [] : [b.card[plan]]));
}

/** True when the package gets the benefit. */
export function hasBenefit(plan: PlanId, id: BenefitId, benefits: readonly Benefit[] = BENEFITS): boolean {
  return benefits.some((b) => b.id === id && b.plans.includes(plan));
}
