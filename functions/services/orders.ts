// Reading an order with its proof, what /status shows of it, and completing it with a second person:
// the rules between the HTTP routes (routes/orders.ts) and the database (db/). Creating an order is in
// order-creation.ts, payment outcomes in order-payments.ts, operator actions in order-admin.ts.
import { formatEuro } from '../../src/domain/money';
import { ID_UPLOAD_MESSAGE, SIGNATURE_MESSAGE } from '../../src/domain/order-request';
import type { ExtendedDataSubmission } from '../../src/domain/partner';
import { planById } from '../../src/domain/catalog';
import { CORRECTABLE_IN, DOCUMENTS_KEPT_IN, PAID_OR_LATER } from '../../src/domain/order-lifecycle';
import { hasCorrectionOption } from '../../src/domain/pricing';
import { ADDON_ACCEPTED_IN } from '../../src/domain/second-person-addon';
import type { Env } from '../env';
import { addonsOf, findAddonBySession } from '../db/addons';
import { addTimeline, findOrder, setPartner, timelineOf, type Order } from '../db/orders';
import { enqueueMail } from '../db/outbox';
import { attachUploads } from '../db/uploads';
import { ApiError } from '../lib/api-error';
import { partnerTokenFor, sha256Hex, timingSafeEqual } from '../lib/crypto';
import { validationError } from '../lib/validate';
import { partnerLinkMail } from './mail-templates';
import { checkUploads, type UploadRefs } from './upload-checks';

const PARTNER_KINDS = { front: 'partner-front', back: 'partner-back', signature: 'partner-signature' } as const;

function noLongerAcceptsDocuments(): ApiError {
  return new ApiError(
    409,
    'order_closed',
    'Für diese Bestellung nehmen wir keine Unterlagen mehr an: Der Antrag ist bereits versendet oder die Bestellung beendet.',
  );
}

/** Proof for reading an order: its status token or its payment session id. Unknown and wrong look the same. */
export async function authorizedOrder(
  env: Env,
  orderNumber: string,
  proof: { token?: string | null | undefined; sessionId?: string | null | undefined },
): Promise<Order> {
  const order = await findOrder(env.DB, orderNumber);
  const notFound = new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
  if (!order) throw notFound;
  const byToken = proof.token ? timingSafeEqual(await sha256Hex(proof.token), order.statusTokenHash) : false;
  const bySession = proof.sessionId
    ? order.paymentSessionId !== null && timingSafeEqual(proof.sessionId, order.paymentSessionId)
    : false;
  if (byToken || bySession) return order;
  // Back from a second person's own checkout: its session proves the order as the order's does.
  const addon = proof.sessionId ? await findAddonBySession(env.DB, orderNumber, proof.sessionId) : null;
  if (!addon) throw notFound;
  return order;
}

/** What /status and the payment return show of an order. */
export async function orderStatusView(env: Env, order: Order) {
  const timeline = await timelineOf(env.DB, order.orderNumber);
  // Only an order whose customer started a second person has add-ons: the others read no more.
  const addons = timeline.some((t) => t.event === 'second_person_ordered')
    ? await addonsOf(env.DB, order.orderNumber)
    : [];
  const addon = addons[0] ?? null;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paid: PAID_OR_LATER.includes(order.status),
    plan: order.plan,
    extras: order.extras,
    totalCents: order.totalCents,
    total: formatEuro(order.totalCents),
    requiresSecondPerson: order.requiresSecondPerson,
    secondPersonSubmitted: order.partnerSubmittedAt !== null,
    secondPersonComplete: timeline.some((t) => t.event === 'partner_documents_complete'),
    // A package without a second person can add one after payment, for its own price (issue 12 §5).
    secondPersonOffered: !order.requiresSecondPerson && ADDON_ACCEPTED_IN.includes(order.status),
    // The newest add-on: its state, and while it waits for payment the data to fill the form again.
    secondPersonAddon: addon && {
      status: addon.status,
      total: formatEuro(addon.priceCents),
      partner: addon.status === 'awaiting_payment' ? addon.partner : null,
    },
    dispatchDeadline: order.dispatchDeadline,
    timeline: timeline.map(({ at, event }) => ({ at, event })),
    // The customer's own data, for the correction form on /status (the proof holder is the customer).
    personalData: order.personalData,
    correctable: CORRECTABLE_IN.includes(order.status),
    // Korrekturoption: one correction after posting (see services/corrections.ts).
    correctionAfterPosting: !hasCorrectionOption(order)
      ? 'not_included'
      : timeline.some((t) => t.event === 'correction_requested')
        ? 'used'
        : 'available',
    letterCopy: !planById(order.plan).letterCopy
      ? 'not_included'
      : timeline.some((t) => t.event === 'letter_archived') && !timeline.some((t) => t.event === 'letter_deleted')
        ? 'available'
        : 'none',
  };
}

