// Shared by browser and Worker: the packages and extras customers can buy (spec §9).
// Prices are integer cents, gross, 19 % VAT included. What a card lists comes from the table of
// benefits (benefits.ts), which also names the code that delivers each line.
import { cardLines, hasBenefit, type ExtraId, type PlanId } from './benefits';

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
  /** "Digitale Kopie und Archiv": a copy of the letter as sent, mailed and downloadable for 12 months. */
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

export const VAT_RATE_PERCENT = 19;
export const DEFAULT_PLAN: PlanId = 'plus';

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    priceCents: 3990,
    description: 'Der Antrag ausgefüllt, gedruckt und innerhalb von 2 Werktagen an das KBA versendet.',
    features: cardLines('basic'),
    dispatchBusinessDays: 2,
    letterCopy: hasBenefit('basic', 'letter-copy'),
  },
  {
    id: 'plus',
    name: 'Plus',
    priceCents: 4990,
    description: 'Schneller versendet, mit digitaler Kopie und einem weiteren Antrag.',
    features: cardLines('plus'),
    // Our recommendation, not a claim about what others buy (no figure backs "most chosen").
    badge: 'Unsere Empfehlung',
    dispatchBusinessDays: 0,
    letterCopy: hasBenefit('plus', 'letter-copy'),
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 7990,
    description: 'Prioritätsbearbeitung, Priority-Support und alle Extras inklusive.',
    features: cardLines('pro'),
    dispatchBusinessDays: 0,
    letterCopy: hasBenefit('pro', 'letter-copy'),
  },
];

export const EXTRAS: readonly Extra[] = [
  {
    id: 'express',
    name: 'Express heute',
    priceCents: 1990,
    description: 'Versand am selben Werktag bei Zahlung an einem Werktag bis 14 Uhr, sonst am nächsten Werktag.',
    hiddenFor: ['plus', 'pro'],
    showsDispatchNote: true,
  },
  {
    id: 'duo',
    name: 'Duo+ – zweite Person',
    priceCents: 1990,
    description: '+1 Antrag für eine zweite Person inklusive.',
    hiddenFor: ['plus', 'pro'],
  },
  {
    id: 'correction',
    name: 'Korrekturoption',
    priceCents: 1990,
    description: 'Eine kostenlose Korrektur deiner eigenen Eingabefehler – auch nach dem Versand, einmal.',
    hiddenFor: ['plus', 'pro'],
  },
];

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
