// Shared by browser and Worker: what a selection of package and extras costs: package price + sum of the
// selected extras, everywhere: wizard, Worker, invoice (docs/product.md, 'Packages and price').
// All amounts are integer cents, gross.
import * as v from 'valibot';
import { hasBenefit } from './benefits';
import { EXTRAS, PLANS, VAT_RATE_PERCENT, planById, type Extra, type ExtraId, type PlanId } from './catalog';
import type { Locale } from './locales';
import { MESSAGES } from './ui-messages';

export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];
export const EXTRA_IDS = EXTRAS.map((e) => e.id) as [ExtraId, ...ExtraId[]];

export function planIdSchemaIn(locale: Locale) {
  return v.picklist(PLAN_IDS, MESSAGES[locale]['validation.plan.required']);
}

export const PlanIdSchema = planIdSchemaIn('de');

/** The ids of the chosen extras; normalizeExtras decides which of them count for a package. */
export function extraSelectionSchemaIn(locale: Locale) {
  const m = MESSAGES[locale];
  return v.array(v.picklist(EXTRA_IDS, m['validation.extras.unknown']), m['validation.extras.invalid']);
}

export const ExtraSelectionSchema = extraSelectionSchemaIn('de');

export interface Selection {
  plan: PlanId;
  extras: readonly ExtraId[];
}

export interface PriceLine {
  kind: 'plan' | 'extra';
  id: PlanId | ExtraId;
  name: string;
  priceCents: number;
}

export interface Price {
  /** The package first, then the counted extras in catalog order. */
  lines: PriceLine[];
  totalCents: number;
}

/** Extras the customer can choose with this package. */
export function visibleExtras(plan: PlanId): Extra[] {
  return EXTRAS.filter((e) => !e.hiddenFor.includes(plan));
}

/** Extras the package already contains: shown as 'Inklusive', ticked and locked. */
export function includedExtras(plan: PlanId): Extra[] {
  return EXTRAS.filter((e) => e.hiddenFor.includes(plan));
}

/** The extras that count for the package: visible ones only, each once, in catalog order. */
export function normalizeExtras(plan: PlanId, extras: readonly ExtraId[]): ExtraId[] {
  const chosen = new Set(extras);
  return visibleExtras(plan)
    .filter((e) => chosen.has(e.id))
    .map((e) => e.id);
}

/** Price lines and total of a selection; extras the package includes cost nothing extra. */
export function priceOf(selection: Selection): Price {
  const plan = planById(selection.plan);
  const extras = new Set(normalizeExtras(selection.plan, selection.extras));
  const lines: PriceLine[] = [
    { kind: 'plan', id: plan.id, name: plan.name, priceCents: plan.priceCents },
    ...EXTRAS.filter((e) => extras.has(e.id)).map((e): PriceLine => ({
      kind: 'extra',
      id: e.id,
      name: e.name,
      priceCents: e.priceCents,
    })),
  ];
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0) };
}

/**
 * Splits a gross amount into net and VAT for the invoice: net = round(gross / 1.19),
 * VAT = gross − net, so the two always add up to the gross amount.
 */
export function vatOf(
  grossCents: number,
  ratePercent: number = VAT_RATE_PERCENT,
): { netCents: number; vatCents: number } {
  if (!Number.isInteger(grossCents)) throw new TypeError('vatOf expects integer cents');
  const netCents = Math.round((grossCents * 100) / (100 + ratePercent));
  return { netCents, vatCents: grossCents - netCents };
}

/** A package with a further application includes it (Plus, Pro); with Basic only the 'duo' extra adds one. */
export function requiresSecondPerson(selection: Selection): boolean {
  return hasBenefit(selection.plan, 'second-application') || selection.extras.includes('duo');
}

/** The Korrekturoption: bought as an extra with Basic, included in Plus and Pro (one correction after posting). */
export function hasCorrectionOption(selection: Selection): boolean {
  return selection.extras.includes('correction') || includedExtras(selection.plan).some((e) => e.id === 'correction');
}
