import { Hono } from 'hono';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { planById } from '../../../src/domain/catalog';
import { berlinIsoDate } from '../../../src/domain/dates';
import { ORDER_STATUSES } from '../../../src/domain/order-lifecycle';
import { formatEuro } from '../../../src/domain/money';
import type { AppEnv } from '../../env';
import { audit } from '../../db/operators';
import { findOrder, listQueue, ordersDueBy, timelineOf, type Order, type OrderStatus } from '../../db/orders';
import { mailsOfOrder } from '../../db/outbox';
import { findUploadsOfOrder } from '../../db/uploads';
import { withdrawalsOf } from '../../db/withdrawals';
import { ApiError } from '../../lib/api-error';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { buildApplication, type Applicant } from '../../services/applications';
import { legalVersionsSummary } from '../../services/contract-confirmation';
import { getDecrypted } from '../../services/documents';
import { answerWithdrawal, markSubmitted } from '../../services/order-admin';

/** The queue's filters: which states, and whether only orders that need a person. */
const QUEUE_FILTERS: Record<string, { statuses: readonly OrderStatus[]; onlyNeedingAttention?: boolean }> = {
  open: { statuses: ['paid', 'payment_processing'] },
  submitted: { statuses: ['submitted', 'closed'] },
  attention: { statuses: ORDER_STATUSES, onlyNeedingAttention: true },
  all: { statuses: ORDER_STATUSES },
};

/** A one-page placeholder in the batch for an application that cannot be built (documents missing). */
async function blankNotice(orderNumber: string, who: Applicant): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(
    `Bestellung ${orderNumber} (${who === 'main' ? 'Antrag' : '2. Person'}): Unterlagen unvollstaendig - bitte im Back Office pruefen.`,
    { x: 50, y: 780, size: 11, font },
  );
  return doc.save();
}

async function orderOr404(db: D1Database, orderNumber: string): Promise<Order> {
  const order = await findOrder(db, orderNumber);
  if (!order) throw new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
  return order;
}

/** The back office's order API (issue 6 §2). Every document read and state change is audited. */
export const adminOrders = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .get('/', async (c) => {
    const filter = QUEUE_FILTERS[c.req.query('status') ?? 'open'] ?? QUEUE_FILTERS.open!;
    const q = (c.req.query('q') ?? '').trim().toLowerCase();
    const today = berlinIsoDate(new Date());
    const queue = await listQueue(c.env.DB, filter.statuses, q, filter.onlyNeedingAttention);
    return c.json({
      orders: queue.map(({ order: o, hasWithdrawal, partnerDocumentsComplete, needsAttention }) => ({
        orderNumber: o.orderNumber,
        status: o.status,
        plan: planById(o.plan).name,
        total: formatEuro(o.totalCents),
        name: `${o.personalData.firstName} ${o.personalData.lastName}`,
        email: o.email,
        dispatchDeadline: o.dispatchDeadline,
        overdue: o.status === 'paid' && o.dispatchDeadline !== null && o.dispatchDeadline < today,
        withdrawal: hasWithdrawal,
        needsAttention,
        secondPerson: !o.requiresSecondPerson
          ? 'none'
          : partnerDocumentsComplete
            ? 'complete'
            : o.partnerSubmittedAt
              ? 'data'
              : 'due',
      })),
    });
  })
  .get('/daily-batch.pdf', async (c) => {
    // 'Tagesstapel drucken': every application due today or earlier, in deadline order, one PDF.
    const results = await ordersDueBy(c.env.DB, berlinIsoDate(new Date()));
    if (results.length === 0) throw new ApiError(404, 'nothing_due', 'Heute ist kein Antrag fällig.');
    const batch = await PDFDocument.create();
    const now = new Date();
    for (const order of results) {
      const people: Applicant[] = order.partner ? ['main', 'partner'] : ['main'];
      for (const who of people) {
        let bytes: Uint8Array;
        try {
          bytes = await buildApplication(c.env, order, who, now);
        } catch {
          bytes = await blankNotice(order.orderNumber, who);
        }
        const single = await PDFDocument.load(bytes);
        for (const page of await batch.copyPages(single, single.getPageIndices())) batch.addPage(page);
      }
    }
    await audit(c.env.DB, {
      at: now.toISOString(),
      ...(await actorOf(c)),
      action: 'daily_batch_generated',
      detail: `${results.length} Bestellungen`,
    }).run();
    return new Response(await batch.save(), {
      headers: {
        'Content-Type': 'application/pdf',
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="Tagesstapel-${berlinIsoDate(new Date())}.pdf"`,
      },
    });
  })
  .get('/:orderNumber', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const uploads = await findUploadsOfOrder(c.env.DB, order.orderNumber);
    return c.json({
      orderNumber: order.orderNumber,
      status: order.status,
      plan: planById(order.plan).name,
      extras: order.extras,
      total: formatEuro(order.totalCents),
      language: order.language,
      email: order.email,
      personalData: order.personalData,
      partnerData: order.partner?.partnerData ?? null,
      dispatchDeadline: order.dispatchDeadline,
      legalVersions: legalVersionsSummary(order.evidence),
      documents: uploads.map((u) => ({
        id: u.id,
        kind: u.kind,
        mime: u.mime,
        size: u.size,
        deleted: u.deleted_at !== null,
      })),
      timeline: await timelineOf(c.env.DB, order.orderNumber),
      mails: await mailsOfOrder(c.env.DB, order.orderNumber),
      withdrawals: await withdrawalsOf(c.env.DB, order.orderNumber),
    });
  })
  .get('/:orderNumber/documents/:id', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const upload = (await findUploadsOfOrder(c.env.DB, order.orderNumber)).find((u) => u.id === c.req.param('id'));
    if (!upload || upload.deleted_at)
      throw new ApiError(404, 'not_found', 'Dokument nicht gefunden oder bereits gelöscht.');
    const bytes = await getDecrypted(c.env, upload.object_key);
    if (!bytes) throw new ApiError(404, 'not_found', 'Dokument nicht gefunden oder bereits gelöscht.');
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
  .get('/:orderNumber/application.pdf', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const who: Applicant = c.req.query('person') === 'partner' ? 'partner' : 'main';
    const pdf = await buildApplication(c.env, order, who, new Date());
    await audit(c.env.DB, {
      at: new Date().toISOString(),
      ...(await actorOf(c)),
      action: 'application_generated',
      orderNumber: order.orderNumber,
      detail: who,
    }).run();
    return new Response(pdf, {
      headers: {
        'Content-Type': 'application/pdf',
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="Antrag-${order.orderNumber}${who === 'partner' ? '-2' : ''}.pdf"`,
      },
    });
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
  .post('/:orderNumber/withdrawal', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const outcome = await answerWithdrawal(c.env, order, await actorOf(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true, outcome });
  });
