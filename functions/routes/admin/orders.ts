import * as v from 'valibot';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EXTRAS, planById, type PlanId } from '../../../src/domain/catalog';
import { berlinIsoDate } from '../../../src/domain/dates';
import { DOCUMENTS_KEPT_IN, ORDER_STATUSES, POSTABLE_IN } from '../../../src/domain/order-lifecycle';
import { formatEuro } from '../../../src/domain/money';
import { letterResolutionSchema } from '../../../src/domain/letter-resolution';
import type { AppEnv } from '../../env';
import { audit } from '../../db/operators';
import {
  findOrder,
  ordersDueBy,
  queuePage,
  timelineOf,
  type Order,
  type OrderStatus,
  type QueueEntry,
  type QueueOnly,
} from '../../db/orders';
import { mailsOfOrder } from '../../db/outbox';
import { findUploadsOfOrder } from '../../db/uploads';
import { ApiError } from '../../lib/api-error';
import { jsonBodyLimit } from '../../lib/body-limit';
import { parseOrThrow, readJson, validQuery } from '../../lib/validate';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import type { Applicant } from '../../services/applications/build';
import { legalVersionsSummary } from '../../services/contract-confirmation/issue';
import { getDecrypted, missingObjects } from '../../services/documents/store';
import { applicationPdf, dailyBatchPdf } from '../../services/back-office/pdfs';
import {
  answerWithdrawal,
  letterForHand,
  markSubmitted,
  resolveTroubleLetter,
} from '../../services/back-office/order-actions';
import { lettersOfOrder } from '../../db/letters';
import { withdrawalsForBackOffice } from '../../services/withdrawals/declarations';

/** The queue's filters: which states, and which work list ("Heute" links to each by its key). */
const QUEUE_FILTERS = {
  open: { statuses: ['paid', 'payment_processing', 'printed', 'correction_requested', 'second_person_due'] },
  // Every letter still to be made: paid, a correction after posting, a second person's own letter.
  due: { statuses: POSTABLE_IN, only: 'due' },
  overdue: { statuses: POSTABLE_IN, only: 'overdue' },
  withdrawals: { statuses: ORDER_STATUSES, only: 'open_withdrawals' },
  attention: { statuses: ORDER_STATUSES, only: 'attention' },
  submitted: { statuses: ['submitted', 'closed'] },
  all: { statuses: ORDER_STATUSES },
} satisfies Record<string, { statuses: readonly OrderStatus[]; only?: QueueOnly }>;
type QueueFilterKey = keyof typeof QUEUE_FILTERS;
const PLAN_IDS: readonly PlanId[] = ['basic', 'plus', 'pro'];
const PAGE_SIZE = 25;

/**
 * The queue's query: `status` a work list's key or a single status, `plan`, `page`, `q`. Anything else
 * is a 400 naming the parameter (an unknown key must not reach an object lookup: `?status=constructor`).
 */
const ApplicationQuerySchema = v.object({
  person: v.optional(
    v.picklist(['main', 'partner'] as const satisfies readonly Applicant[], 'Unbekannte Person.'),
    'main',
  ),
});

const QueueQuerySchema = v.object({
  status: v.optional(
    v.union(
      [v.picklist(Object.keys(QUEUE_FILTERS) as QueueFilterKey[]), v.picklist(ORDER_STATUSES)],
      'Unbekannter Filter.',
    ),
    'open',
  ),
  plan: v.optional(v.picklist(PLAN_IDS, 'Unbekanntes Paket.')),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'Ungültige Seitenzahl.'), v.transform(Number)), '1'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(100, 'Suchbegriff zu lang.')), ''),
});

function queueFilter(key: QueueFilterKey | OrderStatus): { statuses: readonly OrderStatus[]; only?: QueueOnly } {
  return Object.hasOwn(QUEUE_FILTERS, key) ? QUEUE_FILTERS[key as QueueFilterKey] : { statuses: [key as OrderStatus] };
}

/** The second person's state: none asked for, data missing, ID copy missing, or complete. */
function secondPersonOf(order: Order, partnerDocumentsComplete: boolean): 'none' | 'due' | 'data' | 'complete' {
  if (!order.requiresSecondPerson) return 'none';
  if (partnerDocumentsComplete) return 'complete';
  return order.partnerSubmittedAt ? 'data' : 'due';
}

function queueItem(
  { order: o, hasWithdrawal, hasOpenWithdrawal, partnerDocumentsComplete, needsAttention, corrected }: QueueEntry,
  today: string,
) {
  return {
    orderNumber: o.orderNumber,
    status: o.status,
    plan: o.plan,
    planName: planById(o.plan).name,
    total: formatEuro(o.totalCents),
    name: `${o.personalData.firstName} ${o.personalData.lastName}`.trim(),
    email: o.email,
    dispatchDeadline: o.dispatchDeadline,
    overdue: POSTABLE_IN.includes(o.status) && o.dispatchDeadline !== null && o.dispatchDeadline < today,
    dueToday: POSTABLE_IN.includes(o.status) && o.dispatchDeadline === today,
    withdrawal: hasOpenWithdrawal ? 'open' : hasWithdrawal ? 'answered' : null,
    needsAttention,
    corrected,
    secondPerson: secondPersonOf(o, partnerDocumentsComplete),
  };
}

