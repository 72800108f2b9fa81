// The cover sheet on top of the printed day's batch ("Tagesstapel"): which orders follow,
// in the batch's order, with a box per order to tick when its envelope is closed, and what to do in
// the back office afterwards. Pure: fonts and rows come in, PDF bytes go out.
//
// Only erasable TypeScript syntax and explicit .ts imports, so Node can run it directly (bench/).
import type { PDFFont, PDFPage } from 'pdf-lib';
import {
  createLetterPdf,
  fromTop,
  GREY,
  hline,
  LEFT,
  MM,
  PAGE_H,
  PAGE_W,
  put,
  RIGHT,
  type LetterFonts,
} from '../pdf/letter.ts';

/** One order of the batch as the cover sheet lists it. */
interface CoverSheetRow {
  orderNumber: string;
  name: string;
  /** The package's name, e.g. 'Pro'. */
  planName: string;
  /** 'DD.MM.YYYY'. */
  deadline: string;
  overdue: boolean;
  /** Applications printed for this order: 1, or 2 with a second person. */
  applications: number;
}

export interface CoverSheet {
  /** 'DD.MM.YYYY', the day the batch is for. */
  day: string;
  /** 'DD.MM.YYYY, HH:MM Uhr', when it was printed. */
  printedAt: string;
  rows: CoverSheetRow[];
}

const ROW_MM = 7.5;
const FIRST_ROW_MM = 62;
const LAST_ROW_MM = 270;
/** Column starts in mm from the left edge. */
const COLUMNS = { nr: 25, order: 35, name: 82, plan: 138, deadline: 153, count: 178 } as const;

/** Cuts text to a width with an ellipsis (names can be long; the sheet is a list, not the letter). */
function fit(text: string, font: PDFFont, size: number, widthMm: number): string {
  const max = widthMm * MM;
  if (font.widthOfTextAtSize(text, size) <= max) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > max) chars.pop();
  return `${chars.join('')}…`;
}

function drawHeader(page: PDFPage, sheet: CoverSheet, fonts: { regular: PDFFont; bold: PDFFont }, pageNo: number) {
  const { regular, bold } = fonts;
  const applications = sheet.rows.reduce((sum, row) => sum + row.applications, 0);
  put(page, `Tagesstapel vom ${sheet.day}`, LEFT, fromTop(25), bold, 18);
  put(page, `Deckblatt – Seite ${pageNo}`, RIGHT, fromTop(25), regular, 9, true, GREY);
  put(
    page,
    `${sheet.rows.length} Bestellungen, ${applications} Anträge · gedruckt am ${sheet.printedAt}`,
    LEFT,
    fromTop(33),
    regular,
    10,
  );
  put(
    page,
    'Nach dem Kuvertieren im Back Office unter „Tagesstapel“ abhaken und „Als versendet markieren“:',
    LEFT,
    fromTop(41),
    regular,
    9,
    false,
    GREY,
  );
  put(
    page,
    'erst dann werden die Ausweiskopien und Unterschriften gelöscht.',
    LEFT,
    fromTop(45.5),
    regular,
    9,
    false,
    GREY,
  );
  const y = fromTop(FIRST_ROW_MM - ROW_MM);
  put(page, 'Nr.', COLUMNS.nr * MM, y, bold, 9);
  put(page, 'Bestellnummer', COLUMNS.order * MM, y, bold, 9);
  put(page, 'Name', COLUMNS.name * MM, y, bold, 9);
  put(page, 'Paket', COLUMNS.plan * MM, y, bold, 9);
  put(page, 'Versand bis', COLUMNS.deadline * MM, y, bold, 9);
  put(page, 'Anträge', COLUMNS.count * MM, y, bold, 9);
  put(page, 'kuvertiert', RIGHT, y, bold, 9, true);
  hline(page, LEFT, RIGHT, y - 2.2 * MM);
}

/** The cover sheet: one line per order, as many A4 pages as the list needs. */
export async function renderCoverSheet(fonts: LetterFonts, sheet: CoverSheet): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createLetterPdf(fonts);
  pdf.setTitle(`Tagesstapel vom ${sheet.day}`);
  const perPage = Math.floor((LAST_ROW_MM - FIRST_ROW_MM) / ROW_MM) + 1;
  const pages = Math.max(1, Math.ceil(sheet.rows.length / perPage));
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([PAGE_W, PAGE_H]);
    drawHeader(page, sheet, { regular, bold }, p + 1);
    sheet.rows.slice(p * perPage, (p + 1) * perPage).forEach((row, i) => {
      const y = fromTop(FIRST_ROW_MM + i * ROW_MM);
      const font = row.overdue ? bold : regular;
      put(page, `${p * perPage + i + 1}.`, COLUMNS.nr * MM, y, regular, 9);
      put(page, row.orderNumber, COLUMNS.order * MM, y, font, 9);
      put(page, fit(row.name, regular, 9, COLUMNS.plan - COLUMNS.name - 3), COLUMNS.name * MM, y, regular, 9);
      put(page, row.planName, COLUMNS.plan * MM, y, regular, 9);
      put(page, row.overdue ? `${row.deadline}!` : row.deadline, COLUMNS.deadline * MM, y, font, 9);
      put(page, String(row.applications), COLUMNS.count * MM + 5 * MM, y, regular, 9);
      page.drawRectangle({
        x: RIGHT - 4.5 * MM,
        y: y - 1 * MM,
        width: 4 * MM,
        height: 4 * MM,
        borderColor: GREY,
        borderWidth: 0.8,
      });
      hline(page, LEFT, RIGHT, y - 2.6 * MM);
    });
    if (sheet.rows.some((row) => row.overdue))
      put(page, '! = Versandfrist überschritten', LEFT, fromTop(282), regular, 8, false, GREY);
  }
  return pdf.save();
}
