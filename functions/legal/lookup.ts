// The archived legal texts as the Worker reads them: one version by id, checked against the schema
// on first use. The archive itself (./archive.ts, ./versions/) is written by `npm run legal:archive`.
import { ARCHIVED_LEGAL_VERSIONS } from './archive';
import { parseLegalDocument, type LegalDocument, type LegalText, type LegalVersions } from './legal-document';

/**
 * What orders placed before versions were recorded (evidence without `legalVersions`) were made
 * under: the texts in force when the archive began, unchanged since 22.11.2026.
 */
export const PRE_VERSIONING_LEGAL_VERSIONS: LegalVersions = {
  agb: '77f308f48e729956',
  privacy: '1b4300e2e4ac2f4f',
  confirmations: 'c0b7b24f6dad7927',
};

/** Archived versions by id, raw as bundled; tests pass their own to add fixture versions. */
export type LegalArchive = Readonly<Record<string, unknown>>;

/** One archived version; an id the archive does not hold is a deleted file, which must fail loudly. */
export function legalDocument(id: string, archive: LegalArchive = ARCHIVED_LEGAL_VERSIONS): LegalDocument {
  const raw = archive[id];
  if (raw === undefined) throw new Error(`legal archive: version ${id} is missing`);
  return parseLegalDocument(raw, id);
}

/** The AGB or the Datenschutzerklärung of that version; another kind there is a wrong id. */
export function legalText(id: string, kind: LegalText['kind'], archive?: LegalArchive): LegalText {
  const document = legalDocument(id, archive);
  if (document.kind !== kind) throw new Error(`legal archive: version ${id} is ${document.kind}, not ${kind}`);
  return document;
}
