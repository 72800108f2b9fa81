// Completes the durable effects of order transitions (db/jobs.ts): the invoice, confirmation mail and
// order webhook after payment; deleting documents after posting or withdrawal; refunds; closing an
// open checkout. Run after each request that queued a job (waitUntil) and by the cron. Every handler
// is idempotent and commits its last writes together with "done", so a failure halfway, a stopped
// Worker or two drains at once end in exactly one invoice, one mail, one refund.
import { EXTRAS, extraTextsIn, planById } from '../../../src/domain/catalog';
import { formatPrice } from '../../../src/domain/locale-format';
import { DOCUMENTS_KEPT_IN } from '../../../src/domain/order-lifecycle';
import type { Env } from '../../env';
import { orderWebhook } from '../../lib/config';
import { leaseUntil, nextAttemptAt } from '../../lib/retry';
import { findAddon } from '../../db/addons';
import { claimJob, deferJob, dueJobs, markJobDone, markJobFailed, payloadOf, type Job } from '../../db/jobs';
import { failStoredLettersOf } from '../../db/letters';
import { findOrder } from '../../db/orders';
import { addTimeline, addTimelineOnce } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { findUploadsOfOrder, markUploadDeleted } from '../../db/uploads';
import { mintStatusToken, statusUrl } from '../access/proofs';
import { issueContractConfirmation } from '../contract-confirmation/issue';
import type { JobContext, JobDependencies } from './job-context';
import { renderInvoicePdf } from '../invoices/pdf';
import { issueInvoice } from '../invoices/issue';
import { orderConfirmationMail } from './mails';
import { refundFailedToSupportMail } from '../payments/support-mails';
import { orderWebhookPayload } from './webhook';
import { providerOf } from '../payments/provider';
import { afterAddonPaid } from '../second-person/jobs';
import { statusSmsStatements } from '../sms/status-sms';
import { alertStatements, opsEmail } from '../operations/alerts';
import { jobGaveUp } from '../operations/alert-causes';
import { dispatchLetterJob, JobDeferred } from '../dispatch/dispatch-job';
import { deleteLetterFiles } from '../dispatch/letter-files';

export type { JobDependencies };

const DEFAULTS: JobDependencies = { renderInvoice: renderInvoicePdf };

/**
 * Invoice (once), contract confirmation PDF (once), confirmation mail with both (once), Pro's SMS
 * (once), order webhook (once), then done, in one batch.
 */
async function afterPaid({ env, job, order, now, deps }: JobContext): Promise<D1PreparedStatement[]> {
  const paidAt = new Date(order.paidAt ?? now.toISOString());
  const invoice = await issueInvoice(env, order, paidAt, deps.renderInvoice);
  const contractKey = await issueContractConfirmation(env, order, paidAt);
  const at = now.toISOString();
  const { origin } = payloadOf(job, 'after_paid');
  // A link of its own for the mail: the token exists only there, its hash in status_tokens.
  const link = await mintStatusToken(env.DB, order.orderNumber, at);
  const locale = order.customerLanguage;
  const extraTexts = extraTextsIn(locale);
  const mail = orderConfirmationMail({
    orderNumber: order.orderNumber,
    email: order.email,
    firstName: order.personalData.firstName,
    planName: planById(order.plan).name,
    extraNames: EXTRAS.filter((extra) => order.extras.includes(extra.id)).map((extra) => extraTexts[extra.id].name),
    totalText: formatPrice(order.totalCents, locale),
    dispatchDeadline: order.dispatchDeadline,
    statusUrl: statusUrl(origin, order.orderNumber, link.token, locale),
    invoice: { number: invoice.number, key: invoice.object_key },
    contractConfirmationKey: contractKey,
    requiresSecondPerson: order.requiresSecondPerson,
    replyLanguage: order.language,
    locale,
  });
  const statements = [
    link.statement,
    addTimelineOnce(env.DB, order.orderNumber, at, 'invoice_issued', invoice.number),
    enqueueMail(env.DB, `${job.id}:confirmation`, mail, at),
    ...(await statusSmsStatements(env, order, 'paid', `paid:${order.orderNumber}`, at)),
  ];
  const hook = orderWebhook(env);
  if (hook) {
    const webhook = {
      kind: 'order_webhook',
      orderNumber: order.orderNumber,
      to: hook.url,
      subject: `order ${order.orderNumber}`,
      text: JSON.stringify(orderWebhookPayload(order, paidAt)),
    };
    statements.push(enqueueMail(env.DB, `${job.id}:webhook`, webhook, at));
  }
  return statements;
}

/**
 * Every remaining ID copy and signature of the order: R2 first, then the rows that record it. When the
 * second person's own letter is still to go (their documents came after the customer's letter), theirs stay.
 */
async function deleteDocuments({ env, order, now }: JobContext): Promise<D1PreparedStatement[]> {
  const secondLetterToGo = DOCUMENTS_KEPT_IN.includes(order.status);
  const uploads = (await findUploadsOfOrder(env.DB, order.orderNumber)).filter(
    (u) => !u.deleted_at && !(secondLetterToGo && u.kind.startsWith('partner-')),
  );
  if (uploads.length) await env.DOCUMENTS.delete(uploads.map((u) => u.object_key));
  const at = now.toISOString();
  return [
    // The envelope's file holds the ID copy too (and Basic keeps no letter copy).
    ...(await deleteLetterFiles(env, order)),
    ...uploads.map((u) => markUploadDeleted(env.DB, u.id, at)),
    addTimeline(env.DB, order.orderNumber, at, 'documents_deleted', `${uploads.length} Dateien`),
  ];
}

