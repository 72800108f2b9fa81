// Shared by browser and Worker: what may be uploaded (spec §5 "Step 2 (upload)", §9 "File limit").
// The browser refuses a file before it leaves with these limits and messages (src/lib/upload-rules.ts);
// POST /api/uploads decides again from the file's bytes with the same ones (functions/routes/uploads.ts,
// functions/services/file-inspection.ts). The order request refers to a stored file by id and token.
import * as v from 'valibot';

/** What a file is for: the customer's ID front and back and signature, and the second person's. */
export const UPLOAD_KINDS = [
  'front',
  'back',
  'signature',
  'partner-front',
  'partner-back',
  'partner-signature',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** 10 MB (spec §9 "File limit"). */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** The types we store, decided by the Worker from the file's first bytes. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];

/** A signature is printed on the application, so it must be an image. */
export const SIGNATURE_MIME_TYPES = ['image/jpeg', 'image/png'] as const satisfies readonly UploadMime[];

/** File names the browser accepts when it does not know a file's type. */
export const UPLOAD_FILE_NAME_PATTERN = /\.(jpe?g|png|pdf)$/i;

/** Larger than any phone camera; a 40 MP RGBA bitmap already needs 160 MB to decode. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_PDF_PAGES = 20;

/** Every refusal of an upload, in German; `type` and `tooLarge` are the spec's own texts. */
export const UPLOAD_MESSAGES = {
  type: 'Nur JPG, PNG und PDF Dateien sind erlaubt.',
  tooLarge: 'Datei ist zu groß. Maximum 10MB erlaubt.',
  signatureType: 'Für die Unterschrift sind nur JPG und PNG erlaubt.',
  tooManyPixels: `Das Bild hat zu viele Pixel (höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixel). Bitte lade ein kleineres Foto hoch.`,
  unreadableImage: 'Das Bild konnte nicht gelesen werden. Bitte lade ein anderes Foto hoch.',
  unreadablePdf: 'Die PDF-Datei konnte nicht gelesen werden. Bitte lade eine andere Datei hoch.',
  notReceived: 'Die Datei konnte nicht empfangen werden. Bitte versuche es erneut.',
  noFile: 'Bitte wähle eine Datei aus.',
  unknownKind: 'Unbekannte Upload-Art.',
  oneFilePerSide: 'Bitte lade eine Datei pro Seite hoch.',
  notFound: 'Datei nicht gefunden.',
  attached: 'Diese Datei gehört bereits zu einer Bestellung.',
} as const;

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

export function isUploadMime(value: unknown): value is UploadMime {
  return typeof value === 'string' && (UPLOAD_MIME_TYPES as readonly string[]).includes(value);
}

/** The types a file of this kind may have: signatures JPEG or PNG, ID copies also PDF. */
export function mimeTypesFor(kind: UploadKind): readonly UploadMime[] {
  return kind === 'signature' || kind === 'partner-signature' ? SIGNATURE_MIME_TYPES : UPLOAD_MIME_TYPES;
}

/** What the browser keeps of POST /api/uploads' answer: never the file itself (architecture §7.2). */
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

/** A required upload; missing, null or malformed gives `message` (on the field itself when missing). */
export function requiredUploadSchema(message: string) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.check((value) => value !== null && value !== undefined, message),
    uploadRefSchema(message),
  );
}
