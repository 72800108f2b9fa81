// Renders the print-ready application that is posted to the Kraftfahrt-Bundesamt for one applicant:
// page 1 is a formal German letter (DIN 5008 form B, like the invoice) asking for a statement from
// the Fahreignungsregister (§ 30 Abs. 8 StVG) with all personal data, the signature image and the
// order number in the footer; then the ID copies (and a proof of a change of name when the ID still
// shows the former name), each image on its own A4 page with its label, each page of a PDF document
// drawn onto a page of its own.
//
// Pure and I/O-free, same approach as invoices/pdf.ts: the DejaVu fonts come in as bytes and are
// subset-embedded, so any Latin name ('Łukasz Öztürk-Ğül', 'ß') prints, in workerd and in Node.
// Images are embedded without decoding them whole (pdf/png-image.ts): JPEG passes through, an opaque
// PNG goes in with its own compressed data, a PNG with transparency is flattened row by row.
// A customer's PDF pages are drawn as form XObjects (embedPages + drawPage): only what is visible on
// the page comes along, never its annotations, links, form fields or actions.
// Only erasable TypeScript syntax, so Node can run this file directly (bench/application-pdf.mjs).
import { PDFDocument, PDFName, PageSizes, degrees, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  GREY,
  LEFT,
  MM,
  PAGE_W,
  RIGHT,
  createLetterPdf,
  drawFoldMarks,
  drawSenderLine,
  fromTop,
  printedDate,
  put,
  wrapText,
  type LetterFonts,
} from '../pdf/letter.ts';
import { embedJpeg, embedPng, type PlacedImage } from '../pdf/png-image.ts';
import { PHOTO_LONG_SIDE_PX, PRINT_DPI } from '../../../src/domain/id-photo.ts';

/** One ID copy; the label is printed above an image, e.g. 'Ausweis Vorderseite'. */
export interface ApplicationDocument {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: Uint8Array;
  label: string;
}
export interface ApplicationInput {
  applicant: {
    firstName: string;
    lastName: string;
    birthName?: string;
    birthDate: string; // 'DD.MM.YYYY', printed as given
    birthPlace: string;
    street: string;
    houseNumber: string;
    postalCode: string;
    city: string;
  };
  language: 'de' | 'en'; // requested language of the KBA's reply
  place: string; // place of signing, usually the applicant's city
  date: string; // 'YYYY-MM-DD'
  signature: { mime: 'image/png' | 'image/jpeg'; bytes: Uint8Array };
  documents: ApplicationDocument[]; // ID front and back, in this order, then any proof of a change of name
  /** The ID still shows the former name: the letter says that the proof of the change is enclosed. */
  enclosesNameProof?: boolean;
  orderNumber: string; // printed small in the footer for the operator
}
/** DejaVu Sans and DejaVu Sans Bold as TrueType bytes (the same fonts as the invoice). */
export type ApplicationFonts = LetterFonts;

export const SUBJECT = 'Antrag auf Auskunft aus dem Fahreignungsregister (§ 30 Abs. 8 StVG)';
export const RECIPIENT = ['Kraftfahrt-Bundesamt', '24932 Flensburg'] as const;

const BOTTOM = 25 * MM; // letter text stops above the footer
const SIZE = 10;
const LINE = SIZE * 1.35;
const LABEL_WIDTH = 40 * MM; // first column of the personal-data table
const MARGIN = 15 * MM; // printable area of a document page

/** The document being written and the cursor: the current page and the baseline of the next line. */
interface Doc {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  input: ApplicationInput;
  page: PDFPage;
  y: number;
}
type Applicant = ApplicationInput['applicant'];

/** Renders the letter and appends the documents; rejects on unreadable images or PDFs (pdf-lib's errors). */
export async function renderApplicationPdf(input: ApplicationInput, fonts: ApplicationFonts): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createLetterPdf(fonts);
  pdf.setTitle('Antrag auf Auskunft aus dem Fahreignungsregister');
  const doc: Doc = { pdf, regular, bold, input, page: pdf.addPage(PageSizes.A4), y: 0 };
  drawHead(doc);
  drawBody(doc);
  await drawSignature(doc);
  for (const document of input.documents) await appendDocument(doc, document);
  return pdf.save();
}

/** 'Łukasz Öztürk-Ğül'. */
function fullName(applicant: Applicant): string {
  return `${applicant.firstName} ${applicant.lastName}`;
}

/** 'Große Straße 5'. */
function streetLine(applicant: Applicant): string {
  return `${applicant.street} ${applicant.houseNumber}`;
}

/** '50667 Köln'. */
function cityLine(applicant: Applicant): string {
  return `${applicant.postalCode} ${applicant.city}`;
}

/** Small grey 'Bestellnummer …' at the bottom left of a page we drew ourselves. */
function drawFooter(doc: Doc, page: PDFPage): void {
  put(page, `Bestellnummer ${doc.input.orderNumber}`, LEFT, 12 * MM, doc.regular, 7, false, GREY);
}

