// Renders a German invoice (Rechnung) as an A4 PDF with the content § 14 UStG asks for: names and
// addresses of seller and customer, the seller's USt-IdNr., invoice number, invoice and delivery
// date, the items, net amount, VAT rate and amount, and the gross total. The layout follows DIN 5008
// form B (25 mm left margin, address window 45 mm from the top, information block at 125 mm).
//
// Pure and I/O-free: the DejaVu fonts come in as bytes (the Worker imports the .ttf files as Data
// modules, see functions/assets/fonts.d.ts; tests read them from disk), so it runs in workerd and
// Node. Subset embedding keeps the PDF small while printing any Latin name ('Łukasz Öztürk-Ğül').
// Only erasable TypeScript syntax, so Node can run this file directly (bench/invoice-pdf.mjs).
import { PageSizes, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEuro } from '../../../src/domain/money.ts';
import {
  GREY,
  LEFT,
  MM,
  RIGHT,
  createLetterPdf,
  drawFoldMarks,
  drawSenderLine,
  fromTop,
  hline,
  pack,
  printedDate,
  put as putText,
  wrapText,
  type LetterFonts,
} from '../pdf/letter.ts';

/** A postal address; the customer's e-mail is not printed. */
interface InvoiceParty {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  email?: string;
}
interface InvoiceLine {
  description: string;
  quantity: number;
  unitGrossCents: number;
}
export interface InvoiceData {
  number: string; // e.g. 'RE-2026-000001'
  issueDate: string; // 'YYYY-MM-DD', also the delivery/performance date
  orderNumber: string; // 'PK-…'
  seller: InvoiceParty & { vatId: string; register: string; representative: string };
  customer: InvoiceParty;
  lines: InvoiceLine[];
  vatRatePercent: number; // 19
  netCents: number;
  vatCents: number;
  grossCents: number; // computed by the caller, printed as given
  paidBy: string; // e.g. 'Bezahlt per Kreditkarte am 22.11.2026'
  /** One line under the title in the customer's language when they ordered in another (translationSummary); the invoice stays German. */
  summary?: string | null;
}
/** DejaVu Sans and DejaVu Sans Bold as TrueType bytes. */
export type InvoiceFonts = LetterFonts;

const BOTTOM = 32 * MM; // content stops above the footer
const SIZE = 10; // body text; labels use 9, the footer 7.5
const LEAD = 1.35; // line height as a multiple of the font size
const MAX_ROW_LINES = 40; // rows up to this height move to the next page whole, taller ones split
const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** Table columns in mm from the left edge; amounts are right-aligned. */
const COLUMNS = [
  { label: 'Pos.', x: 25, width: 10, right: false },
  { label: 'Beschreibung', x: 35, width: 69, right: false },
  { label: 'Menge', x: 105, width: 18, right: true },
  { label: 'Einzelpreis brutto', x: 124, width: 33, right: true },
  { label: 'Gesamt brutto', x: 161, width: 29, right: true },
] as const;

/** The document being written and the cursor: the current page and the baseline of the next line. */
interface Doc {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  invoice: InvoiceData;
  page: PDFPage;
  y: number;
}

