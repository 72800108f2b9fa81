// Shared by browser and Worker: the confirmations the customer ticks before ordering (spec §2 step 3,
// §5 "Step 3"). The wizard renders its checkboxes' labels from CONFIRMATION_LABELS; the Worker records
// them and CONFIRMATION_TEXT_VERSION with the order as evidence of which wording was agreed to.
// Change a label → change the version.
import * as v from 'valibot';

/** Date of the current wording of CONFIRMATION_LABELS. */
export const CONFIRMATION_TEXT_VERSION = '2026-11-22';

export const CONFIRMATION_LABELS = {
  agb: 'Ich habe die AGB gelesen und akzeptiere sie.',
  privacy: 'Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Daten einverstanden.',
  noWithdrawal:
    'Ich verlange ausdrücklich, dass ihr sofort mit der Ausführung beginnt, und weiß, dass mein Widerrufsrecht mit vollständiger Erfüllung des Vertrags erlischt.',
} as const;

export type ConfirmationId = keyof typeof CONFIRMATION_LABELS;
export const CONFIRMATION_IDS = Object.keys(CONFIRMATION_LABELS) as ConfirmationId[];

/** The legal document a confirmation refers to: its name in the label becomes a link to the page. */
export const CONFIRMATION_DOCUMENTS: Partial<Record<ConfirmationId, { name: string; path: string }>> = {
  agb: { name: 'AGB', path: '/agb' },
  privacy: { name: 'Datenschutzerklärung', path: '/datenschutz' },
};

/**
 * A label cut around its document's name, for rendering the name as a link: the text before it,
 * the document (if the label names one) and the text after it. Joined, they are the label.
 */
export function confirmationLabelParts(id: ConfirmationId): {
  before: string;
  document?: { name: string; path: string };
  after: string;
} {
  const label = CONFIRMATION_LABELS[id];
  const document = CONFIRMATION_DOCUMENTS[id];
  const at = document ? label.indexOf(document.name) : -1;
  if (!document || at < 0) return { before: label, after: '' };
  return { before: label.slice(0, at), document, after: label.slice(at + document.name.length) };
}

export const CONFIRMATION_MESSAGES = {
  agb: 'Bestätigung erforderlich',
  privacy: 'Datenschutzerklärung muss akzeptiert werden',
  noWithdrawal: 'Bestätigung erforderlich',
} as const;

/** Step 2's own-ID checkbox, in the wizard and on the second person's page. */
export const IS_OWN_ID_LABEL = 'Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.';

/** Step 2's own-ID checkbox message (spec §5 "Step 2"). */
export const IS_OWN_ID_MESSAGE = 'Bitte bestätige, dass es sich um deinen eigenen Ausweis handelt.';

/** A checkbox that must be ticked; missing counts as not ticked, so the message is always ours. */
function mustBeTicked(message: string) {
  return v.pipe(v.optional(v.boolean(message), false), v.literal(true, message));
}

export const ConfirmationsSchema = v.object(
  {
    /** Terms (AGB) read and accepted. */
    agb: mustBeTicked(CONFIRMATION_MESSAGES.agb),
    /** Privacy policy read, consent to processing. */
    privacy: mustBeTicked(CONFIRMATION_MESSAGES.privacy),
    /** Immediate start requested; the withdrawal right lapses on full performance (§ 356 Abs. 4 BGB). */
    noWithdrawal: mustBeTicked(CONFIRMATION_MESSAGES.noWithdrawal),
  },
  'Ungültige Eingabe',
);

export type Confirmations = v.InferOutput<typeof ConfirmationsSchema>;

/** Step 2: the uploaded images show the customer's own ID. */
export const IsOwnIdSchema = mustBeTicked(IS_OWN_ID_MESSAGE);
