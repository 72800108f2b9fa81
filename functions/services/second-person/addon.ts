// A second person for a package without one, bought after the order's payment: the
// request with its own checkout, and what each payment outcome does to the add-on. The second person
// joins the order in the same guarded batch as the payment; a payment the order can no longer take
// (posted or withdrawn meanwhile, or after the checkout expired) is refunded, once.
import { CONFIRMATION_TEXT_VERSION } from '../../../src/domain/confirmations';
import { formatPrice } from '../../../src/domain/locale-format';
import { PARTNER_CONFIRM_LABEL } from '../../../src/domain/partner';
import {
  ADDON_ACCEPTED_IN,
  ADDON_CONFIRMATION_LABELS,
  SECOND_PERSON_ADDON_CENTS,
  SECOND_PERSON_ADDON_NAME,
  type AddonStatus,
  type SecondPersonAddonRequest,
} from '../../../src/domain/second-person-addon';
import type { Env } from '../../env';
import {
  applyAddonToOrder,
  findAddon,
  insertAddon,
  openAddonOf,
  setAddonCheckout,
  transitionAddon,
  updateOpenAddonPartner,
  type Addon,
} from '../../db/addons';
import { enqueueJob } from '../../db/jobs';
import type { OrderEvidence, StoredPartner } from '../../db/order-json';
import { findOrder, requireOneChange, runGuardedBatch, type Order } from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { CURRENT_LEGAL_VERSIONS } from '../../legal/archive';
import { Refusal } from '../../lib/refusal';
import type { PaymentOutcome } from '../payments/outcomes';
import type { RequestClient } from '../orders/creation';
import { paymentProvider, providerOf } from '../payments/provider';
import { secondPersonRefundMail } from './mails';

function alreadyHasSecondPerson(): Refusal {
  return new Refusal('conflict', 'second_person_included', 'errors.secondPersonIncluded');
}

function noLongerPossible(): Refusal {
  return new Refusal('conflict', 'order_closed', 'errors.secondPersonClosed');
}

/** What the customer agreed to for the add-on, as shown: the partner box and the two order confirmations. */
function addonEvidence(request: SecondPersonAddonRequest, client: RequestClient, now: Date): OrderEvidence {
  return {
    ip: client.ip,
    userAgent: client.userAgent,
    time: now.toISOString(),
    confirmations: {
      version: CONFIRMATION_TEXT_VERSION,
      texts: { ...ADDON_CONFIRMATION_LABELS, confirmExtendedData: PARTNER_CONFIRM_LABEL },
      accepted: { ...request.confirmations, confirmExtendedData: true },
    },
    cookiePreferences: null,
    legalVersions: { ...CURRENT_LEGAL_VERSIONS },
  };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message);
}

/** The open add-on awaiting payment, created now or by an earlier (or racing) request. */
async function addonAwaitingPayment(
  env: Env,
  order: Order,
  request: SecondPersonAddonRequest,
  evidence: OrderEvidence,
  at: string,
): Promise<Addon> {
  const partner = request.extendedData;
  const open = await openAddonOf(env.DB, order.orderNumber);
  if (open && open.status !== 'awaiting_payment') throw alreadyHasSecondPerson();
  if (open) {
    // Sent again after coming back from the checkout: the newest data is what the payment adds.
    await updateOpenAddonPartner(env.DB, open.id, partner, evidence, at).run();
    return open;
  }
  try {
    const inserted = await runGuardedBatch(env.DB, [
      insertAddon(env.DB, {
        id: crypto.randomUUID(),
        orderNumber: order.orderNumber,
        priceCents: SECOND_PERSON_ADDON_CENTS,
        partner,
        evidence,
        paymentProvider: paymentProvider(env).name,
        at,
      }),
      // The order was posted, withdrawn or completed in the meantime: nothing is written.
      requireOneChange(env.DB),
      addTimeline(env.DB, order.orderNumber, at, 'second_person_ordered'),
    ]);
    if (!inserted) throw noLongerPossible();
  } catch (error) {
    // A racing request created the add-on a moment earlier: both continue with that one.
    if (!isUniqueViolation(error)) throw error;
  }
  const created = await openAddonOf(env.DB, order.orderNumber);
  if (!created || created.status !== 'awaiting_payment') throw alreadyHasSecondPerson();
  return created;
}

/**
 * POST /api/orders/:orderNumber/second-person: stores the second person as an add-on awaiting its
 * payment and returns the checkout. The checkout is made outside any transaction; its id is stored
 * only if none is yet, so two racing requests send the customer to the same checkout.
 */
