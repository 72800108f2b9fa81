// One archived version of a legal text: the AGB or the Datenschutzerklärung as plain-text blocks
// (rendered from content/legal/*.md with every {{token}} filled), or the confirmation texts of the
// order form. A version's id is the start of the SHA-256 of its canonical JSON, so the same text
// always has the same id and a changed text can never overwrite an old one (functions/legal/versions/).
//
// Only erasable TypeScript syntax and explicit .ts imports: scripts/legal-archive.mjs runs this in Node.
import * as v from 'valibot';
import { sha256Hex } from '../lib/crypto.ts';

/** One block of a legal text, in reading order. Level 4 is a paragraph that is bold as a whole. */
export type LegalBlock =
  | { type: 'heading'; level: 2 | 3 | 4; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'item'; text: string }
  | { type: 'quote'; text: string };

/** The AGB ('agb') or the Datenschutzerklärung ('privacy'), as a page of the site showed it. */
export interface LegalText {
  kind: 'agb' | 'privacy';
  /** The page heading, e.g. 'Allgemeine Geschäftsbedingungen (AGB)'. */
  title: string;
  /** The frontmatter's `updated` date, 'YYYY-MM-DD'. */
  updated: string;
  blocks: LegalBlock[];
}

/** The checkbox labels of the order form (src/domain/confirmations.ts), by checkbox id. */
export interface ConfirmationTexts {
  kind: 'confirmations';
  title: string;
  /** CONFIRMATION_TEXT_VERSION, the date the wording was last changed. */
  updated: string;
  texts: Record<string, string>;
}

export type LegalDocument = LegalText | ConfirmationTexts;

/** Which version of each text an order was made under (recorded in its evidence). */
export interface LegalVersions {
  agb: string;
  privacy: string;
  confirmations: string;
}

/** Hex characters of the SHA-256 kept as the id: 64 bits, no collision between a few hundred versions. */
const VERSION_ID_LENGTH = 16;

const text = v.string();
const BlockSchema = v.variant('type', [
  v.object({ type: v.literal('heading'), level: v.picklist([2, 3, 4]), text }),
  v.object({ type: v.literal('paragraph'), text }),
  v.object({ type: v.literal('item'), text }),
  v.object({ type: v.literal('quote'), text }),
]);
const DATE = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

const LegalDocumentSchema = v.variant('kind', [
  v.object({ kind: v.picklist(['agb', 'privacy']), title: text, updated: DATE, blocks: v.array(BlockSchema) }),
  v.object({ kind: v.literal('confirmations'), title: text, updated: DATE, texts: v.record(v.string(), text) }),
]);

/** The document with its keys in one fixed order, so equal documents serialise to equal bytes. */
function canonical(doc: LegalDocument): LegalDocument {
  if (doc.kind === 'confirmations') {
    // The texts keep the order of the form's checkboxes.
    return { kind: doc.kind, title: doc.title, updated: doc.updated, texts: { ...doc.texts } };
  }
  const blocks = doc.blocks.map((b): LegalBlock => (b.type === 'heading' ? { ...b } : { type: b.type, text: b.text }));
  return { kind: doc.kind, title: doc.title, updated: doc.updated, blocks };
}

/** The document as it is archived and hashed. */
export function serialiseLegalDocument(doc: LegalDocument): string {
  return JSON.stringify(canonical(doc));
}

/** The version id: the first 16 hex characters of the SHA-256 of the canonical JSON. */
export async function legalVersionIdOf(doc: LegalDocument): Promise<string> {
  return (await sha256Hex(serialiseLegalDocument(doc))).slice(0, VERSION_ID_LENGTH);
}

/** Parses an archived file; a file that does not match is a broken archive, which must fail loudly. */
export function parseLegalDocument(raw: unknown, id: string): LegalDocument {
  const result = v.safeParse(LegalDocumentSchema, raw);
  if (!result.success) throw new Error(`legal archive: version ${id} does not match its schema`);
  return result.output;
}

/**
 * The blocks under a heading (exclusive) up to the next heading of the same or a higher level, e.g.
 * the Widerrufsbelehrung inside the AGB; null when the text has no such heading.
 */
export function sectionOf(doc: LegalText, heading: string): LegalBlock[] | null {
  const start = doc.blocks.findIndex((b) => b.type === 'heading' && b.text === heading);
  const head = doc.blocks[start];
  if (!head || head.type !== 'heading') return null;
  const rest = doc.blocks.slice(start + 1);
  const end = rest.findIndex((b) => b.type === 'heading' && b.level <= head.level);
  return end < 0 ? rest : rest.slice(0, end);
}
