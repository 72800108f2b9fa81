// The part of the message catalogue that pages' scripts and islands use (forms, the wizard, the status page,
// the payment return, validation): what the shared domain code reads, so a browser bundle carries these
// modules only. The Worker's mails and the build's page frame add theirs in messages.ts, the whole catalogue.
import * as consent from './catalogue/consent';
import * as formats from './catalogue/formats';
import * as forms from './catalogue/forms';
import * as formsPartner from './catalogue/forms-partner';
import * as nameProof from './catalogue/name-proof';
import * as offer from './catalogue/offer';
import * as paymentReturn from './catalogue/payment-return';
import * as status from './catalogue/status';
import * as statusActions from './catalogue/status-actions';
import * as statusLifecycle from './catalogue/status-lifecycle';
import * as validation from './catalogue/validation';
import * as wizard from './catalogue/wizard';
import * as wizardUpload from './catalogue/wizard-upload';
import { format, translatorOf } from './format-message';
import { LOCALES, type Locale } from './locales';

/** `A | B` → `A & B`: the modules' key sets, merged. */
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The modules, for the test that no two share a key. */
export const UI_CATALOGUE_MODULES = {
  formats,
  validation,
  consent,
  offer,
  wizard,
  wizardUpload,
  status,
  statusLifecycle,
  statusActions,
  paymentReturn,
  forms,
  formsPartner,
  nameProof,
};

const MODULES = Object.values(UI_CATALOGUE_MODULES);

/** One language's texts from every module. */
function catalogueIn(locale: Locale) {
  return Object.assign({}, ...MODULES.map((module) => module.texts[locale])) as UnionToIntersection<
    (typeof MODULES)[number]['texts'][Locale]
  >;
}

export type MessageKey = keyof ReturnType<typeof catalogueIn>;
export type Messages = Record<MessageKey, string>;

export const MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, catalogueIn(locale)])) as Record<
  Locale,
  Messages
>;

export { format };

/** The text of `key` in `locale`, its placeholders filled. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return translatorOf(MESSAGES[locale]);
}