/**
 * The second person's data after payment (spec §3 "Extended-data submission"), with optional
 * uploads of kinds `partner-*`; mails the customer the personal link for the second person.
 */
export async function submitPartnerData(
  env: Env,
  order: Order,
  submission: ExtendedDataSubmission,
  uploadRefs: UploadRefs,
  ctx: { now: Date; origin: string },
): Promise<void> {
  if (!order.requiresSecondPerson) {
    throw new ApiError(409, 'no_second_person', 'Diese Bestellung enthält keinen Antrag für eine zweite Person.');
  }
  if (!PAID_OR_LATER.includes(order.status)) {
    throw new ApiError(409, 'not_paid', 'Die Daten der zweiten Person können erst nach der Zahlung ergänzt werden.');
  }
  if (!DOCUMENTS_KEPT_IN.includes(order.status)) throw noLongerAcceptsDocuments();
  const slots = Object.fromEntries(Object.entries(uploadRefs).filter(([slot]) => slot in PARTNER_KINDS));
  const partnerUploads = Object.keys(slots).length ? await checkUploads(env.DB, slots, PARTNER_KINDS, ctx.now) : [];
  const at = ctx.now.toISOString();
  const partnerToken = await partnerTokenFor(env.STATUS_TOKEN_SECRET, order.orderNumber);
  await env.DB.batch([
    setPartner(env.DB, order.orderNumber, submission.extendedData, at),
    addTimeline(
      env.DB,
      order.orderNumber,
      at,
      'partner_data_received',
      partnerUploads.length ? `${partnerUploads.length} Dateien` : null,
    ),
    ...attachUploads(
      env.DB,
      partnerUploads.map((u) => u.id),
      order.orderNumber,
    ),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      partnerLinkMail({
        email: order.email,
        orderNumber: order.orderNumber,
        partnerFirstName: submission.extendedData.partnerData.firstName ?? 'die zweite Person',
        url: `${ctx.origin}/zweite-person#bestellung=${encodeURIComponent(order.orderNumber)}&token=${partnerToken}`,
      }),
      at,
    ),
  ]);
}

/** The second person's own ID copy and signature, through the personal link of the partner mail. */
export async function submitPartnerDocuments(
  env: Env,
  orderNumber: string,
  body: { token?: unknown; uploads?: Partial<UploadRefs> },
  now: Date,
): Promise<void> {
  const order = await findOrder(env.DB, orderNumber);
  const expected = order ? await partnerTokenFor(env.STATUS_TOKEN_SECRET, order.orderNumber) : '';
  if (!order || typeof body.token !== 'string' || !timingSafeEqual(body.token, expected)) {
    throw new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
  }
  if (!order.partnerSubmittedAt)
    throw new ApiError(409, 'partner_missing', 'Bitte zuerst die Daten der zweiten Person eingeben.');
  // Documents are only taken while they can still be used: paid and not yet posted.
  if (!DOCUMENTS_KEPT_IN.includes(order.status)) throw noLongerAcceptsDocuments();
  const refs = body.uploads ?? {};
  const slots = ['front', 'back', 'signature'] as const;
  const missing = slots.filter((slot) => !refs[slot]?.id || !refs[slot]?.token);
  if (missing.length) {
    throw validationError(
      missing.map((slot) => ({
        path: `uploads.${slot}`,
        message: slot === 'signature' ? SIGNATURE_MESSAGE : ID_UPLOAD_MESSAGE,
      })),
    );
  }
  const uploads = await checkUploads(
    env.DB,
    { front: refs.front!, back: refs.back!, signature: refs.signature! },
    PARTNER_KINDS,
    now,
  );
  await env.DB.batch([
    ...attachUploads(
      env.DB,
      uploads.map((u) => u.id),
      order.orderNumber,
    ),
    addTimeline(env.DB, order.orderNumber, now.toISOString(), 'partner_documents_complete'),
  ]);
}
