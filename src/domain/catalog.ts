// Shared by browser and Worker: the packages and extras customers can buy.
// Prices are integer cents, gross, 19 % VAT included. What a card lists comes from the table of
// benefits (benefits.ts), which also names the code that delivers each line. The texts are the message
// catalogue's (src/domain/catalogue/offer.ts): PLANS and EXTRAS hold the German ones (the Worker, PDFs and
// mails use them), plansIn(locale) and extrasIn(locale) the same in a customer's language.
import { cardLines, hasBenefit, type ExtraId, type PlanId } from './benefits';
import { de as offerDe } from './catalogue/offer';
import { MESSAGES as TEXTS } from './ui-messages';
import type { Locale } from './locales';

export type { ExtraId, PlanId };

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  description: string;
  /** What the customer gets, shown as a list on the package card: the card lines of benefits.ts. */
  features: string[];
  badge?: string;
  /** Business days between payment and posting; 0 = the same business day. */
  dispatchBusinessDays: number;
  /** "Digitale Kopie deines Antrags (12 Monate)": a copy of the letter as sent, mailed and downloadable for 12 months. */
  letterCopy: boolean;
}

export interface Extra {
  id: ExtraId;
  name: string;
  priceCents: number;
  description: string;
  /** Packages that already include this extra: it is shown as 'Inklusive' and cannot be toggled. */
  hiddenFor: PlanId[];
  /**
   * Shows what is true right now about same-day dispatch (src/domain/dispatch.ts sameDayDispatchNote);
   * before ordering its name is shown through dispatch.ts extraNameAt ('Express (nächster Werktag)' after the cut-off).
   */
  showsDispatchNote?: boolean;
}

/** The packages with a badge on their card, and its text. */
const BADGES: Partial<Record<PlanId, keyof typeof offerDe>> = { plus: 'offer.plan.plus.badge' };

export const VAT_RATE_PERCENT = 19;
export const DEFAULT_PLAN: PlanId = 'plus';

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceCents: 3990,
    description: offerDe['offer.plan.basic.description'],
    features: cardLines('basic'),
    dispatchBusinessDays: 2,
    letterCopy: hasBenefit('basic', 'letter-copy'),
  },
  {
    id: 'plus',
    name: 'Plus',
    priceCents: 4990,
    description: offerDe['offer.plan.plus.description'],
    features: cardLines('plus'),
    // Our recommendation, not a claim about what others buy (no figure backs "most chosen").
    badge: offerDe['offer.plan.plus.badge'],
    dispatchBusinessDays: 0,
    letterCopy: hasBenefit('plus', 'letter-copy'),
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 7990,
    description: offerDe['offer.plan.pro.description'],
    features: cardLines('pro'),
    dispatchBusinessDays: 0,
    letterCopy: hasBenefit('pro', 'letter-copy'),
  },
];

export const EXTRAS: readonly Extra[] = [
  {
    id: 'express',
    name: offerDe['offer.extra.express.name'],
    priceCents: 1990,
    description: offerDe['offer.extra.express.description'],
    hiddenFor: ['plus', 'pro'],
    showsDispatchNote: true,
  },
  {
    id: 'duo',
    name: offerDe['offer.extra.duo.name'],
    priceCents: 1990,
    description: offerDe['offer.extra.duo.description'],
    hiddenFor: ['plus', 'pro'],
  },
  {
    id: 'correction',
    name: offerDe['offer.extra.correction.name'],
    priceCents: 1990,
    description: offerDe['offer.extra.correction.description'],
    hiddenFor: ['plus', 'pro'],
  },
];

/** What a package card says, in one language; the package's name is the same in every language. */
export interface PlanTexts {
  name: string;
  description: string;
  features: string[];
  badge?: string;
}

/** The texts of each package in `locale`: the German ones are PLANS' own. */
export function planTextsIn(locale: Locale): Record<PlanId, PlanTexts> {
  const m = TEXTS[locale];
  const texts = (plan: Plan): PlanTexts => {
    const badge = BADGES[plan.id];
    return {
      name: plan.name,
      description: m[`offer.plan.${plan.id}.description` as const],
      features: cardLines(plan.id, locale),
      ...(badge === undefined ? {} : { badge: m[badge] }),
    };
  };
  return Object.fromEntries(PLANS.map((plan) => [plan.id, texts(plan)])) as Record<PlanId, PlanTexts>;
}

/** The name and description of each extra in `locale`: the German ones are EXTRAS' own. */
export function extraTextsIn(locale: Locale): Record<ExtraId, { name: string; description: string }> {
  const m = TEXTS[locale];
  return Object.fromEntries(
    EXTRAS.map((extra) => [
      extra.id,
      {
        name: m[`offer.extra.${extra.id}.name` as const],
        description: m[`offer.extra.${extra.id}.description` as const],
      },
    ]),
  ) as Record<ExtraId, { name: string; description: string }>;
}

/** PLANS with their texts in `locale` (PLANS itself holds the German ones). */
export function plansIn(locale: Locale): readonly Plan[] {
  const texts = planTextsIn(locale);
  return PLANS.map((plan) => ({ ...plan, ...texts[plan.id] }));
}

/** EXTRAS with their texts in `locale` (EXTRAS itself holds the German ones). */
export function extrasIn(locale: Locale): readonly Extra[] {
  const texts = extraTextsIn(locale);
  return EXTRAS.map((extra) => ({ ...extra, ...texts[extra.id] }));
}

/** Looks up a package by id; throws for an unknown id because callers validate ids first. */
export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** How long the copy of the letter as sent is kept for download (Plus, Pro). */
export const LETTER_COPY_MONTHS = 12;

/** The lowest package price, for "ab 39,90 €" texts. */
export function lowestPriceCents(plans: readonly Plan[] = PLANS): number {
  return Math.min(...plans.map((p) => p.priceCents));
}
