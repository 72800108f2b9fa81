import { berlinIsoDate } from '../../../src/domain/dates';
import { Hono } from 'hono';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { planById } from '../../../src/domain/catalog';
import { formatEuro } from '../../../src/domain/money';
import type { AppEnv } from '../../env';
import { audit } from '../../db/operators';
import { findOrder, timelineOf, type OrderRow } from '../../db/orders';
import { findUploadsOfOrder } from '../../db/uploads';
import { ApiError } from '../../lib/api-error';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import { buildApplication, type Applicant } from '../../services/applications';
import { getDecrypted } from '../../services/documents';
import { answerWithdrawal, markSubmitted } from '../../services/order-admin';

const QUEUE_STATUSES: Record<string, string[]> = {
  open: ['paid', 'payment_processing'],
  submitted: ['submitted', 'closed'],
  all: ['awaiting_payment', 'payment_processing', 'paid', 'payment_failed', 'expired', 'submitted', 'closed', 'withdrawn'],
};

/** A one-page placeholder in the batch for an application that cannot be built (documents missing). */
async function blankNotice(orderNumber: string, who: Applicant): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`Bestellung ${orderNumber} (${who === 'main' ? 'Antrag' : '2. Person'}): Unterlagen unvollstaendig - bitte im Back Office pruefen.`, { x: 50, y: 780, size: 11, font });
  return doc.save();
}

async function orderOr404(db: D1Database, orderNumber: string): Promise<OrderRow> {
  const order = await findOrder(db, orderNumber);
  if (!order) throw new ApiError(404, 'not_found', 'Bestellung nicht gefunden.');
  return order;
}

