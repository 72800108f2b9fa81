// Shared by browser and Worker: what may be uploaded.
// The browser refuses a file before it leaves with these limits and messages (src/lib/upload-rules.ts);
// POST /api/uploads decides again from the file's bytes with the same ones (functions/routes/uploads.ts,
// functions/services/uploads/inspection.ts). The order request refers to a stored file by id and token.
import type { Locale } from './locales';
import { format, MESSAGES } from './ui-messages';
import * as v from 'valibot';

/**
 * What a file is for: the customer's ID front and back and signature, the second person's, and the
 * customer's proof of a change of name (marriage or divorce certificate) when the ID still shows the
 * former name; it is printed after the ID copy and deleted with it.
 */
export const UPLOAD_KINDS = [
  'front',
  'back',
  'signature',
  'partner-front',
  'partner-back',
  'partner-signature',
  'name-proof',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** 10 MB. */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** The types we store, decided by the Worker from the file's first bytes. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];

/** A signature is printed on the application, so it must be an image. */
const SIGNATURE_MIME_TYPES = ['image/jpeg', 'image/png'] as const satisfies readonly UploadMime[];

/** File names the browser accepts when it does not know a file's type. */
export const UPLOAD_FILE_NAME_PATTERN = /\.(jpe?g|png|pdf)$/i;

/**
 * What a phone camera gives (12–24 MP). The Worker never decodes more pixels than this: a Worker
 * has 128 MB, and 24 MP are already 96 MB as RGBA (bench/RESULTS.md "Memory").
 */
export const MAX_IMAGE_PIXELS = 24_000_000;
export const MAX_IMAGE_SIDE = 12_000;
/** An interlaced PNG can only be printed after decoding it whole, so it gets a lower cap (no browser photo is one). */
export const MAX_INTERLACED_PNG_PIXELS = 4_000_000;
/**
 * What a PNG's image data may inflate to (rows of samples, each with its filter byte): the largest photo
 * we accept as 8-bit RGBA, 24 MP × 4 bytes, which the Worker inflates at upload and decodes row by row
 * when printing (bench/RESULTS.md "Memory"). Deeper formats count their bytes, so a 24 MP 16-bit RGBA PNG
 * (192 MB) is refused: it costs twice the time and holds nothing a scan of an ID needs.
 */
export const MAX_PNG_DATA_BYTES = MAX_IMAGE_PIXELS * 4 + MAX_IMAGE_SIDE;
export const MAX_PDF_PAGES = 20;
/**
 * A PDF's compressed streams together may inflate to at most this: a 10 MB file can otherwise expand
 * to gigabytes when its pages are read (checked on the raw bytes, stopping at the cap).
 */
export const MAX_PDF_INFLATED_BYTES = 50 * 1024 * 1024;
/**
 * The part of a PDF that is parsed into objects (everything outside streams, plus object streams
 * inflated) may be at most this; page content and images do not count. Real scans need a few KB;
 * 1 MB of the densest structure (numbers) already becomes ~50 MB of objects.
 */
export const MAX_PDF_STRUCTURE_BYTES = 1024 * 1024;
/**
 * The pages' content streams (drawing instructions) together may inflate to at most this: they are
 * decoded and recompressed when a page is drawn into the application. A scan needs a few KB per page.
 */
export const MAX_PDF_CONTENT_BYTES = 8 * 1024 * 1024;

/** Every refusal of an upload in one language; `type` and `tooLarge` are the spec's own German texts. */
export function uploadMessagesIn(locale: Locale) {
  const m = MESSAGES[locale];
  return {
    type: m['validation.upload.type'],
    tooLarge: m['validation.upload.tooLarge'],
    signatureType: m['validation.upload.signatureType'],
    tooManyPixels: format(m['validation.upload.tooManyPixels'], { megapixels: MAX_IMAGE_PIXELS / 1_000_000 }),
    unreadableImage: m['validation.upload.unreadableImage'],
    unreadablePdf: m['validation.upload.unreadablePdf'],
    interlacedPng: format(m['validation.upload.interlacedPng'], {
      megapixels: MAX_INTERLACED_PNG_PIXELS / 1_000_000,
    }),
    pdfTooComplex: m['validation.upload.pdfTooComplex'],
    pdfEncrypted: m['validation.upload.pdfEncrypted'],
    pdfActiveContent: m['validation.upload.pdfActiveContent'],
    pdfEmbeddedFiles: m['validation.upload.pdfEmbeddedFiles'],
    pdfInteractive: m['validation.upload.pdfInteractive'],
    notReceived: m['validation.upload.notReceived'],
    noFile: m['validation.upload.noFile'],
    unknownKind: m['validation.upload.unknownKind'],
    oneFilePerSide: m['validation.upload.oneFilePerSide'],
    notFound: m['validation.upload.notFound'],
    attached: m['validation.upload.attached'],
  };
}

export type UploadMessage = keyof ReturnType<typeof uploadMessagesIn>;

/** The German refusals, which the Worker answers with (with a code the browser can say in English). */
export const UPLOAD_MESSAGES = uploadMessagesIn('de');

/** The refusal codes of POST /api/uploads and the message each stands for (functions/routes/uploads.ts). */
export const UPLOAD_REFUSAL_CODES: Record<string, UploadMessage> = {
  unsupported_type: 'type',
  image_too_large: 'tooManyPixels',
  png_interlaced: 'interlacedPng',
  unreadable_image: 'unreadableImage',
  unreadable_pdf: 'unreadablePdf',
  pdf_too_complex: 'pdfTooComplex',
  pdf_encrypted: 'pdfEncrypted',
  pdf_active_content: 'pdfActiveContent',
  pdf_embedded_files: 'pdfEmbeddedFiles',
  pdf_interactive: 'pdfInteractive',
  too_large: 'tooLarge',
  invalid_form: 'notReceived',
  file_missing: 'noFile',
  invalid_kind: 'unknownKind',
  one_file_only: 'oneFilePerSide',
  not_found: 'notFound',
  attached: 'attached',
};

/**
 * The Worker's refusal of an upload in the page's language: the catalogue's text for its code (on a German
 * page the very message the Worker sent), or the German message as sent for a code this table does not know.
 */
export function uploadRefusalIn(locale: Locale, code: string, germanMessage: string): string {
  const message = UPLOAD_REFUSAL_CODES[code];
  // 'unsupported_type' also answers a signature that is not JPEG or PNG.
  if (message === 'type' && germanMessage === UPLOAD_MESSAGES.signatureType)
    return uploadMessagesIn(locale).signatureType;
  return message ? uploadMessagesIn(locale)[message] : germanMessage;
}

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

export function isUploadMime(value: unknown): value is UploadMime {
  return typeof value === 'string' && (UPLOAD_MIME_TYPES as readonly string[]).includes(value);
}

/** The types a file of this kind may have: signatures JPEG or PNG, ID copies and the name proof also PDF. */
export function mimeTypesFor(kind: UploadKind): readonly UploadMime[] {
  return kind === 'signature' || kind === 'partner-signature' ? SIGNATURE_MIME_TYPES : UPLOAD_MIME_TYPES;
}

/**
 * What the browser keeps of POST /api/uploads' answer: never the file itself (docs/architecture.md,
 * 'What the server decides').
 */
export interface UploadReceipt {
  id: string;
  /** Proves that this browser uploaded the file; opens its preview and deletion. */
  token: string;
  name: string;
  size: number;
  mime: string;
}

/** Upload tokens are 32 random bytes in base64url without padding. */
const UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A file uploaded through POST /api/uploads, proven by the token that only the uploading browser has. */
function uploadRefSchema(message: string) {
  return v.object(
    {
      id: v.pipe(v.string(message), v.uuid(message)),
      token: v.pipe(v.string(message), v.regex(UPLOAD_TOKEN_PATTERN, message)),
    },
    message,
  );
}

export type UploadRef = v.InferOutput<ReturnType<typeof uploadRefSchema>>;

/** An upload a request may leave out (undefined); null or a malformed one gives `message`. */
export function optionalUploadSchema(message: string) {
  return v.optional(uploadRefSchema(message));
}

/** A required upload; missing, null or malformed gives `message` (on the field itself when missing). */
export function requiredUploadSchema(message: string) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.check((value) => value !== null && value !== undefined, message),
    uploadRefSchema(message),
  );
}