/** Starts a continuation page when `height` points no longer fit above the footer (only for extreme field lengths). */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y - height >= BOTTOM) return;
  doc.page = doc.pdf.addPage(PageSizes.A4);
  drawFooter(doc, doc.page);
  doc.y = fromTop(25);
}

/** Writes wrapped text at the cursor (x to RIGHT) and moves the cursor below it. */
function paragraph(doc: Doc, text: string, font = doc.regular, gapAfter = LINE * 0.6): void {
  for (const line of wrapText(text, font, SIZE, RIGHT - LEFT)) {
    ensureSpace(doc, 0);
    put(doc.page, line, LEFT, doc.y, font);
    doc.y -= LINE;
  }
  doc.y -= gapAfter;
}

/** Sender block, fold marks, return line and KBA address in the window, date line, subject. */
function drawHead(doc: Doc): void {
  const { page, regular, bold, input } = doc;
  const { applicant } = input;
  put(page, fullName(applicant), LEFT, fromTop(20), bold, 11);
  [streetLine(applicant), cityLine(applicant)].forEach((line, i) =>
    put(page, line, LEFT, fromTop(25.5) - i * LINE, regular),
  );
  drawFoldMarks(page);
  drawSenderLine(page, `${fullName(applicant)} · ${streetLine(applicant)} · ${cityLine(applicant)}`, regular);
  RECIPIENT.forEach((line, i) => put(page, line, LEFT, fromTop(67) - i * LINE, regular));
  const dateLine = `${input.place}, ${printedDate(input.date)}`;
  wrapText(dateLine, regular, SIZE, RIGHT - 125 * MM).forEach((line, i) =>
    put(page, line, RIGHT, fromTop(98) - i * LINE, regular, SIZE, true),
  );
  drawFooter(doc, page);
  doc.y = fromTop(110);
  paragraph(doc, SUBJECT, bold, LINE);
}

/** Label/value rows of the personal data; the birth name only when given. */
function personalRows(applicant: Applicant): [string, string][] {
  const rows: [string, string][] = [
    ['Name', applicant.lastName],
    ['Vorname(n)', applicant.firstName],
  ];
  if (applicant.birthName?.trim()) rows.push(['Geburtsname', applicant.birthName.trim()]);
  rows.push(['Geburtsdatum', applicant.birthDate], ['Geburtsort', applicant.birthPlace]);
  rows.push(['Anschrift', `${streetLine(applicant)}, ${cityLine(applicant)}`]);
  return rows;
}

/** Draws the personal-data table: grey labels, values wrapped in the second column. */
function drawTable(doc: Doc): void {
  for (const [label, value] of personalRows(doc.input.applicant)) {
    const lines = wrapText(value, doc.bold, SIZE, RIGHT - LEFT - LABEL_WIDTH);
    ensureSpace(doc, (lines.length - 1) * LINE);
    put(doc.page, label, LEFT, doc.y, doc.regular, SIZE, false, GREY);
    lines.forEach((line, i) => put(doc.page, line, LEFT + LABEL_WIDTH, doc.y - i * LINE, doc.bold));
    doc.y -= lines.length * LINE + 2;
  }
  doc.y -= LINE * 0.6;
}

/** The application's sentence asking the KBA to answer in a reply language other than its own German. */
const REPLY_LANGUAGE_REQUESTS: Record<ApplicationInput['language'], string | null> = {
  de: null,
  en: 'Ich bitte, die Auskunft nach Möglichkeit in englischer Sprache zu erteilen.',
};

/** Salutation, request, personal data, reply address and language, enclosure note, closing. */
function drawBody(doc: Doc): void {
  paragraph(doc, 'Sehr geehrte Damen und Herren,');
  paragraph(
    doc,
    'hiermit beantrage ich eine Auskunft über die zu meiner Person im Fahreignungsregister gespeicherten Eintragungen.',
  );
  drawTable(doc);
  paragraph(doc, 'Ich bitte um Zusendung der Auskunft an die oben genannte Anschrift.');
  const replyRequest = REPLY_LANGUAGE_REQUESTS[doc.input.language];
  if (replyRequest) paragraph(doc, replyRequest);
  paragraph(doc, enclosureSentence(doc.input), doc.regular, LINE);
  paragraph(doc, 'Mit freundlichen Grüßen', doc.regular, 0);
}

/** What lies in the envelope besides the letter: the ID copy, and the proof of a change of name when there is one. */
export function enclosureSentence(input: Pick<ApplicationInput, 'enclosesNameProof'>): string {
  const idCopy = 'Eine Kopie meines Personalausweises bzw. Reisepasses (Vorder- und Rückseite) liegt bei.';
  return input.enclosesNameProof
    ? `${idCopy} Da dieser noch meinen früheren Namen ausweist, füge ich außerdem einen Nachweis meiner Namensänderung bei.`
    : idCopy;
}