export async function orderSecondPerson(
  env: Env,
  order: Order,
  request: SecondPersonAddonRequest,
  ctx: { now: Date; origin: string; client: RequestClient },
): Promise<{ paymentUrl: string }> {
  if (request.originalOrderNumber !== order.orderNumber) {
    throw new Refusal('invalid', 'order_mismatch', 'errors.orderMismatch');
  }
  if (order.requiresSecondPerson) throw alreadyHasSecondPerson();
  if (!ADDON_ACCEPTED_IN.includes(order.status)) throw noLongerPossible();
  const at = ctx.now.toISOString();
  const addon = await addonAwaitingPayment(env, order, request, addonEvidence(request, ctx.client, ctx.now), at);
  if (addon.paymentUrl) return { paymentUrl: addon.paymentUrl };

  const checkout = await providerOf(env, addon.paymentProvider).createCheckout({
    orderNumber: order.orderNumber,
    email: order.email,
    lines: [{ kind: 'extra', id: 'duo', name: SECOND_PERSON_ADDON_NAME, priceCents: addon.priceCents }],
    origin: ctx.origin,
    addonId: addon.id,
    locale: order.customerLanguage,
  });
  await setAddonCheckout(env.DB, addon.id, checkout.sessionId, checkout.url).run();
  const stored = await findAddon(env.DB, addon.id);
  if (!stored?.paymentUrl) throw new Error('add-on checkout not stored');
  return { paymentUrl: stored.paymentUrl };
}

const OUTCOME_TRANSITIONS: Record<Exclude<PaymentOutcome, 'paid'>, { from: AddonStatus[]; to: AddonStatus }> = {
  processing: { from: ['awaiting_payment'], to: 'processing' },
  failed: { from: ['awaiting_payment', 'processing'], to: 'expired' },
  expired: { from: ['awaiting_payment'], to: 'expired' },
};

/** The paid add-on's batch: the second person joins the order, the after-paid job is queued. */
function paidStatements(
  env: Env,
  addon: Addon,
  partner: StoredPartner,
  origin: string,
  at: string,
): D1PreparedStatement[] {
  return [
    transitionAddon(env.DB, addon.id, ['awaiting_payment', 'processing'], 'paid', at, {
      orderIn: ADDON_ACCEPTED_IN,
      paidAt: at,
    }),
    requireOneChange(env.DB),
    applyAddonToOrder(env.DB, addon, partner, at),
    addTimeline(env.DB, addon.orderNumber, at, 'second_person_added'),
    enqueueJob(
      env.DB,
      {
        kind: 'after_addon_paid',
        orderNumber: addon.orderNumber,
        round: addon.id,
        payload: { addonId: addon.id, origin },
      },
      at,
    ),
  ];
}

/** Money for an add-on the order can no longer take: refunded once, the customer told. */
async function refundAddon(env: Env, addon: Addon, at: string, record: D1PreparedStatement[]): Promise<boolean> {
  const order = await findOrder(env.DB, addon.orderNumber);
  return runGuardedBatch(env.DB, [
    transitionAddon(env.DB, addon.id, ['awaiting_payment', 'processing', 'expired'], 'refunded', at),
    // Refunded before (a redelivered event): the guard rolls this batch back.
    requireOneChange(env.DB),
    enqueueJob(
      env.DB,
      {
        kind: 'refund',
        orderNumber: addon.orderNumber,
        round: addon.id,
        payload: { addonId: addon.id, reason: 'addon_not_applicable' },
      },
      at,
    ),
    addTimeline(env.DB, addon.orderNumber, at, 'second_person_refunded'),
    ...(order && !order.anonymised
      ? [
          enqueueMail(
            env.DB,
            `second-person-refund:${addon.id}`,
            secondPersonRefundMail({
              email: order.email,
              firstName: order.personalData.firstName,
              orderNumber: order.orderNumber,
              totalText: formatPrice(addon.priceCents, order.customerLanguage),
              locale: order.customerLanguage,
            }),
            at,
          ),
        ]
      : []),
    ...record,
  ]);
}

/**
 * Applies a payment outcome to an add-on, from the verified Stripe webhook or the demo checkout; returns
 * whether the add-on changed. A duplicate or out-of-order event changes nothing.
 */
export async function applyAddonPaymentOutcome(
  env: Env,
  addonId: string,
  outcome: PaymentOutcome,
  origin: string,
  options: { now?: Date; record?: D1PreparedStatement } = {},
): Promise<boolean> {
  const at = (options.now ?? new Date()).toISOString();
  const record = options.record ? [options.record] : [];
  const addon = await findAddon(env.DB, addonId);
  if (!addon) {
    await Promise.all(record.map((statement) => statement.run()));
    return false;
  }
  if (outcome === 'paid') {
    // Without its data (forgotten by retention after the checkout lapsed) the person cannot join: refund.
    if (
      addon.partner &&
      (await runGuardedBatch(env.DB, [...paidStatements(env, addon, addon.partner, origin, at), ...record]))
    )
      return true;
    // Not applied: already paid (a duplicate), or the order cannot take it any more → refund.
    const current = (await findAddon(env.DB, addonId)) ?? addon;
    if (current.status !== 'paid' && current.status !== 'refunded' && (await refundAddon(env, current, at, record)))
      return true;
  } else {
    const { from, to } = OUTCOME_TRANSITIONS[outcome];
    const timeline = to === 'expired' ? [addTimeline(env.DB, addon.orderNumber, at, 'second_person_expired')] : [];
    if (
      await runGuardedBatch(env.DB, [
        transitionAddon(env.DB, addonId, from, to, at),
        requireOneChange(env.DB),
        ...timeline,
        ...record,
      ])
    )
      return true;
  }
  await Promise.all(record.map((statement) => statement.run()));
  return false;
}
