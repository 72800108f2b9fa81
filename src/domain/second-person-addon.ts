// Shared by browser and Worker: a second person for a package without one. A Basic
// order without Duo+ may add the second application after its payment, for the Duo+ price, with a
// checkout of its own; the second person joins the order only once that payment is in. The add-on has
// its own small life (these states), its own invoice and its own contract confirmation.
import * as v from 'valibot';
import { EXTRAS } from './catalog';
import { CONFIRMATION_LABELS, confirmationsSchemaIn } from './confirmations';
import { formatPrice } from './locale-format';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { MESSAGES, translator } from './ui-messages';
import type { OrderStatus } from './order-lifecycle';
import { extendedDataSubmissionSchema } from './partner';

const duo = EXTRAS.find((extra) => extra.id === 'duo');
if (!duo) throw new Error('catalog has no Duo+ extra');

/** Same price as Duo+ bought with the order. */
export const SECOND_PERSON_ADDON_CENTS = duo.priceCents;
/** The line on the checkout, the invoice and the contract confirmation, in `locale`. */
export const secondPersonAddonName = (locale: Locale = DEFAULT_LOCALE) => MESSAGES[locale]['forms.addon.name'];
/** The German line, as the Worker writes it. */
export const SECOND_PERSON_ADDON_NAME = secondPersonAddonName();

/** § 312j Abs. 3 BGB: the button that places a paid order says so, with the amount; in `locale`. */
export const secondPersonOrderButton = (locale: Locale = DEFAULT_LOCALE) =>
  translator(locale)('forms.addon.orderButton', { price: formatPrice(SECOND_PERSON_ADDON_CENTS, locale) });
export const SECOND_PERSON_ORDER_BUTTON = secondPersonOrderButton();

export type AddonStatus = 'awaiting_payment' | 'processing' | 'paid' | 'expired' | 'refunded';

/**
 * The allowed transitions. A payment that arrives when the order can no longer take the second person
 * (posted, withdrawn) or after the checkout expired is refunded; a paid add-on is refunded with the
 * order when the order is withdrawn.
 */
const ADDON_TRANSITIONS = {
  awaiting_payment: ['processing', 'paid', 'expired', 'refunded'],
  processing: ['paid', 'expired', 'refunded'],
  paid: ['refunded'],
  expired: ['refunded'],
  refunded: [],
} as const satisfies Record<AddonStatus, readonly AddonStatus[]>;

export function canTransitionAddon(from: AddonStatus, to: AddonStatus): boolean {
  return (ADDON_TRANSITIONS[from] as readonly AddonStatus[]).includes(to);
}

/** An add-on in these states blocks another one for the same order. */
export const OPEN_ADDON_STATUSES: readonly AddonStatus[] = ['awaiting_payment', 'processing', 'paid'];

/**
 * Order states in which a second person can still join: paid (or paying) and not yet posted, because
 * both applications go to the KBA in one letter.
 */
export const ADDON_ACCEPTED_IN: readonly OrderStatus[] = ['payment_processing', 'paid'];

/** What the customer agrees to for the add-on: the AGB and the immediate start, as for the order. */
export function addonConfirmationsSchemaIn(locale: Locale) {
  return v.pick(confirmationsSchemaIn(locale), ['agb', 'noWithdrawal']);
}
const AddonConfirmationsSchema = addonConfirmationsSchemaIn('de');
export type AddonConfirmations = v.InferOutput<typeof AddonConfirmationsSchema>;
export const ADDON_CONFIRMATION_IDS = ['agb', 'noWithdrawal'] as const;
export const ADDON_CONFIRMATION_LABELS = {
  agb: CONFIRMATION_LABELS.agb,
  noWithdrawal: CONFIRMATION_LABELS.noWithdrawal,
} as const;

/** POST /api/orders/:orderNumber/second-person: the partner form's submission and the two confirmations. */
export const SecondPersonAddonRequestSchema = v.object({
  ...extendedDataSubmissionSchema.entries,
  confirmations: AddonConfirmationsSchema,
});
export type SecondPersonAddonRequest = v.InferOutput<typeof SecondPersonAddonRequestSchema>;
