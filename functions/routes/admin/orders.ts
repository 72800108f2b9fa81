import * as v from 'valibot';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { letterResolutionSchema } from '../../../src/domain/letter-resolution';
import { MESSAGES } from '../../../src/domain/messages';
import { ORDER_STATUSES } from '../../../src/domain/order-lifecycle';
import { PLAN_IDS } from '../../../src/domain/pricing';
import type { AppEnv } from '../../env';
import { jsonBodyLimit } from '../../lib/body-limit';
import { validJson, validQuery } from '../../lib/validate';
import { actorOf, requireOperator, requireSameSiteRequest } from '../../lib/operator-session';
import type { Applicant } from '../../services/applications/build';
import { applicationPdf, dailyBatchPdf } from '../../services/back-office/pdfs';
import { answerWithdrawal } from '../../services/back-office/order-actions';
import {
  backOfficeOrder,
  markPosted,
  markPostedByNumbers,
  orderDetail,
  readOrderDocument,
  resolveLetterByHand,
} from '../../services/back-office/orders';
import { dailyBatchChecklist, orderQueue, QUEUE_FILTER_KEYS } from '../../services/back-office/queue';

const m = MESSAGES.de;

export const ApplicationQuerySchema = v.object({
  person: v.optional(
    v.picklist(['main', 'partner'] as const satisfies readonly Applicant[], m['operator.unknownPerson']),
    'main',
  ),
});

/**
 * The queue's query: `status` a work list's key or a single status, `plan`, `page`, `q`. Anything else
 * is a 400 naming the parameter (an unknown key must not reach an object lookup: `?status=constructor`).
 */
export const QueueQuerySchema = v.object({
  status: v.optional(
    v.union([v.picklist(QUEUE_FILTER_KEYS), v.picklist(ORDER_STATUSES)], m['operator.unknownFilter']),
    'open',
  ),
  plan: v.optional(v.picklist(PLAN_IDS, m['operator.unknownPlan'])),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, m['operator.invalidPage']), v.transform(Number)), '1'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(100, m['operator.searchTooLong'])), ''),
});

function pdfResponse(pdf: { bytes: Uint8Array; filename: string }, disposition: 'inline' | 'attachment'): Response {
  return new Response(pdf.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'no-store',
      'Content-Disposition': `${disposition}; filename="${pdf.filename}"`,
    },
  });
}

/** The back office's order API. Every document read and state change is audited. */
export const adminOrders = new Hono<AppEnv>()
  .use(requireSameSiteRequest, requireOperator)
  // A validator, so the browser's typed client knows the queue's query parameters.
  .get('/', validQuery(QueueQuerySchema), async (c) => {
    const { status, plan, page, q } = c.req.valid('query');
    return c.json(await orderQueue(c.env, { status, plan: plan ?? null, page, search: q }, new Date()));
  })
  // The orders the day's batch prints, in its order: the checklist after printing.
  .get('/batch', async (c) => c.json(await dailyBatchChecklist(c.env, new Date())))
  // Printing makes the day's letters (status printed): a POST. There is no GET of the batch.
  .post('/daily-batch.pdf', async (c) => {
    const { body, filename } = await dailyBatchPdf(c.env, await actorOf(c), new Date());
    return new Response(body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="${filename}"`,
      },
    });
  })
  .get('/:orderNumber', async (c) => {
    const order = await backOfficeOrder(c.env, c.req.param('orderNumber'));
    return c.json(await orderDetail(c.env, order, new Date()));
  })
  .get('/:orderNumber/documents/:id', async (c) => {
    const order = await backOfficeOrder(c.env, c.req.param('orderNumber'));
    const { bytes, mime } = await readOrderDocument(c.env, order, c.req.param('id'), await actorOf(c), new Date());
    return new Response(bytes, {
      headers: { 'Content-Type': mime, 'Cache-Control': 'no-store', 'Content-Disposition': 'inline' },
    });
  })
  // Showing the application changes nothing (the order page's preview, fetched and shown from a blob: URL,
  // as API responses are never framed).
  .get('/:orderNumber/application.pdf', validQuery(ApplicationQuerySchema), async (c) => {
    const { person } = c.req.valid('query');
    const order = await backOfficeOrder(c.env, c.req.param('orderNumber'));
    const pdf = await applicationPdf(c.env, order, person, 'preview', await actorOf(c), new Date());
    return pdfResponse(pdf, 'inline');
  })
  // Printing it makes the order's letter (status printed) and downloads that file.
  .post('/:orderNumber/application.pdf', validQuery(ApplicationQuerySchema), async (c) => {
    const { person } = c.req.valid('query');
    const order = await backOfficeOrder(c.env, c.req.param('orderNumber'));
    const pdf = await applicationPdf(c.env, order, person, 'print', await actorOf(c), new Date());
    return pdfResponse(pdf, 'attachment');
  })
  .post('/:orderNumber/submitted', async (c) => {
    // Posting the application and deleting the ID copies and signatures are one step
    // (docs/product.md, 'Deleting documents').
    const order = await backOfficeOrder(c.env, c.req.param('orderNumber'));
    const deleted = await markPosted(c.env, order, await actorOf(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true, deletedDocuments: deleted });
  })
  .post('/submitted', async (c) => {
    // The batch version, for the day's stack: each order is handled on its own.
    const body = (await c.req.json().catch(() => ({}))) as { orderNumbers?: unknown };
    const numbers = Array.isArray(body.orderNumbers)
      ? body.orderNumbers.filter((n): n is string => typeof n === 'string').slice(0, 200)
      : [];
    const results = await markPostedByNumbers(c.env, numbers, await actorOf(c), new Date());
    c.set('workQueued', true);
    return c.json({ results });
  })
  .post(
    '/:orderNumber/letters/:letterId/resolve',
    bodyLimit(jsonBodyLimit),
    validJson(letterResolutionSchema),
    async (c) => {
      const order = await backOfficeOrder(c.env, c.req.param('orderNumber'));
      const { note } = c.req.valid('json');
      await resolveLetterByHand(c.env, order, c.req.param('letterId'), note, await actorOf(c), new Date());
      return c.json({ ok: true });
    },
  )
  .post('/:orderNumber/withdrawal', async (c) => {
    const order = await backOfficeOrder(c.env, c.req.param('orderNumber'));
    const outcome = await answerWithdrawal(c.env, order, await actorOf(c), new Date());
    c.set('workQueued', true);
    return c.json({ ok: true, outcome });
  });