function pdfResponse(pdf: { bytes: Uint8Array; filename: string }, disposition: 'inline' | 'attachment'): Response {
  return new Response(pdf.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'no-store',
      'Content-Disposition': `${disposition}; filename="${pdf.filename}"`,
    },
  });
}

async function orderOr404(db: D1Database, orderNumber: string): Promise<Order> {
  const order = await findOrder(db, orderNumber);
  if (!order) throw new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
  return order;
}

/** The back office's order API. Every document read and state change is audited. */
export const adminOrders = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  // A validator, so the browser's typed client knows the queue's query parameters.
  .get('/', validQuery(QueueQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const filter = queueFilter(query.status);
    const page = query.page;
    const today = berlinIsoDate(new Date());
    const { entries, total } = await queuePage(c.env.DB, {
      statuses: filter.statuses,
      only: filter.only ?? null,
      search: query.q,
      plan: query.plan ?? null,
      today,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    return c.json({ orders: entries.map((entry) => queueItem(entry, today)), total, page, pageSize: PAGE_SIZE });
  })
  .get('/batch', async (c) => {
    // The orders the day's batch prints, in its order: the checklist after printing.
    const today = berlinIsoDate(new Date());
    const due = await ordersDueBy(c.env.DB, today);
    return c.json({
      today,
      orders: due.map((o) => ({
        orderNumber: o.orderNumber,
        name: `${o.personalData.firstName} ${o.personalData.lastName}`.trim(),
        plan: o.plan,
        planName: planById(o.plan).name,
        dispatchDeadline: o.dispatchDeadline,
        overdue: o.dispatchDeadline !== null && o.dispatchDeadline < today,
        applications: o.partner ? 2 : 1,
      })),
    });
  })
  // Printing makes the day's letters (status printed): a POST. There is no GET of the batch.
  .post('/daily-batch.pdf', async (c) => {
    const now = new Date();
    const { body, filename } = await dailyBatchPdf(c.env, await actorOf(c), now);
    return new Response(body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    });
  })
  .get('/:orderNumber', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const today = berlinIsoDate(new Date());
    const [uploads, timeline, mails, withdrawals, queue] = await Promise.all([
      findUploadsOfOrder(c.env.DB, order.orderNumber),
      timelineOf(c.env.DB, order.orderNumber),
      mailsOfOrder(c.env.DB, order.orderNumber),
      withdrawalsForBackOffice(c.env.DB, order),
      queuePage(c.env.DB, {
        statuses: ORDER_STATUSES,
        only: null,
        search: order.orderNumber.toLowerCase(),
        plan: null,
        today,
        limit: 5,
        offset: 0,
      }),
    ]);
    const entry = queue.entries.find((e) => e.order.orderNumber === order.orderNumber);
    const item = entry ? queueItem(entry, today) : null;
    // Listed as kept but gone from storage: deleted after a posting the restored database does not know of.
    const gone = await missingObjects(
      c.env,
      uploads.filter((u) => u.deleted_at === null).map((u) => u.object_key),
    );
    const live = uploads.filter((u) => u.deleted_at === null && !gone.has(u.object_key));
    const hasLive = (kinds: string[]) => kinds.every((kind) => live.some((u) => u.kind === kind));
    const printable = DOCUMENTS_KEPT_IN.includes(order.status);
    // Only what this state allows: the page offers these and nothing else.
    const actions = [
      ...(printable && hasLive(['front', 'back', 'signature']) ? ['print'] : []),
      ...(printable && order.partner && hasLive(['partner-front', 'partner-back', 'partner-signature'])
        ? ['print_partner']
        : []),
      // A letter at the print service is posted when the service reports it, not by a button.
      ...(POSTABLE_IN.includes(order.status) ||
      (order.status === 'printed' && (await letterForHand(c.env, order.orderNumber)))
        ? ['mark_submitted']
        : []),
      ...(item?.withdrawal === 'open' ? ['answer_withdrawal'] : []),
      // A proof of a change of name sent from the status page: checked by a person before it is printed.
      ...(order.status === 'paid' && live.some((u) => u.review === 'pending') ? ['review_name_proof'] : []),
    ];
    return c.json({
      orderNumber: order.orderNumber,
      status: order.status,
      plan: order.plan,
      planName: planById(order.plan).name,
      extras: EXTRAS.filter((extra) => order.extras.includes(extra.id)).map((extra) => extra.name),
      total: formatEuro(order.totalCents),
      language: order.language,
      customerLanguage: order.customerLanguage,
      email: order.email,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      printedAt: order.printedAt,
      // A correction after the last print (Korrekturoption): the printed letter is out of date.
      changedAfterPrint:
        order.printedAt !== null &&
        order.personalDataChangedAt !== null &&
        order.personalDataChangedAt > order.printedAt,
      personalData: order.personalData,
      partnerData: order.partner?.partnerData ?? null,
      partnerAdditionalInfo: order.partner?.additionalInfo || null,
      partnerSubmittedAt: order.partnerSubmittedAt,
      secondPerson: item?.secondPerson ?? secondPersonOf(order, false),
      dispatchDeadline: order.dispatchDeadline,
      overdue: item?.overdue ?? false,
      dueToday: item?.dueToday ?? false,
      needsAttention: item?.needsAttention ?? false,
      withdrawal: item?.withdrawal ?? null,
      legalVersions: legalVersionsSummary(order.evidence),
      documents: uploads.map((u) => ({
        id: u.id,
        kind: u.kind,
        mime: u.mime,
        size: u.size,
        deleted: u.deleted_at !== null,
        /** Kept by its row but no longer in storage: shown as "Datei bereits gelöscht". */
        gone: u.deleted_at === null && gone.has(u.object_key),
        /** A later name proof: 'pending' waits for the operator; 'confirmed' is printed, 'rejected' not. */
        review: u.review,
      })),
      timeline,
      mails,
      withdrawals,
      // Every letter made for the order, with the hashes of what was printed and of the copy.
      letters: (await lettersOfOrder(c.env.DB, order.orderNumber)).map((l) => ({
        id: l.id,
        createdAt: l.createdAt,
        applicants: l.applicants,
        channel: l.channel,
        state: l.state,
        deliveryProduct: l.deliveryProduct,
        price: l.priceCents === null ? null : formatEuro(l.priceCents),
        reason: l.reason,
        handedOverAt: l.handedOverAt,
        sentAt: l.sentAt,
        resolved: l.resolvedAt !== null,
        envelopeSha256: l.envelopeSha256,
        letterSha256: l.letterSha256,
        pages: l.pages,
      })),
      actions,
    });
  })
  .get('/:orderNumber/documents/:id', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const upload = (await findUploadsOfOrder(c.env.DB, order.orderNumber)).find((u) => u.id === c.req.param('id'));
    if (!upload || upload.deleted_at)
      throw new ApiError(404, 'not_found', 'Dokument nicht gefunden oder bereits gelöscht.');
    const bytes = await getDecrypted(c.env, upload.object_key);
    if (!bytes) throw new ApiError(410, 'file_gone', 'Datei bereits gelöscht.');
    await audit(c.env.DB, {
      at: new Date().toISOString(),
      ...(await actorOf(c)),
      action: 'document_read',
      orderNumber: order.orderNumber,
      detail: upload.kind,
    }).run();
    return new Response(bytes, {
      headers: { 'Content-Type': upload.mime, 'Cache-Control': 'no-store', 'Content-Disposition': 'inline' },
    });
  })
  // Showing the application changes nothing (the order page's preview, fetched and shown from a blob: URL,
  // as API responses are never framed).
  .get('/:orderNumber/application.pdf', validQuery(ApplicationQuerySchema), async (c) => {
    const { person } = c.req.valid('query');
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const pdf = await applicationPdf(c.env, order, person, 'preview', await actorOf(c), new Date());
    return pdfResponse(pdf, 'inline');
  })
  // Printing it makes the order's letter (status printed) and downloads that file.
  .post('/:orderNumber/application.pdf', validQuery(ApplicationQuerySchema), async (c) => {
    const { person } = c.req.valid('query');
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const pdf = await applicationPdf(c.env, order, person, 'print', await actorOf(c), new Date());
    return pdfResponse(pdf, 'attachment');
  })
  .post('/:orderNumber/submitted', async (c) => {
    // Posting the application and deleting the ID copies and signatures are one step (spec §1).
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const deleted = await markSubmitted(c.env, order, await actorOf(c), new Date());
    if (deleted === null)
      throw new ApiError(
        409,
        'not_paid',
        'Nur bezahlte, noch nicht versendete Bestellungen können als versendet markiert werden.',
      );
    c.set('workQueued', true);
    return c.json({ ok: true, deletedDocuments: deleted });
  })
  .post('/submitted', async (c) => {
    // The batch version, for the day's stack: each order is handled on its own.
    const body = (await c.req.json().catch(() => ({}))) as { orderNumbers?: unknown };
    const numbers = Array.isArray(body.orderNumbers)
      ? body.orderNumbers.filter((n): n is string => typeof n === 'string').slice(0, 200)
      : [];
    const results: Record<string, number | null> = {};
    const actor = await actorOf(c);
    for (const number of numbers) {
      const order = await findOrder(c.env.DB, number);
      results[number] = order ? await markSubmitted(c.env, order, actor, new Date()) : null;
    }
    c.set('workQueued', true);
    return c.json({ results });
  })
  .post('/:orderNumber/letters/:letterId/resolve', bodyLimit(jsonBodyLimit), async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const { note } = parseOrThrow(letterResolutionSchema, await readJson(c));
    if (!(await resolveTroubleLetter(c.env, order, c.req.param('letterId'), note, await actorOf(c), new Date())))
      throw new ApiError(409, 'letter_not_in_trouble', 'Dieser Brief braucht keine Bearbeitung (mehr).');
    return c.json({ ok: true });
  })
  .post('/:orderNumber/withdrawal', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const outcome = await answerWithdrawal(c.env, order, await actorOf(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true, outcome });
  });