/** Renders the invoice; amounts are printed as given, only line totals (quantity × unit price) are computed. */
export async function renderInvoicePdf(invoice: InvoiceData, fonts: InvoiceFonts): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createLetterPdf(fonts);
  pdf.setTitle(`Rechnung ${invoice.number}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setSubject(`Bestellung ${invoice.orderNumber}`);
  const doc: Doc = { pdf, regular, bold, invoice, page: pdf.addPage(PageSizes.A4), y: 0 };
  drawLetterhead(doc);
  drawTable(doc);
  drawTotals(doc);
  drawFooters(doc);
  return pdf.save();
}

/** '10115 Berlin'. */
function cityLine(party: InvoiceParty): string {
  return `${party.postalCode} ${party.city}`;
}

/** Draws one line of body text (10 pt unless given); with `right` the text ends at x. */
function put(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size = SIZE, right = false): void {
  putText(page, text, x, y, font, size, right);
}

/** Draws grey text (sender line, labels, footer). */
function putGrey(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, right = false): void {
  putText(page, text, x, y, font, size, right, GREY);
}

/** Page 1 head: seller block, fold marks, sender line and customer address, information block, title. */
function drawLetterhead(doc: Doc): void {
  const { page, regular, bold, invoice } = doc;
  const { seller, customer } = invoice;
  put(page, seller.name, LEFT, fromTop(22), bold, 16);
  const contact = [seller.street, cityLine(seller), seller.email ?? ''].filter(Boolean).join(' · ');
  putGrey(page, contact, LEFT, fromTop(28), regular, 9);
  drawFoldMarks(page);
  drawSenderLine(page, `${seller.name} · ${seller.street} · ${cityLine(seller)}`, regular);
  const address = [customer.name, customer.street, cityLine(customer)].flatMap((line) =>
    wrapText(line, regular, SIZE, 80 * MM),
  );
  address.forEach((line, i) => put(page, line, LEFT, fromTop(67) - i * SIZE * LEAD, regular));
  const date = printedDate(invoice.issueDate);
  const info = {
    Rechnungsnummer: invoice.number,
    Rechnungsdatum: date,
    Leistungsdatum: date,
    Bestellnummer: invoice.orderNumber,
  };
  Object.entries(info).forEach(([label, value], i) => {
    const y = fromTop(55) - i * 9 * LEAD;
    putGrey(page, label, 125 * MM, y, regular, 9);
    put(page, value, RIGHT, y, regular, 9, true);
  });
  put(page, 'Rechnung', LEFT, fromTop(108), bold, 18);
  if (invoice.summary) putGrey(page, invoice.summary, LEFT, fromTop(114), regular, 8.5);
  doc.y = fromTop(120);
  drawTableHeader(doc);
}

/** Starts a continuation page; repeats the table header while items are still being listed. */
function newPage(doc: Doc, tableHeader: boolean): void {
  doc.page = doc.pdf.addPage(PageSizes.A4);
  putGrey(doc.page, `Rechnung ${doc.invoice.number} · Fortsetzung`, LEFT, fromTop(20), doc.regular, 9);
  doc.y = fromTop(32);
  if (tableHeader) drawTableHeader(doc);
}

/** Moves to a new page unless `height` points still fit above the footer. */
function ensureSpace(doc: Doc, height: number, tableHeader: boolean): void {
  if (doc.y - height < BOTTOM) newPage(doc, tableHeader);
}

/** Draws the table header (labels may wrap inside their column) and a rule below it. */
function drawTableHeader(doc: Doc): void {
  const labels = COLUMNS.map((column) => wrapText(column.label, doc.bold, 9, column.width * MM));
  labels.forEach((lines, c) => {
    const column = COLUMNS[c]!;
    const x = (column.right ? column.x + column.width : column.x) * MM;
    lines.forEach((line, i) => put(doc.page, line, x, doc.y - i * 9 * LEAD, doc.bold, 9, column.right));
  });
  doc.y -= (Math.max(...labels.map((lines) => lines.length)) - 1) * 9 * LEAD + 5;
  hline(doc.page, LEFT, RIGHT, doc.y);
  doc.y -= SIZE * LEAD;
}

/** Draws one row per invoice line; rows move to the next page whole unless taller than a page. */
function drawTable(doc: Doc): void {
  const lineHeight = SIZE * LEAD;
  doc.invoice.lines.forEach((item, index) => {
    const description = wrapText(item.description, doc.regular, SIZE, COLUMNS[1].width * MM);
    ensureSpace(doc, Math.min(description.length, MAX_ROW_LINES) * lineHeight, true);
    const total = formatEuro(Math.round(item.quantity * item.unitGrossCents));
    const cells = [
      String(index + 1),
      description[0] ?? '',
      number.format(item.quantity),
      formatEuro(item.unitGrossCents),
      total,
    ];
    cells.forEach((cell, c) => {
      const column = COLUMNS[c]!;
      const x = (column.right ? column.x + column.width : column.x) * MM;
      put(doc.page, cell, x, doc.y, doc.regular, SIZE, column.right);
    });
    for (const line of description.slice(1)) {
      doc.y -= lineHeight;
      ensureSpace(doc, 0, true);
      put(doc.page, line, COLUMNS[1].x * MM, doc.y, doc.regular);
    }
    doc.y -= lineHeight + 4;
  });
  doc.y += lineHeight - 6;
  hline(doc.page, LEFT, RIGHT, doc.y);
}

/** Draws net amount, VAT and gross total under the table, then the payment note; kept on one page. */
function drawTotals(doc: Doc): void {
  const { invoice, regular, bold } = doc;
  const paid = wrapText(invoice.paidBy, regular, SIZE, RIGHT - LEFT);
  doc.y -= SIZE * LEAD + 2;
  ensureSpace(doc, (3 + paid.length) * SIZE * LEAD, false);
  const rows = [
    ['Nettobetrag', invoice.netCents, regular],
    [`Umsatzsteuer ${number.format(invoice.vatRatePercent)} %`, invoice.vatCents, regular],
    ['Gesamtbetrag (brutto)', invoice.grossCents, bold],
  ] as const;
  for (const [label, cents, font] of rows) {
    put(doc.page, label, 105 * MM, doc.y, font);
    put(doc.page, formatEuro(cents), RIGHT, doc.y, font, SIZE, true);
    doc.y -= SIZE * LEAD;
  }
  doc.y -= SIZE * LEAD;
  for (const line of paid) {
    put(doc.page, line, LEFT, doc.y, regular);
    doc.y -= SIZE * LEAD;
  }
}

/** Draws the footer with the seller's legal details and 'Seite n von N' on every page. */
function drawFooters(doc: Doc): void {
  const { seller } = doc.invoice;
  const representative = seller.representative && `Vertreten durch: ${seller.representative}`;
  const vatId = seller.vatId && `USt-IdNr.: ${seller.vatId}`;
  const parts = [
    seller.name,
    seller.street,
    cityLine(seller),
    seller.email ?? '',
    representative,
    seller.register,
    vatId,
  ];
  const lines = pack(parts.filter(Boolean), ' · ', doc.regular, 7.5, RIGHT - LEFT - 25 * MM);
  const pages = doc.pdf.getPages();
  pages.forEach((page, i) => {
    hline(page, LEFT, RIGHT, 26 * MM);
    lines.forEach((line, l) => putGrey(page, line, LEFT, 22 * MM - l * 7.5 * LEAD, doc.regular, 7.5));
    putGrey(page, `Seite ${i + 1} von ${pages.length}`, RIGHT, 22 * MM, doc.regular, 7.5, true);
  });
}
