// The shared schemas (src/domain) carry their messages as texts, in German as the Worker builds them, because
// the browser shows them as they are. A refusal carries catalogue keys instead, so each schema message becomes
// its key here, looked up by its whole text in an index of the catalogue. The index is built from the same
// catalogue the schemas take their texts from, so rewording a text changes both; a text two keys share
// counts only if both read the same in every language; a text with filled placeholders is known only as
// listed in FILLED_SCHEMA_MESSAGES. tests/worker/schema-messages.test.ts walks every schema the Worker checks
// input with and fails on any message this index does not know.
import type * as v from 'valibot';
import { CONTACT_LIMITS, CONTACT_MIN } from '../../src/domain/contact';
import { toFieldErrors } from '../../src/domain/field-errors';
import { LETTER_RESOLUTION_MAX, LETTER_RESOLUTION_MIN } from '../../src/domain/letter-resolution';
import { LOCALES } from '../../src/domain/locales';
import { MESSAGES, renderMessage, type MessageKey, type MessageRef } from '../../src/domain/messages';
import { WITHDRAWAL_LIMITS } from '../../src/domain/withdrawal';
import type { FieldRefusal } from './refusal';

const KEYS = Object.keys(MESSAGES.de) as MessageKey[];
const hasPlaceholders = (key: MessageKey) => /\{\w+\}/.test(MESSAGES.de[key]);

/** The second person's form names each field in its messages ('{label} des Partners ist erforderlich'). */
const PARTNER_FIELDS = KEYS.filter((key) => key.startsWith('forms.partner.field.'));
const PARTNER_LABELLED = KEYS.filter((key) => key.startsWith('forms.partner.') && MESSAGES.de[key].includes('{label}'));

/** The schema messages that fill placeholders, with the values the schemas fill them with. */
const FILLED_SCHEMA_MESSAGES: readonly MessageRef[] = [
  { key: 'forms.contact.nameTooLong', params: { max: CONTACT_LIMITS.name } },
  { key: 'forms.contact.subjectRequired', params: { min: CONTACT_MIN.subject } },
  { key: 'forms.contact.subjectTooLong', params: { max: CONTACT_LIMITS.subject } },
  { key: 'forms.contact.messageRequired', params: { min: CONTACT_MIN.message } },
  { key: 'forms.contact.messageTooLong', params: { max: CONTACT_LIMITS.message } },
  { key: 'forms.withdrawal.statementTooLong', params: { max: WITHDRAWAL_LIMITS.statement } },
  { key: 'operator.letterNoteRequired', params: { min: LETTER_RESOLUTION_MIN } },
  { key: 'operator.letterNoteTooLong', params: { max: LETTER_RESOLUTION_MAX } },
  ...PARTNER_LABELLED.flatMap((key) => PARTNER_FIELDS.map((field) => ({ key, params: { label: { key: field } } }))),
];

/** What a field error says when its schema gave no message of ours (valibot's own, e.g. for a body that is no object). */
const UNNAMED_SCHEMA_MESSAGE: MessageRef = { key: 'validation.invalidInput' };

const sayTheSame = (a: MessageRef, b: MessageRef) =>
  LOCALES.every((locale) => renderMessage(locale, a) === renderMessage(locale, b));

let index: Map<string, MessageRef | null> | undefined;

/** German text → its key (null: texts of keys that differ in another language). Built on first use. */
function schemaMessageIndex(): Map<string, MessageRef | null> {
  if (index) return index;
  index = new Map();
  const plain = KEYS.filter((key) => !hasPlaceholders(key)).map((key): MessageRef => ({ key }));
  for (const ref of [...plain, ...FILLED_SCHEMA_MESSAGES]) {
    const text = renderMessage('de', ref);
    const known = index.get(text);
    if (known === undefined) index.set(text, ref);
    else if (known !== null && !sayTheSame(known, ref)) index.set(text, null);
  }
  return index;
}

/** The key (and values) of a schema's German message; undefined when the catalogue does not name it unambiguously. */
export function schemaMessageRef(text: string): MessageRef | undefined {
  return schemaMessageIndex().get(text) ?? undefined;
}

/** Valibot's issues as field refusals: the first per field, each by its message's key. */
export function fieldRefusalsOf(issues: readonly v.BaseIssue<unknown>[]): FieldRefusal[] {
  return toFieldErrors(issues).map(({ path, message }) => ({
    path,
    ...(schemaMessageRef(message) ?? UNNAMED_SCHEMA_MESSAGE),
  }));
}
