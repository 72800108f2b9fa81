// Shared by browser and Worker: the confirmations the customer ticks before ordering (step 3).
// The wizard renders its checkboxes' labels from confirmationLabelsIn(locale); the Worker
// records the German labels, CONFIRMATION_TEXT_VERSION and the language shown with the order as evidence of
// which wording was agreed to (German is binding; an English page shows a courtesy translation).
// Change a label (src/domain/catalogue/consent.ts) → change the version.
import * as v from 'valibot';
import type { Locale } from './locales';
import { MESSAGES } from './ui-messages';

/** Date of the current wording of the confirmation labels. */
export const CONFIRMATION_TEXT_VERSION = '2026-11-27';

/** The labels in one language. */
function confirmationLabelsIn(locale: Locale) {
  const m = MESSAGES[locale];
  return { agb: m['consent.agb'], privacy: m['consent.privacy'], noWithdrawal: m['consent.noWithdrawal'] };
}

/** The binding German labels, recorded with each order. */
export const CONFIRMATION_LABELS = confirmationLabelsIn('de');

export type ConfirmationId = keyof typeof CONFIRMATION_LABELS;
export const CONFIRMATION_IDS = Object.keys(CONFIRMATION_LABELS) as ConfirmationId[];

/** The legal document a confirmation refers to (its German page): its name in the label becomes a link. */
function confirmationDocumentsIn(locale: Locale): Partial<Record<ConfirmationId, { name: string; path: string }>> {
  const m = MESSAGES[locale];
  return {
    agb: { name: m['consent.agbName'], path: '/agb' },
    privacy: { name: m['consent.privacyName'], path: '/datenschutz' },
  };
}

/**
 * A label cut around its document's name, for rendering the name as a link: the text before it,
 * the document (if the label names one; its path is the German page's) and the text after it. Joined,
 * they are the label.
 */
export function confirmationLabelParts(
  id: ConfirmationId,
  locale: Locale = 'de',
): {
  before: string;
  document?: { name: string; path: string };
  after: string;
} {
  const label = confirmationLabelsIn(locale)[id];
  const document = confirmationDocumentsIn(locale)[id];
  const at = document ? label.indexOf(document.name) : -1;
  if (!document || at < 0) return { before: label, after: '' };
  return { before: label.slice(0, at), document, after: label.slice(at + document.name.length) };
}

/** The messages under an unticked box, in one language. */
function confirmationMessagesIn(locale: Locale) {
  const m = MESSAGES[locale];
  return {
    agb: m['validation.confirm.agb'],
    privacy: m['validation.confirm.privacy'],
    noWithdrawal: m['validation.confirm.noWithdrawal'],
  };
}

/** Step 2's own-ID checkbox, in the wizard and on the second person's page. */
export const IS_OWN_ID_LABEL = MESSAGES.de['consent.isOwnId'];

/** A checkbox that must be ticked; missing counts as not ticked, so the message is always ours. */
function mustBeTicked(message: string) {
  return v.pipe(v.optional(v.boolean(message), false), v.literal(true, message));
}

export function confirmationsSchemaIn(locale: Locale) {
  const messages = confirmationMessagesIn(locale);
  return v.object(
    {
      /** Terms (AGB) read and accepted. */
      agb: mustBeTicked(messages.agb),
      /** Privacy policy taken note of (information, not consent: the basis is the contract). */
      privacy: mustBeTicked(messages.privacy),
      /** Immediate start requested; the withdrawal right lapses on full performance (§ 356 Abs. 4 BGB). */
      noWithdrawal: mustBeTicked(messages.noWithdrawal),
    },
    MESSAGES[locale]['validation.invalidInput'],
  );
}

export const ConfirmationsSchema = confirmationsSchemaIn('de');

/** Step 2: the uploaded images show the customer's own ID. */
export function isOwnIdSchemaIn(locale: Locale) {
  return mustBeTicked(MESSAGES[locale]['validation.isOwnId.missing']);
}

export const IsOwnIdSchema = isOwnIdSchemaIn('de');

/** Every confirmation text of an order (the three boxes and the own-ID box) as a page in `locale` shows them. */
export function confirmationTextsShownIn(locale: Locale): Record<ConfirmationId | 'isOwnId', string> {
  return { ...confirmationLabelsIn(locale), isOwnId: MESSAGES[locale]['consent.isOwnId'] };
}
