// What every letter we print shares (the invoice and the application to the KBA): A4 geometry after
// DIN 5008 form B (25 mm left margin, address window 45 mm from the top), fold and hole marks, the
// small sender line above the address, text drawing and wrapping, fonts and the printed date.
//
// Only erasable TypeScript syntax and explicit .ts imports, so Node can run it directly (bench/).
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { parseIsoDate } from '../../../src/domain/dates.ts';

/** DejaVu Sans and DejaVu Sans Bold as TrueType bytes. */
export interface LetterFonts {
  regular: Uint8Array | ArrayBuffer;
  bold: Uint8Array | ArrayBuffer;
}

/** Points per millimetre. */
export const MM = 72 / 25.4;
export const [PAGE_W, PAGE_H] = PageSizes.A4;
export const LEFT = 25 * MM;
export const RIGHT = PAGE_W - 20 * MM;
const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.38, 0.38, 0.38);

/** A new PDF with both fonts subset-embedded, so any Latin name ('Łukasz Öztürk-Ğül') prints. */
export async function createLetterPdf(
  fonts: LetterFonts,
): Promise<{ pdf: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  pdf.setLanguage('de-DE');
  return { pdf, regular, bold };
}

/** Baseline y (PDF points, origin bottom left) for a distance in mm from the top edge. */
export function fromTop(mm: number): number {
  return PAGE_H - mm * MM;
}

/** Draws one line of text; with `right` the text ends at x. */
export function put(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  size = 10,
  right = false,
  color = BLACK,
): void {
  const dx = right ? textWidth(font, text, size) : 0;
  page.drawText(text, { x: x - dx, y, font, size, color });
}

/** Draws a thin grey horizontal line. */
export function hline(page: PDFPage, x1: number, x2: number, y: number): void {
  page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.5, color: GREY });
}

/** The fold marks at 105 and 210 mm and the hole mark at 148.5 mm on the left edge. */
export function drawFoldMarks(page: PDFPage): void {
  for (const mm of [105, 148.5, 210]) hline(page, 4 * MM, (mm === 148.5 ? 9 : 7) * MM, fromTop(mm));
}

/** The small grey return address above the address window (at most two lines). */
export function drawSenderLine(page: PDFPage, text: string, font: PDFFont): void {
  wrapText(text, font, 7, 85 * MM)
    .slice(0, 2)
    .forEach((line, i) => put(page, line, LEFT, fromTop(58 - i * 3), font, 7, false, GREY));
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' as a letter prints it; anything else is a programming error. */
export function printedDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Expected a YYYY-MM-DD date, got '${iso}'`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
}

/** Advance width of each character at 1 pt, per font (fontkit lays out every call; this does it once). */
const charWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text` at `size`: the sum of its characters' advance widths, each looked up once per
 * font. Kerning is ignored (a fraction of a point per line), which keeps wrapping long texts such as
 * the AGB in the contract confirmation fast in the Worker.
 */
function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = charWidths.get(font);
  if (!widths) charWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = font.widthOfTextAtSize(char, 1)));
    total += width;
  }
  return total * size;
}

/**
 * Packs pieces into lines no wider than `width`, joined by `sep`; pieces wider than a line are split.
 * Each piece is measured once and line widths are summed (kerning across `sep` is negligible).
 */
export function pack(pieces: string[], sep: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (text: string) => textWidth(font, text, size);
  const sepWidth = measure(sep);
  const maxChars = Math.ceil(width / (size * 0.2)); // bounds the search; few glyphs are narrower than 0.2 em
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const piece of pieces) {
    const pieceWidth = measure(piece);
    const words = pieceWidth <= width ? [piece] : splitWord(piece, (text) => measure(text) <= width, maxChars);
    for (const word of words) {
      const wordWidth = words.length === 1 ? pieceWidth : measure(word);
      if (line && lineWidth + sepWidth + wordWidth > width) {
        lines.push(line);
        [line, lineWidth] = [word, wordWidth];
      } else {
        lineWidth += line ? sepWidth + wordWidth : wordWidth;
        line = line ? `${line}${sep}${word}` : word;
      }
    }
  }
  lines.push(line);
  return lines;
}

/** Cuts a word into the longest pieces that fit (at least one code point each, at most `maxChars`). */
function splitWord(word: string, fits: (text: string) => boolean, maxChars: number): string[] {
  const chars = Array.from(word); // code points, so surrogate pairs stay whole
  const pieces: string[] = [];
  for (let start = 0, end = 1; start < chars.length; start = end, end = start + 1) {
    // Binary search for the longest piece that fits.
    for (let hi = Math.min(chars.length, start + maxChars); end < hi;) {
      const mid = Math.ceil((end + hi) / 2);
      if (fits(chars.slice(start, mid).join(''))) end = mid;
      else hi = mid - 1;
    }
    pieces.push(chars.slice(start, end).join(''));
  }
  return pieces;
}

/** Wraps text at spaces to lines no wider than `width`; '\n' starts a new line. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  return text.split('\n').flatMap((paragraph) => pack(paragraph.split(/\s+/).filter(Boolean), ' ', font, size, width));
}