/**
 * The payment back through the provider it came from (idempotent at the provider too): the order's
 * own (all, or the part the job names), or an add-on's when the job names one.
 */
async function refund({ env, job, order, now }: JobContext): Promise<D1PreparedStatement[]> {
  const payload = payloadOf(job, 'refund');
  const addon = payload.addonId ? await findAddon(env.DB, payload.addonId) : null;
  const payment = addon ?? order;
  if (!payment.paymentSessionId) throw new Error('payment has no session');
  // Part of the order's payment (the second person's price when their documents never came), or all of it.
  const amountCents = addon ? undefined : payload.amountCents;
  const refundId = await providerOf(env, payment.paymentProvider).refund(payment.paymentSessionId, amountCents);
  return [addTimeline(env.DB, order.orderNumber, now.toISOString(), 'refunded', refundId)];
}

/** Closes a checkout that must not be paid any more (a paid one is refunded by the late-payment path). */
async function expireCheckout({ env, job, order, now }: JobContext): Promise<D1PreparedStatement[]> {
  const { sessionId, provider } = payloadOf(job, 'expire_checkout');
  await providerOf(env, provider).expireCheckout(sessionId);
  return [addTimeline(env.DB, order.orderNumber, now.toISOString(), 'checkout_expired')];
}

const HANDLERS: Record<Job['kind'], (context: JobContext) => Promise<D1PreparedStatement[]>> = {
  after_paid: afterPaid,
  dispatch_letter: dispatchLetterJob,
  after_addon_paid: (context) => afterAddonPaid({ ...context, ...payloadOf(context.job, 'after_addon_paid') }),
  delete_documents: deleteDocuments,
  refund,
  expire_checkout: expireCheckout,
};

/** What else happens when a job gives up: the operator hears of it, and some need a person at once. */
function onGaveUp(env: Env, job: Job, error: string, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const alerted = alertStatements(env, jobGaveUp(job.kind, job.orderNumber, error), now);
  // A letter the print service never took: the operator prints it by hand.
  if (job.kind === 'dispatch_letter') return [failStoredLettersOf(env.DB, job.orderNumber, error), ...alerted];
  if (job.kind !== 'refund') return alerted;
  return [
    addTimeline(env.DB, job.orderNumber, at, 'refund_failed', error.slice(0, 200)),
    // A refund that failed for good: the money needs a person, whatever else alerted lately.
    enqueueMail(
      env.DB,
      `${job.id}:failed`,
      refundFailedToSupportMail({ orderNumber: job.orderNumber, error, supportEmail: opsEmail(env) }),
      at,
    ),
    ...alerted,
  ];
}

type JobOutcome = 'done' | 'failed' | 'deferred';

class PayloadError extends Error {}

async function runJob(env: Env, job: Job, now: Date, deps: JobDependencies): Promise<JobOutcome> {
  const at = now.toISOString();
  try {
    // A payload that does not fit its kind cannot get better by waiting: the job gives up at once.
    if (job.payloadError) throw new PayloadError(job.payloadError);
    const order = await findOrder(env.DB, job.orderNumber);
    if (!order) throw new Error('order not found');
    const statements = await HANDLERS[job.kind]({ env, job, order, now, deps });
    await env.DB.batch([...statements, markJobDone(env.DB, job.id, at)]);
    return 'done';
  } catch (error) {
    if (error instanceof JobDeferred) {
      await deferJob(env.DB, job.id, error.until.toISOString()).run();
      return 'deferred';
    }
    // Only the error's text goes to the row, never personal data.
    const message = error instanceof Error ? error.message : 'unknown error';
    const next = error instanceof PayloadError ? null : nextAttemptAt(job.attempts, now);
    await env.DB.batch([
      markJobFailed(env.DB, job.id, message, next),
      ...(next ? [] : onGaveUp(env, job, message, now)),
    ]);
    return 'failed';
  }
}

/**
 * Runs the effects just queued for one order, before the request answers (the invoice with the
 * payment, the deletion with the posting). Whatever fails stays queued for the cron.
 */
export async function runOrderEffects(env: Env, orderNumber: string, now: Date = new Date()): Promise<void> {
  await drainJobs(env, now, DEFAULTS, orderNumber);
}

/**
 * How many jobs one drain runs at most. A letter costs 10–14 D1 round trips and 8–10 R2 operations
 * (bench/RESULTS.md, dispatch day), and an invocation may make about 1,000 such calls: 25 letters stay
 * well inside that and take a few seconds. Capacity comes from the cron's frequency instead (every
 * 2 minutes: 750 jobs an hour).
 */
export const DRAIN_JOB_LIMIT = 25;

/**
 * Runs the jobs due at `now`, up to DRAIN_JOB_LIMIT (only those of `orderNumber` when given, for an
 * operator action that wants its effects at once); returns how many finished, failed or were deferred.
 */
export async function drainJobs(
  env: Env,
  now: Date = new Date(),
  deps: JobDependencies = DEFAULTS,
  orderNumber: string | null = null,
): Promise<Record<JobOutcome, number>> {
  const result: Record<JobOutcome, number> = { done: 0, failed: 0, deferred: 0 };
  const lease = leaseUntil(now);
  for (const job of await dueJobs(env.DB, now.toISOString(), DRAIN_JOB_LIMIT, orderNumber)) {
    if (!(await claimJob(env.DB, job, lease))) continue;
    result[await runJob(env, job, now, deps)]++;
  }
  return result;
}
