// Creating an order (POST /api/orders): the request checked against the domain schema, the idempotency
// key claimed before the payment provider is called, and the order written in one guarded batch with
// its timeline and uploads. Two D1 round trips (tests/worker/round-trips.test.ts).
import plzCodes from '../../../public/data/plz.json';
import {
  CONFIRMATION_LABELS,
  CONFIRMATION_TEXT_VERSION,
  IS_OWN_ID_LABEL,
  confirmationTextsShownIn,
} from '../../../src/domain/confirmations';
import { formatEuro } from '../../../src/domain/money';
import { createOrderNumber } from '../../../src/domain/order-number';
import * as v from 'valibot';
import { SmsOptInSchema } from '../../../src/domain/mobile-number';
import { orderRequestSchema, requestLocale, type OrderRequest } from '../../../src/domain/order-request';
import { includesSmsUpdates } from '../../../src/domain/sms';
import { postalCodeSet } from '../../../src/domain/personal-data';
import { sourcesOf } from '../../../src/domain/order-lifecycle';
import { normalizeExtras, priceOf, requiresSecondPerson } from '../../../src/domain/pricing';
import type { Env } from '../../env';
import { claimIdempotencyKey, claimOf, releaseIdempotencyKey, setIdempotencyResponse } from '../../db/idempotency';
import { enqueueJob } from '../../db/jobs';
import {
  insertOrder,
  requireOneChange,
  runGuardedBatch,
  transitionStatements,
  type OrderEvidence,
  type PaymentProviderName,
} from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { hitCountOf } from '../../db/rate-limits';
import {
  attachUploadIfUnchanged,
  findUploadsWithOrders,
  uploadsWithOrdersOf,
  type UploadKind,
  type UploadWithOrderRow,
} from '../../db/uploads';
import { CURRENT_LEGAL_VERSIONS } from '../../legal/archive';
import { Refusal } from '../../lib/refusal';
import type { RateLimitHit } from '../../lib/rate-limit';
import { sha256Hex } from '../../lib/crypto';
import { mintStatusToken } from '../access/proofs';
import { parseJsonText, parseOrThrow } from '../../lib/validate';
import { insertSmsSubscription } from '../../db/sms';
import { runOrderEffects } from './jobs';
import { answerTakenKey, sealStatusToken, type CreatedOrder, type StoredAnswer } from './stored-answers';
import { paymentProvider } from '../payments/provider';
import { usableUploads, type UploadRefs } from '../uploads/checks';

const POSTAL_CODES = postalCodeSet(plzCodes as string[]);
/** Orders whose uploads may move to a new order: nothing was paid, so nothing is lost. */
const SUPERSEDABLE = sourcesOf('superseded');
/** How long a claimed idempotency key counts as "in progress" (well above the checkout call's time-out). */
const IN_PROGRESS_TTL_MS = 2 * 60_000;

function usedByPaidOrder(): Refusal {
  return new Refusal('conflict', 'uploads_in_use', 'errors.uploadsInUse');
}
/** Who sent the request, as the request itself shows it (never the browser's claims). */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

/** What creating an order needs besides the request body. */
export interface OrderContext {
  now: Date;
  /** The site's origin, for the payment provider's return URLs. */
  origin: string;
  client: RequestClient;
  /** The client's hit against the order limit: counted in the request's first D1 batch, not a trip of its own. */
  rateLimit: RateLimitHit;
}

/** Evidence of the order, taken from the request itself (docs/architecture.md, 'What the server decides'). */
function evidenceOf(request: OrderRequest, client: RequestClient, now: Date): OrderEvidence {
  return {
    ip: client.ip,
    userAgent: client.userAgent,
    time: now.toISOString(),
    confirmations: {
      version: CONFIRMATION_TEXT_VERSION,
      // Exactly the texts the customer saw beside the boxes they ticked, the own-ID box included.
      texts: { ...CONFIRMATION_LABELS, isOwnId: IS_OWN_ID_LABEL },
      accepted: { ...request.confirmations, isOwnId: request.isOwnId },
      // On an English page the boxes showed courtesy translations of these German texts: both are kept.
      shown: { language: request.customerLanguage, texts: confirmationTextsShownIn(request.customerLanguage) },
    },
    cookiePreferences: request.cookiePreferences ?? null,
    // The archived texts in force in this build; tests/unit/legal-archive.test.ts keeps them equal
    // to content/legal/ and the labels above, so the version names what the customer was shown.
    legalVersions: { ...CURRENT_LEGAL_VERSIONS },
  };
}