/** The back office's order API (issue 6 §2). Every document read and state change is audited. */
export const adminOrders = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  .get('/', async (c) => {
    const statuses = QUEUE_STATUSES[c.req.query('status') ?? 'open'] ?? QUEUE_STATUSES.open!;
    const q = (c.req.query('q') ?? '').trim().toLowerCase();
    const placeholders = statuses.map((_, i) => `?${i + 2}`).join(', ');
    const { results } = await c.env.DB.prepare(
      `SELECT o.*, (SELECT COUNT(*) FROM withdrawals w WHERE w.order_number = o.order_number) AS withdrawals,
              (SELECT COUNT(*) FROM order_timeline t WHERE t.order_number = o.order_number AND t.event = 'partner_documents_complete') AS partner_docs
       FROM orders o
       WHERE o.status IN (${placeholders})
         AND (?1 = '' OR lower(o.order_number) LIKE '%' || ?1 || '%' OR lower(o.email) LIKE '%' || ?1 || '%' OR lower(o.personal_data) LIKE '%' || ?1 || '%')
       ORDER BY withdrawals > 0 DESC, o.dispatch_deadline IS NULL, o.dispatch_deadline, o.created_at
       LIMIT 200`,
    )
      .bind(q, ...statuses)
      .all<OrderRow & { withdrawals: number; partner_docs: number }>();
    const today = berlinIsoDate(new Date());
    return c.json({
      orders: results.map((o) => {
        const person = JSON.parse(o.personal_data) as { firstName: string; lastName: string };
        return {
          orderNumber: o.order_number,
          status: o.status,
          plan: planById(o.plan).name,
          total: formatEuro(o.total_cents),
          name: `${person.firstName} ${person.lastName}`,
          email: o.email,
          dispatchDeadline: o.dispatch_deadline,
          overdue: o.status === 'paid' && o.dispatch_deadline !== null && o.dispatch_deadline < today,
          withdrawal: o.withdrawals > 0,
          secondPerson: o.requires_second_person !== 1 ? 'none' : o.partner_docs > 0 ? 'complete' : o.partner_submitted_at ? 'data' : 'due',
        };
      }),
    });
  })
  .get('/daily-batch.pdf', async (c) => {
    // 'Tagesstapel drucken': every application due today or earlier, in deadline order, one PDF.
    const { results } = await c.env.DB.prepare(
      "SELECT * FROM orders WHERE status = 'paid' AND dispatch_deadline <= ?1 ORDER BY dispatch_deadline, paid_at LIMIT 100",
    )
      .bind(berlinIsoDate(new Date()))
      .all<OrderRow>();
    if (results.length === 0) throw new ApiError(404, 'nothing_due', 'Heute ist kein Antrag fällig.');
    const batch = await PDFDocument.create();
    const now = new Date();
    for (const order of results) {
      const people: Applicant[] = order.partner_data ? ['main', 'partner'] : ['main'];
      for (const who of people) {
        let bytes: Uint8Array;
        try {
          bytes = await buildApplication(c.env, order, who, now);
        } catch {
          bytes = await blankNotice(order.order_number, who);
        }
        const single = await PDFDocument.load(bytes);
        for (const page of await batch.copyPages(single, single.getPageIndices())) batch.addPage(page);
      }
    }
    await audit(c.env.DB, { at: now.toISOString(), ...(await actorOf(c)), action: 'daily_batch_generated', detail: `${results.length} Bestellungen` }).run();
    return new Response(await batch.save(), {
      headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="Tagesstapel-${berlinIsoDate(new Date())}.pdf"` },
    });
  })
  .get('/:orderNumber', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const uploads = await findUploadsOfOrder(c.env.DB, order.order_number);
    const mails = await c.env.DB.prepare('SELECT kind, to_address, subject, status, created_at, sent_at FROM outbox WHERE subject LIKE ?1 ORDER BY created_at')
      .bind(`%${order.order_number}%`)
      .all();
    const withdrawals = await c.env.DB.prepare('SELECT name, email, statement, received_at FROM withdrawals WHERE order_number = ?1').bind(order.order_number).all();
    return c.json({
      orderNumber: order.order_number,
      status: order.status,
      plan: planById(order.plan).name,
      extras: JSON.parse(order.extras),
      total: formatEuro(order.total_cents),
      language: order.language,
      email: order.email,
      personalData: JSON.parse(order.personal_data),
      partnerData: order.partner_data ? JSON.parse(order.partner_data).partnerData : null,
      dispatchDeadline: order.dispatch_deadline,
      documents: uploads.map((u) => ({ id: u.id, kind: u.kind, mime: u.mime, size: u.size, deleted: u.deleted_at !== null })),
      timeline: await timelineOf(c.env.DB, order.order_number),
      mails: mails.results,
      withdrawals: withdrawals.results,
    });
  })
  .get('/:orderNumber/documents/:id', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const upload = (await findUploadsOfOrder(c.env.DB, order.order_number)).find((u) => u.id === c.req.param('id'));
    if (!upload || upload.deleted_at) throw new ApiError(404, 'not_found', 'Dokument nicht gefunden oder bereits gelöscht.');
    const bytes = await getDecrypted(c.env, upload.object_key);
    if (!bytes) throw new ApiError(404, 'not_found', 'Dokument nicht gefunden oder bereits gelöscht.');
    await audit(c.env.DB, { at: new Date().toISOString(), ...(await actorOf(c)), action: 'document_read', orderNumber: order.order_number, detail: upload.kind }).run();
    return new Response(bytes, { headers: { 'Content-Type': upload.mime, 'Cache-Control': 'no-store', 'Content-Disposition': 'inline' } });
  })
  .get('/:orderNumber/application.pdf', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const who: Applicant = c.req.query('person') === 'partner' ? 'partner' : 'main';
    const pdf = await buildApplication(c.env, order, who, new Date());
    await audit(c.env.DB, { at: new Date().toISOString(), ...(await actorOf(c)), action: 'application_generated', orderNumber: order.order_number, detail: who }).run();
    return new Response(pdf, {
      headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="Antrag-${order.order_number}${who === 'partner' ? '-2' : ''}.pdf"` },
    });
  })
  .post('/:orderNumber/submitted', async (c) => {
    // Posting the application and deleting the ID copies and signatures are one step (spec §1).
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const deleted = await markSubmitted(c.env, order, await actorOf(c), new Date());
    if (deleted === null) throw new ApiError(409, 'not_paid', 'Nur bezahlte, noch nicht versendete Bestellungen können als versendet markiert werden.');
    c.set('outboxDirty', true);
    return c.json({ ok: true, deletedDocuments: deleted });
  })
  .post('/submitted', async (c) => {
    // The batch version, for the day's stack: each order is handled on its own.
    const body = (await c.req.json().catch(() => ({}))) as { orderNumbers?: unknown };
    const numbers = Array.isArray(body.orderNumbers) ? body.orderNumbers.filter((n): n is string => typeof n === 'string').slice(0, 200) : [];
    const results: Record<string, number | null> = {};
    const actor = await actorOf(c);
    for (const number of numbers) {
      const order = await findOrder(c.env.DB, number);
      results[number] = order ? await markSubmitted(c.env, order, actor, new Date()) : null;
    }
    c.set('outboxDirty', true);
    return c.json({ results });
  })
  .post('/:orderNumber/withdrawal', async (c) => {
    const order = await orderOr404(c.env.DB, c.req.param('orderNumber'));
    const outcome = await answerWithdrawal(c.env, order, await actorOf(c), new Date());
    c.set('outboxDirty', true);
    return c.json({ ok: true, outcome });
  });