/** Embeds a JPEG or PNG without decoding it whole (pdf/png-image.ts). */
function embedImage(pdf: PDFDocument, mime: 'image/jpeg' | 'image/png', bytes: Uint8Array): Promise<PlacedImage> {
  return mime === 'image/png' ? embedPng(pdf, bytes) : embedJpeg(pdf, bytes);
}

/** Largest size of `image` inside a box of `width` × `height` points, keeping its aspect ratio. */
export function fitInto(
  image: { width: number; height: number },
  width: number,
  height: number,
): { width: number; height: number } {
  const scale = Math.min(width / image.width, height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * The size an image of the ID copy is printed at, in points, on a document page whose space for it is
 * `boxHeight` high (and the page's width between the margins): at PRINT_DPI, so a photo from the wizard
 * (PHOTO_LONG_SIDE_PX, src/domain/id-photo.ts) prints at 300 dpi with the card at about its real size; never
 * smaller than such a photo prints (135.5 mm on the long side: a small scan is not shrunk further), never larger
 * than the space (a large photo or a scan is fitted into it, at more than 300 dpi).
 */
export function imagePrintSize(
  image: { width: number; height: number },
  boxHeight: number,
): { width: number; height: number } {
  const pointsPerPixel = 72 / PRINT_DPI;
  const scale = Math.max(pointsPerPixel, (PHOTO_LONG_SIDE_PX * pointsPerPixel) / Math.max(image.width, image.height));
  const fitted = fitInto(image, PAGE_W - 2 * MARGIN, boxHeight);
  return fitted.width <= image.width * scale ? fitted : { width: image.width * scale, height: image.height * scale };
}

/** The signature, fitted into 60 × 20 mm on the line's baseline, and the printed name under it. */
async function drawSignature(doc: Doc): Promise<void> {
  const { mime, bytes } = doc.input.signature;
  const image = await embedImage(doc.pdf, mime, bytes);
  const size = fitInto(image, 60 * MM, 20 * MM);
  ensureSpace(doc, 20 * MM + 2 * LINE);
  const base = doc.y - 20 * MM - 1 * MM; // bottom of the box, a little below the closing line's descenders
  image.draw(doc.page, { x: LEFT, y: base, ...size });
  doc.page.drawLine({
    start: { x: LEFT, y: base - 1 },
    end: { x: LEFT + 60 * MM, y: base - 1 },
    thickness: 0.5,
    color: GREY,
  });
  doc.y = base - LINE;
  paragraph(doc, fullName(doc.input.applicant), doc.regular, 0);
}

/** What a page needs to be drawn; everything else (annotations, actions, thumbnails, …) is dropped. */
const DRAWN_PAGE_ENTRIES = new Set(['Type', 'Parent', 'Resources', 'Contents', 'MediaBox', 'CropBox', 'Rotate']);

/**
 * Draws each page of a customer's PDF onto a new page of the same visible size (its crop box, turned
 * as the page's /Rotate says). The pages become form XObjects: their content and resources only.
 */
async function appendPdfPages(doc: Doc, bytes: Uint8Array): Promise<void> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = source.getPages();
  for (const page of pages)
    for (const key of page.node.keys())
      if (!DRAWN_PAGE_ENTRIES.has(key.decodeText())) page.node.delete(PDFName.of(key.decodeText()));
  const boxes = pages.map((page) => {
    const crop = page.getCropBox();
    return { left: crop.x, bottom: crop.y, right: crop.x + crop.width, top: crop.y + crop.height };
  });
  const embedded = await doc.pdf.embedPages(pages, boxes);
  embedded.forEach((form, i) => {
    const { width: w, height: h } = form;
    const turn = (((pages[i]!.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    // /Rotate turns clockwise; drawPage turns counter-clockwise about (x, y).
    const placement = {
      0: { size: [w, h], x: 0, y: 0, rotate: 0 },
      90: { size: [h, w], x: 0, y: w, rotate: -90 },
      180: { size: [w, h], x: w, y: h, rotate: 180 },
      270: { size: [h, w], x: h, y: 0, rotate: 90 },
    }[turn] ?? { size: [w, h], x: 0, y: 0, rotate: 0 };
    const page = doc.pdf.addPage(placement.size as [number, number]);
    page.drawPage(form, { x: placement.x, y: placement.y, rotate: degrees(placement.rotate) });
  });
}

/** Appends one document: an image on its own page under its label, or a PDF's pages as they look. */
async function appendDocument(doc: Doc, document: ApplicationDocument): Promise<void> {
  if (document.mime === 'application/pdf') return appendPdfPages(doc, document.bytes);
  const image = await embedImage(doc.pdf, document.mime, document.bytes);
  const page = doc.pdf.addPage(PageSizes.A4);
  put(page, document.label, MARGIN, fromTop(15) - 9, doc.bold, 9);
  const top = fromTop(15) - 9 - 4 * MM; // below the label
  const size = imagePrintSize(image, top - 18 * MM); // above the footer
  image.draw(page, { x: (PAGE_W - size.width) / 2, y: 18 * MM + (top - 18 * MM - size.height) / 2, ...size });
  drawFooter(doc, page);
}