const ORDER_UPLOAD_KINDS: Record<string, UploadKind> = {
  front: 'front',
  back: 'back',
  signature: 'signature',
  nameProof: 'name-proof',
};

/** The files the order takes: the ID copy and signature, and the proof of a change of name when asked for. */
function uploadRefsOf(request: OrderRequest): UploadRefs {
  const { front, back, signature, nameProof } = request.uploads;
  return { front, back, signature, ...(nameProof ? { nameProof } : {}) };
}

/** An earlier, unpaid order whose uploads move to the new order, as the first batch read it. */
interface PreviousOrder {
  orderNumber: string;
  paymentProvider: PaymentProviderName;
  paymentSessionId: string | null;
}

/** The orders the checked uploads belong to: each must still be supersedable, a paid order keeps its documents. */
function previousOrdersOf(uploads: UploadWithOrderRow[]): PreviousOrder[] {
  const previous = new Map<string, PreviousOrder>();
  for (const upload of uploads) {
    if (upload.order_number === null) continue;
    const { order_status: status, order_payment_provider: provider } = upload;
    // No status: the order the upload names no longer exists, so nothing says it may move.
    if (status === null || provider === null || !SUPERSEDABLE.includes(status)) throw usedByPaidOrder();
    previous.set(upload.order_number, {
      orderNumber: upload.order_number,
      paymentProvider: provider,
      paymentSessionId: upload.order_payment_session_id,
    });
  }
  return [...previous.values()];
}

/**
 * Creates the order of a claimed key from what placeOrder's first batch read (`found`: the uploads with
 * their orders): the checkout, then ONE guarded batch that writes everything, and the answer from what
 * is in hand (nothing written is read back).
 */
async function createOrder(
  env: Env,
  request: SmsOrderRequest,
  ctx: OrderContext,
  idempotencyKey: string,
  found: UploadWithOrderRow[],
): Promise<CreatedOrder> {
  const { now } = ctx;
  const db = env.DB;
  const uploads = await usableUploads(found, uploadRefsOf(request), ORDER_UPLOAD_KINDS, now);
  // Uploads of an earlier, unpaid attempt move to this order; a paid order keeps its documents.
  const previous = previousOrdersOf(uploads);
  const provider = paymentProvider(env);

  const extras = normalizeExtras(request.plan, request.extras);
  const price = priceOf({ plan: request.plan, extras });
  const orderNumber = createOrderNumber(now, (count) => crypto.getRandomValues(new Uint8Array(count)));
  const at = now.toISOString();
  const link = await mintStatusToken(db, orderNumber, at);
  // No transaction is open while the provider answers: the key's claim (placeOrder) is what keeps a
  // second request with this key from getting here, and the batch below re-checks everything it relies on.
  const checkout = await provider.createCheckout({
    orderNumber,
    email: request.personalData.email,
    lines: price.lines,
    origin: ctx.origin,
    locale: request.customerLanguage,
  });

  const result: CreatedOrder = { orderNumber, statusToken: link.token, paymentUrl: checkout.url };
  const committed = await runGuardedBatch(db, [
    // Guarded: if an earlier attempt was paid while the checkout was being created (a webhook in
    // between), its transition fails and the whole batch is rolled back; the paid order stays paid.
    ...previous.flatMap((old) => [
      ...transitionStatements(db, old.orderNumber, SUPERSEDABLE, 'superseded', at, orderNumber),
      ...(old.paymentSessionId
        ? [
            enqueueJob(
              db,
              {
                kind: 'expire_checkout',
                orderNumber: old.orderNumber,
                payload: { sessionId: old.paymentSessionId, provider: old.paymentProvider },
              },
              at,
            ),
          ]
        : []),
    ]),
    insertOrder(db, {
      orderNumber,
      status: 'awaiting_payment',
      // The first link's hash; status_tokens holds every link of the order and decides.
      statusTokenHash: await sha256Hex(link.token),
      plan: request.plan,
      extras,
      totalCents: price.totalCents,
      currency: 'EUR',
      language: request.language,
      customerLanguage: request.customerLanguage,
      email: request.personalData.email,
      personalData: request.personalData,
      requiresSecondPerson: requiresSecondPerson({ plan: request.plan, extras }),
      evidence: evidenceOf(request, ctx.client, now),
      paymentProvider: provider.name,
      paymentSessionId: checkout.sessionId,
      paymentUrl: checkout.url,
      createdAt: at,
    }),
    addTimeline(db, orderNumber, at, 'created', `${request.plan}; ${formatEuro(price.totalCents)}`),
    link.statement,
    ...(request.smsNumber ? [insertSmsSubscription(db, orderNumber, request.smsNumber, at)] : []),
    // Guarded too: an upload that another order took or that was deleted while the checkout was being
    // created is not attached behind that order's back; the whole batch is rolled back instead.
    ...uploads.flatMap((u) => [attachUploadIfUnchanged(db, u.id, u.order_number, orderNumber), requireOneChange(db)]),
    // In the same transaction: a replay of this key can only ever see the finished order. The status
    // token is kept only encrypted, for the replay's answer, as long as the key (a day).
    setIdempotencyResponse(db, idempotencyKey, {
      orderNumber,
      paymentUrl: checkout.url,
      ...(await sealStatusToken(env, orderNumber, link.token)),
    } satisfies StoredAnswer),
  ]);
  if (!committed) throw usedByPaidOrder();
  // Close the superseded checkouts now; what fails is retried by the cron.
  for (const old of previous) await runOrderEffects(env, old.orderNumber, now);
  return result;
}
/** The request body checked against the domain schema, or the error to answer once the key is claimed. */
function parseOrderRequest(rawBody: string, today: Date): { request: SmsOrderRequest } | { invalid: unknown } {
  try {
    const body = parseJsonText(rawBody);
    // Answered in the language of the page that sent the order, which the request names too.
    const schema = orderRequestSchema({ today, postalCodes: POSTAL_CODES });
    const request = parseOrThrow(schema, body, requestLocale(body));
    return { request: { ...request, smsNumber: smsNumberOf(body, request.plan) } };
  } catch (error) {
    return { invalid: error };
  }
}

