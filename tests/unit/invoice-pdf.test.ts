// The invoice PDF, read back with unpdf (pdf.js): page count, § 14 UStG content, non-ASCII names
// through the embedded DejaVu subset, and page breaks with 'Seite n von N'.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceData } from '../../functions/services/invoices/pdf';
import { printedDate as formatDate } from '../../functions/services/pdf/letter';

const fontDir = resolve(import.meta.dirname, '../../functions/assets/fonts');
const fonts = {
  regular: new Uint8Array(readFileSync(join(fontDir, 'DejaVuSans.ttf'))),
  bold: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')).buffer.slice(0) as ArrayBuffer, // both input types
};

const invoice: InvoiceData = {
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

/** Renders and reads back: page count, all text (non-breaking spaces as plain spaces) and the raw bytes. */
async function render(data: InvoiceData) {
  const bytes = await renderInvoicePdf(data, fonts);
  const pdf = await getDocumentProxy(bytes.slice()); // pdf.js may detach the buffer it is given
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { bytes, totalPages, pages: text.map((page) => page.replace(/\u00a0/g, ' ')) };
}

describe('renderInvoicePdf', () => {
  it('renders a one-page invoice with the § 14 UStG content', async () => {
    const { bytes, totalPages, pages } = await render(invoice);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(totalPages).toBe(1);
    const text = pages.join('\n');
    for (const expected of [
      'Rechnung',
      'RE-2026-000001',
      'PK-7F3K9Q',
      'Łukasz Öztürk-Ğül',
      'Große Straße 5',
      '80331 München',
      'Rechnungsdatum',
      'Leistungsdatum',
      '22.11.2026',
      'Einzelpreis brutto',
      'Punkteauskunft Standard inkl. Versand',
      'Nettobetrag',
      '41,93 €',
      'Umsatzsteuer 19 %',
      '7,97 €',
      'Gesamtbetrag (brutto)',
      '49,90 €',
      'Bezahlt per Kreditkarte am 22.11.2026',
      'USt-IdNr.: DE123456789',
      'Amtsgericht Charlottenburg, HRB 123456 B',
      'Vertreten durch: Erika Mustermann',
      'rechnung@punktebrief.de',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('breaks 40 lines over several pages, repeating the table header and numbering the pages', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      description: `Position ${i + 1}: Zusatzleistung mit einer absichtlich recht langen Beschreibung, die umbrechen muss`,
      quantity: (i % 3) + 1,
      unitGrossCents: 1990,
    }));
    const { totalPages, pages } = await render({ ...invoice, lines });
    expect(totalPages).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${totalPages}`);
      expect(page).toContain('USt-IdNr.: DE123456789');
    });
    expect(pages[1]).toContain('Seite 2 von');
    expect(pages[1]).toContain('RE-2026-000001');
    expect(pages[1]).toContain('Beschreibung');
    const text = pages.join('\n');
    expect(text).toContain('Position 40:');
    expect(text).toContain('39,80 €'); // 2 × 19,90 €
    expect(pages.at(-1)).toContain('Gesamtbetrag (brutto)');
  });

  it('wraps a long description and splits a word wider than the column', async () => {
    const description = `Sehr lange Beschreibung ${'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(3)} Ende`;
    const { totalPages, pages } = await render({
      ...invoice,
      lines: [{ description, quantity: 1, unitGrossCents: 4990 }],
    });
    expect(totalPages).toBe(1);
    expect(pages[0]).toContain('Sehr lange Beschreibung');
    expect(pages[0]).toContain('Ende');
  });

  it('formats ISO dates the German way and rejects anything else', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(() => formatDate('22.11.2026')).toThrow(RangeError);
  });
});
