// Renders the contract confirmation (Vertragsbestätigung) on a durable medium, § 312f Abs. 2 BGB:
// the provider's identity and address, the customer, the order with its total including VAT, the
// service and when it is performed (Art. 246a § 1 EGBGB), the confirmations the customer ticked
// with the time (the express request to start at once and the acknowledgement that the right of
// withdrawal lapses on full performance, § 356 Abs. 4 BGB), then the Widerrufsbelehrung, the
// Muster-Widerrufsformular and the full AGB, each in the archived version the order names.
//
// Pure and I/O-free like invoices/pdf.ts (fonts come in as bytes) and reusable for any paid contract,
// e.g. a separately paid application for a second person. Only erasable TypeScript syntax and
// explicit .ts imports, so Node runs it directly (unit tests).
import { PageSizes, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { germanDate, germanDateTime } from '../../../src/domain/dates.ts';
import { formatEuro } from '../../../src/domain/money.ts';
import { sectionOf, type LegalBlock, type LegalText } from '../../legal/legal-document.ts';
import {
  GREY,
  LEFT,
  MM,
  RIGHT,
  createLetterPdf,
  fromTop,
  hline,
  pack,
  put,
  wrapText,
  type LetterFonts,
} from '../pdf/letter.ts';

export interface ContractConfirmationInput {
  provider: {
    name: string;
    representative: string;
    street: string;
    postalCode: string;
    city: string;
    phone: string;
    email: string;
    register: string;
    vatId: string;
    website: string;
  };
  customer: { name: string; street: string; postalCode: string; city: string; email: string };
  orderNumber: string;
  /** ISO instant the order was sent, which is when the confirmations were given. */
  orderedAt: string;
  /** ISO instant the payment was confirmed: the contract is concluded with this confirmation. */
  paidAt: string;
  lines: { name: string; priceCents: number }[];
  totalCents: number;
  vatCents: number;
  vatRatePercent: number;
  /** The package's description and features; the day the application is posted at the latest. */
  service: { description: string; features: string[]; dispatchDeadline: string | null; notice: string };
  /** The checkbox texts exactly as recorded with the order, and the version of that wording. */
  confirmations: { version: string; items: { text: string; accepted: boolean }[] };
  /** The AGB in the version the customer accepted, with that version's id. */
  agb: { text: LegalText; version: string };
  privacy: { updated: string; version: string };
  /** One line under the title in the customer's language when they ordered in another (translationSummary); the document stays German. */
  summary?: string | null;
}

export const WITHDRAWAL_HEADING = 'Widerrufsbelehrung';
export const WITHDRAWAL_FORM_HEADING = 'Muster-Widerrufsformular';

const BOTTOM = 30 * MM; // text stops above the footer
const SIZE = 9.5;
const LEAD = 1.38;
const HEADING_SIZE: Record<number, number> = { 1: 14, 2: 11.5, 3: 11, 4: 10 };

/** The document being written and the cursor: the current page and the baseline of the next line. */
interface Flow {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  input: ContractConfirmationInput;
  page: PDFPage;
  y: number;
}

/** Renders the confirmation; throws when the AGB version has no Widerrufsbelehrung or form. */
export async function renderContractConfirmationPdf(
  input: ContractConfirmationInput,
  fonts: LetterFonts,
): Promise<Uint8Array> {
  const withdrawal = sectionOf(input.agb.text, WITHDRAWAL_HEADING);
  const form = sectionOf(input.agb.text, WITHDRAWAL_FORM_HEADING);
  if (!withdrawal || !form) throw new Error(`AGB version ${input.agb.version} has no Widerrufsbelehrung or form`);
  const { pdf, regular, bold } = await createLetterPdf(fonts);
  pdf.setTitle(`Vertragsbestätigung ${input.orderNumber}`);
  pdf.setAuthor(input.provider.name);
  const flow: Flow = { pdf, regular, bold, input, page: pdf.addPage(PageSizes.A4), y: 0 };
  drawHead(flow);
  drawOrder(flow);
  drawConfirmations(flow);
  heading(flow, WITHDRAWAL_HEADING, 1);
  blocks(flow, withdrawal);
  // The form on a page of its own, with room to fill it in by hand.
  newPage(flow);
  heading(flow, WITHDRAWAL_FORM_HEADING, 1);
  blocks(flow, form, 16);
  newPage(flow);
  heading(flow, input.agb.text.title, 1);
  const accepted = `Fassung vom ${germanDate(input.agb.text.updated)} (Version ${input.agb.version}), von dir akzeptiert am ${germanDateTime(input.orderedAt)}`;
  text(flow, accepted, { color: GREY, after: 6 });
  blocks(flow, input.agb.text.blocks);
  drawFooters(flow);
  return pdf.save();
}

function newPage(flow: Flow): void {
  flow.page = flow.pdf.addPage(PageSizes.A4);
  flow.y = fromTop(22);
}

/** Moves to a new page unless `height` points still fit above the footer. */
function ensureSpace(flow: Flow, height: number): void {
  if (flow.y - height < BOTTOM) newPage(flow);
}

interface TextOptions {
  font?: PDFFont;
  size?: number;
  indent?: number;
  color?: typeof GREY;
  /** Points of space below the text. */
  after?: number;
  /** Drawn in the indent of the first line, e.g. '•' or '☑'. */
  marker?: string;
}

/** Writes wrapped text at the cursor and moves the cursor below it. */
function text(flow: Flow, value: string, options: TextOptions = {}): void {
  const { font = flow.regular, size = SIZE, indent = 0, color, after = 4, marker } = options;
  const lead = size * LEAD;
  wrapText(value, font, size, RIGHT - LEFT - indent).forEach((line, i) => {
    ensureSpace(flow, 0);
    if (marker && i === 0) put(flow.page, marker, LEFT + indent - 4.5 * MM, flow.y, flow.regular, size);
    put(flow.page, line, LEFT + indent, flow.y, font, size, false, color);
    flow.y -= lead;
  });
  flow.y -= after;
}

/** A bold heading, kept on one page with at least three lines of what follows. */
function heading(flow: Flow, value: string, level: number): void {
  const size = HEADING_SIZE[level] ?? SIZE;
  flow.y -= level <= 2 ? 8 : 4;
  ensureSpace(flow, size * LEAD + 3 * SIZE * LEAD);
  text(flow, value, { font: flow.bold, size, after: level <= 2 ? 3 : 2 });
}

/** One archived legal text (or a section of it) block by block; `fillIn` points of room after a 'Name:' line. */
function blocks(flow: Flow, list: LegalBlock[], fillIn = 0): void {
  for (const block of list) {
    if (block.type === 'heading') heading(flow, block.text, block.level);
    else if (block.type === 'item') text(flow, block.text, { indent: 6 * MM, marker: '•', after: 2 });
    else if (block.type === 'quote')
      text(flow, block.text, { indent: 8 * MM, after: block.text.endsWith(':') ? 4 + fillIn : 4 });
    else text(flow, block.text);
  }
}

/** Label and value on one row; the value wraps in its column. */
function row(flow: Flow, label: string, value: string, font = flow.regular): void {
  const lines = wrapText(value, font, SIZE, RIGHT - LEFT - 45 * MM);
  ensureSpace(flow, (lines.length - 1) * SIZE * LEAD);
  put(flow.page, label, LEFT, flow.y, flow.regular, SIZE, false, GREY);
  lines.forEach((line, i) => put(flow.page, line, LEFT + 45 * MM, flow.y - i * SIZE * LEAD, font, SIZE));
  flow.y -= lines.length * SIZE * LEAD + 2;
}

/** Provider letterhead, title, the parties. */
function drawHead(flow: Flow): void {
  const { page, regular, bold, input } = flow;
  const { provider, customer } = input;
  put(page, provider.name, LEFT, fromTop(22), bold, 16);
  const contact = [provider.street, `${provider.postalCode} ${provider.city}`, provider.email].join(' · ');
  put(page, contact, LEFT, fromTop(28), regular, 9, false, GREY);
  put(page, 'Vertragsbestätigung', LEFT, fromTop(45), bold, 18);
  flow.y = fromTop(53);
  if (input.summary) text(flow, input.summary, { color: GREY, size: 8.5, after: 4 });
  text(
    flow,
    `Wir bestätigen dir den Vertrag über deine Bestellung ${input.orderNumber}, die du am ` +
      `${germanDateTime(input.orderedAt)} über ${provider.website} abgeschickt und am ` +
      `${germanDateTime(input.paidAt)} bezahlt hast. Bitte bewahre dieses Dokument auf.`,
    { after: 6 },
  );
  heading(flow, 'Anbieter (dein Vertragspartner)', 2);
  row(flow, 'Firma', provider.name);
  row(flow, 'Vertreten durch', provider.representative);
  row(flow, 'Anschrift', `${provider.street}, ${provider.postalCode} ${provider.city}`);
  row(flow, 'Telefon', provider.phone);
  row(flow, 'E-Mail', provider.email);
  row(flow, 'Register', provider.register);
  row(flow, 'USt-IdNr.', provider.vatId);
  heading(flow, 'Kunde', 2);
  row(flow, 'Name', customer.name);
  row(flow, 'Anschrift', `${customer.street}, ${customer.postalCode} ${customer.city}`);
  row(flow, 'E-Mail', customer.email);
}

/** The order, its price and the service. */
function drawOrder(flow: Flow): void {
  const { input } = flow;
  heading(flow, 'Deine Bestellung', 2);
  row(flow, 'Bestellnummer', input.orderNumber);
  row(flow, 'Bestellt am', germanDateTime(input.orderedAt));
  row(flow, 'Bezahlt am', germanDateTime(input.paidAt));
  flow.y -= 2;
  for (const line of input.lines) {
    ensureSpace(flow, SIZE * LEAD);
    put(flow.page, line.name, LEFT, flow.y, flow.regular, SIZE);
    put(flow.page, formatEuro(line.priceCents), RIGHT, flow.y, flow.regular, SIZE, true);
    flow.y -= SIZE * LEAD;
  }
  hline(flow.page, LEFT, RIGHT, flow.y + SIZE * 0.6);
  flow.y -= 4;
  put(flow.page, `Gesamtbetrag inkl. ${input.vatRatePercent} % USt.`, LEFT, flow.y, flow.bold, SIZE);
  put(flow.page, formatEuro(input.totalCents), RIGHT, flow.y, flow.bold, SIZE, true);
  flow.y -= SIZE * LEAD;
  text(flow, `darin enthaltene Umsatzsteuer (${input.vatRatePercent} %): ${formatEuro(input.vatCents)}`, {
    color: GREY,
    after: 6,
  });
  heading(flow, 'Leistung', 2);
  text(flow, input.service.description);
  for (const feature of input.service.features) text(flow, feature, { indent: 6 * MM, marker: '•', after: 2 });
  flow.y -= 2;
  if (input.service.dispatchDeadline) {
    const deadline = germanDate(input.service.dispatchDeadline);
    text(flow, `Versand deines Antrags an das Kraftfahrt-Bundesamt spätestens am ${deadline}.`);
  }
  text(flow, input.service.notice);
}

/** The confirmations as ticked, the lapse of the withdrawal right, the versions of the legal texts. */
function drawConfirmations(flow: Flow): void {
  const { input } = flow;
  heading(flow, 'Deine Erklärungen bei der Bestellung', 2);
  text(
    flow,
    `Vor dem Absenden deiner Bestellung am ${germanDateTime(input.orderedAt)} hast du im Bestellformular ` +
      `Folgendes bestätigt (Wortlaut in der Fassung vom ${germanDate(input.confirmations.version)}):`,
  );
  for (const item of input.confirmations.items) {
    text(flow, item.text, { indent: 6 * MM, marker: item.accepted ? '☑' : '☐', after: 3 });
  }
  text(
    flow,
    'Du hast damit ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und ' +
      'bestätigt, dass du weißt, dass dein Widerrufsrecht mit vollständiger Erfüllung des Vertrags erlischt ' +
      '(§ 356 Abs. 4 BGB). Vollständig erbracht ist unsere Leistung mit dem Versand deines Antrags an das ' +
      'Kraftfahrt-Bundesamt; bis dahin kannst du den Vertrag widerrufen, wie es die Widerrufsbelehrung beschreibt.',
    { after: 6 },
  );
  heading(flow, 'Vertragsbedingungen', 2);
  const { agb, privacy } = input;
  row(
    flow,
    'AGB',
    `Fassung vom ${germanDate(agb.text.updated)}, Version ${agb.version} (vollständig in diesem Dokument)`,
  );
  row(flow, 'Datenschutzerklärung', `Fassung vom ${germanDate(privacy.updated)}, Version ${privacy.version}`);
  row(flow, 'Widerruf', 'Widerrufsbelehrung und Muster-Widerrufsformular folgen in diesem Dokument');
}

/** The provider's details and 'Seite n von N' at the bottom of every page. */
function drawFooters(flow: Flow): void {
  const { provider, orderNumber } = flow.input;
  const parts = [provider.name, provider.street, `${provider.postalCode} ${provider.city}`, provider.email];
  const lines = pack(parts, ' · ', flow.regular, 7.5, RIGHT - LEFT - 45 * MM);
  const pages = flow.pdf.getPages();
  pages.forEach((page, i) => {
    hline(page, LEFT, RIGHT, 24 * MM);
    lines.forEach((line, l) => put(page, line, LEFT, 20 * MM - l * 7.5 * LEAD, flow.regular, 7.5, false, GREY));
    const label = `Vertragsbestätigung ${orderNumber} · Seite ${i + 1} von ${pages.length}`;
    put(page, label, RIGHT, 20 * MM, flow.regular, 7.5, true, GREY);
  });
}
