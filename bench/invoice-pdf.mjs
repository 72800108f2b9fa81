// Render time of the invoice PDF (functions/services/invoices/pdf.ts) in Node: a one-line invoice and
// a 40-line invoice, median of RUNS renders each after one untimed warm-up, as a Markdown table.
// Node 24 strips the module's types natively: `node bench/invoice-pdf.mjs` (RUNS=100 for more runs).
// Node is only a proxy for workerd (same V8, but Worker CPU limits apply per request there).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { renderInvoicePdf } from '../functions/services/invoices/pdf.ts';

const RUNS = Number(process.env.RUNS ?? 50);
const fontDir = fileURLToPath(new URL('../functions/assets/fonts/', import.meta.url));
const fonts = {
  regular: new Uint8Array(readFileSync(`${fontDir}DejaVuSans.ttf`)),
  bold: new Uint8Array(readFileSync(`${fontDir}DejaVuSans-Bold.ttf`)),
};

/** @type {import('../functions/services/invoices/pdf.ts').InvoiceData} */
const invoice = {
  number: 'RE-2026-000001',
  issueDate: '2026-11-22',
  orderNumber: 'PK-7F3K9Q',
  seller: {
    name: 'Punktebrief GmbH',
    street: 'Musterweg 1',
    postalCode: '10115',
    city: 'Berlin',
    email: 'rechnung@punktebrief.de',
    vatId: 'DE123456789',
    register: 'Amtsgericht Charlottenburg, HRB 123456 B',
    representative: 'Erika Mustermann',
  },
  customer: { name: 'Łukasz Öztürk-Ğül', street: 'Große Straße 5', postalCode: '80331', city: 'München' },
  lines: [{ description: 'Punkteauskunft Standard inkl. Versand', quantity: 1, unitGrossCents: 4990 }],
  vatRatePercent: 19,
  netCents: 4193,
  vatCents: 797,
  grossCents: 4990,
  paidBy: 'Bezahlt per Kreditkarte am 22.11.2026',
};
const forty = {
  ...invoice,
  lines: Array.from({ length: 40 }, (_, i) => ({
    description: `Position ${i + 1}: Zusatzleistung mit einer recht langen Beschreibung, die umbrechen muss`,
    quantity: 1,
    unitGrossCents: 1990,
  })),
};

/** Renders `data` RUNS times (after a warm-up); returns sorted durations in ms and the last PDF. */
async function measure(data) {
  let pdf = await renderInvoicePdf(data, fonts);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    pdf = await renderInvoicePdf(data, fonts);
    times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), pdf };
}

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(`Node ${process.version}, ${RUNS} runs each\n`);
console.log('| invoice | pages | PDF size | median | min | p90 |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, data] of [
  ['1 line', invoice],
  ['40 lines', forty],
]) {
  const { times, pdf } = await measure(data);
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `| ${name} | ${pages} | ${(pdf.length / 1024).toFixed(1)} KB | ${ms(at(0.5))} | ${ms(times[0])} | ${ms(at(0.9))} |`,
  );
}