/** The order request with the SMS opt-in's number (E.164), when the package includes SMS updates. */
type SmsOrderRequest = OrderRequest & { smsNumber: string | null };

/**
 * The mobile number of a Pro customer who opted into SMS updates, checked with the wizard's rule (400
 * at `sms.mobile` otherwise). Other packages have no SMS updates: an opt-in sent with them is ignored.
 */
function smsNumberOf(body: unknown, plan: OrderRequest['plan']): string | null {
  const sms = (body as { sms?: unknown } | null)?.sms;
  if (sms === undefined || sms === null || !includesSmsUpdates(plan)) return null;
  return parseOrThrow(SmsOptInRequestSchema, { sms }).sms.mobile;
}

const SmsOptInRequestSchema = v.object({ sms: SmsOptInSchema });

/** The result of one statement of a batch (the batch answers one result per statement). */
function resultAt(results: D1Result[], index: number): D1Result {
  const result = results[index];
  if (!result) throw new Error(`batch answered no result for statement ${index}`);
  return result;
}

/**
 * POST /api/orders: the same key with the same body gets the same answer; another body is a
 * conflict. A failed attempt frees its key, so the same (or a corrected) request may be sent again.
 *
 * Two round trips to D1 in all: ONE batch counts the rate-limit hit, claims the key (before the
 * checkout, so two racing requests with one key never both create one) and reads the uploads with
 * their orders; createOrder writes everything in ONE more.
 */
export async function placeOrder(
  env: Env,
  idempotencyKey: string,
  rawBody: string,
  ctx: OrderContext,
): Promise<CreatedOrder> {
  const db = env.DB;
  const requestHash = await sha256Hex(rawBody);
  const staleBefore = new Date(ctx.now.getTime() - IN_PROGRESS_TTL_MS).toISOString();
  // Parsed before the batch, which needs the upload ids; an invalid body still goes through the claim,
  // so a key already in use answers as it always did (replay or 409) before a 400.
  const parsed = parseOrderRequest(rawBody, ctx.now);
  const uploadIds = 'request' in parsed ? Object.values(uploadRefsOf(parsed.request)).map((ref) => ref.id) : [];
  const results = await db.batch([
    ctx.rateLimit.statement,
    ...claimIdempotencyKey(db, idempotencyKey, requestHash, ctx.now.toISOString(), staleBefore),
    ...(uploadIds.length ? [findUploadsWithOrders(db, uploadIds)] : []),
  ]);
  const refusal = ctx.rateLimit.refusal(hitCountOf(resultAt(results, 0)));
  const { claimed, record } = claimOf(resultAt(results, 1), resultAt(results, 2));
  if (!claimed) {
    if (refusal) throw refusal;
    return answerTakenKey(env, record, requestHash);
  }
  try {
    if (refusal) throw refusal;
    if (!('request' in parsed)) throw parsed.invalid;
    return await createOrder(env, parsed.request, ctx, idempotencyKey, uploadsWithOrdersOf(resultAt(results, 3)));
  } catch (error) {
    await releaseIdempotencyKey(db, idempotencyKey);
    throw error;
  }
}
