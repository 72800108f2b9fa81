// The back office's PDFs, each read audited: the day's batch, streamed, and one order's application
// (a download is a print: the order's letter, made once and stored; the preview is not).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { berlinIsoDate } from '../../../src/domain/dates';
import type { Env } from '../../env';
import { audit } from '../../db/operators';
import type { Order } from '../../db/orders';
import { ordersDueBy } from '../../db/order-queue';
import { Refusal } from '../../lib/refusal';
import { buildApplication, type Applicant } from '../applications/build';
import { coverSheetFor } from './day';
import { envelopeOf } from '../dispatch/letters';
import { printNow, type Actor } from './order-actions';
import { PdfBatchWriter } from '../pdf/batch-writer';

/** A one-page placeholder in the batch for a letter whose stored file is missing. */
async function blankNotice(orderNumber: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`Bestellung ${orderNumber}: Brief nicht gefunden - bitte im Back Office pruefen.`, {
    x: 50,
    y: 780,
    size: 11,
    font,
  });
  return doc.save();
}

/**
 * 'Tagesstapel drucken': every application due today or earlier, in deadline order, one PDF, the
 * cover sheet first (which orders follow, with a box to tick per envelope). Each order's letter is made
 * once (stored with its hash, status printed); the batch prints those files. Streamed: each letter is
 * read when the download asks for more, its pages written out and dropped before the next
 * (pdf/batch-writer.ts), so the isolate holds about one letter at a time however many orders are due.
 */
export async function dailyBatchPdf(
  env: Env,
  actor: Actor,
  now: Date,
): Promise<{ body: ReadableStream<Uint8Array>; filename: string }> {
  const printed = await printNow(env, await ordersDueBy(env.DB, berlinIsoDate(now)), now);
  if (printed.length === 0) throw new Refusal('not_found', 'nothing_due', 'operator.nothingDue');
  const cover = await coverSheetFor(
    printed.map((p) => p.order),
    now,
  );
  await audit(env.DB, {
    at: now.toISOString(),
    ...actor,
    action: 'daily_batch_generated',
    detail: `${printed.length} Bestellungen`,
  }).run();
  let writer: PdfBatchWriter;
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      writer = new PdfBatchWriter((chunk) => controller.enqueue(chunk));
      await writer.append(cover);
    },
    async pull(controller) {
      const part = printed[next++];
      if (!part) {
        writer.finish();
        controller.close();
        return;
      }
      const bytes = await envelopeOf(env, part.letter);
      await writer.append(bytes ?? (await blankNotice(part.order.orderNumber)));
    },
  });
  return { body, filename: `Tagesstapel-${berlinIsoDate(now)}.pdf` };
}

/**
 * One application of an order. `print`: the order's letter, made once and stored (status printed), is what
 * comes. `preview`: rendered for the order page, nothing changes.
 */
export async function applicationPdf(
  env: Env,
  found: Order,
  who: Applicant,
  purpose: 'print' | 'preview',
  actor: Actor,
  now: Date,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const inline = purpose === 'preview';
  const printed = inline ? null : (await printNow(env, [found], now))[0];
  const order = printed?.order ?? found;
  const stored = printed ? await envelopeOf(env, printed.letter) : null;
  const bytes = stored ?? (await buildApplication(env, order, who, now));
  await audit(env.DB, {
    at: now.toISOString(),
    ...actor,
    action: 'application_generated',
    orderNumber: order.orderNumber,
    detail: inline ? `${who} (Vorschau)` : who,
  }).run();
  return { bytes, filename: `Antrag-${order.orderNumber}${who === 'partner' ? '-2' : ''}.pdf` };
}
