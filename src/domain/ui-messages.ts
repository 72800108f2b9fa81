// The part of the message catalogue that pages' scripts and islands use (forms, the wizard, the status page,
// the payment return, validation): what the shared domain code reads, so a browser bundle carries these
// modules only. The Worker's mails and the build's page frame add theirs in messages.ts, the whole catalogue.
import * as consent from './catalogue/consent';
import * as forms from './catalogue/forms';
import * as nameProof from './catalogue/name-proof';
import * as offer from './catalogue/offer';
import * as paymentReturn from './catalogue/payment-return';
import * as status from './catalogue/status';
import * as statusActions from './catalogue/status-actions';
import * as statusLifecycle from './catalogue/status-lifecycle';
import * as validation from './catalogue/validation';
import * as wizard from './catalogue/wizard';
import { format, translatorOf } from './format-message';
import type { Locale } from './locales';

/** The modules, for the test that no two share a key. */
export const UI_CATALOGUE_MODULES = {
  validation,
  consent,
  offer,
  wizard,
  status,
  statusLifecycle,
  statusActions,
  paymentReturn,
  forms,
  nameProof,
};

const de = {
  ...validation.de,
  ...consent.de,
  ...offer.de,
  ...wizard.de,
  ...status.de,
  ...statusLifecycle.de,
  ...statusActions.de,
  ...paymentReturn.de,
  ...forms.de,
  ...nameProof.de,
};

export type MessageKey = keyof typeof de;
export type Messages = Record<MessageKey, string>;

const en: Messages = {
  ...validation.en,
  ...consent.en,
  ...offer.en,
  ...wizard.en,
  ...status.en,
  ...statusLifecycle.en,
  ...statusActions.en,
  ...paymentReturn.en,
  ...forms.en,
  ...nameProof.en,
};

export const MESSAGES: Record<Locale, Messages> = { de, en };

export { format };

/** The text of `key` in `locale`, its placeholders filled. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return translatorOf(MESSAGES[locale]);
}
