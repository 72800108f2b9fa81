// The UI's words, one catalogue per language, used by Astro pages, islands and the Worker (mails, validation
// messages) alike, which is why it lives in the domain. The texts live in src/domain/catalogue, one module per
// part of the product, each key prefixed with its part; ui-messages.ts is the part browser code uses, this is
// the whole (the page frame, the checkout stand-in and the mails added). German is the source: its keys
// define the catalogue, and each module's other languages are typed against them (`texts`, one entry per
// registered language), so a key missing in a language (or one German lacks) fails `npm run check`;
// tests/unit/messages.test.ts also checks that every language says the same placeholders and links and that
// no two modules share a key. `{name}` in a text is filled by `format`.
import * as checkout from './catalogue/checkout';
import * as documents from './catalogue/documents';
import * as errors from './catalogue/errors';
import * as landing from './catalogue/landing';
import * as mailAccess from './catalogue/mail-access';
import * as mailCommon from './catalogue/mail-common';
import * as mailDispatch from './catalogue/mail-dispatch';
import * as mailNameProof from './catalogue/mail-name-proof';
import * as mailOrder from './catalogue/mail-order';
import * as mailSecondPerson from './catalogue/mail-second-person';
import * as mailWithdrawal from './catalogue/mail-withdrawal';
import * as operator from './catalogue/operator';
import * as pages from './catalogue/pages';
import * as site from './catalogue/site';
import { textsIn } from './catalogue-texts';
import { format, translatorOf } from './format-message';
import { LOCALES, type Locale } from './locales';
import { UI_CATALOGUE_MODULES } from './ui-catalogue';

/** The catalogue's modules, for the test that no two share a key. */
export const CATALOGUE_MODULES = {
  ...UI_CATALOGUE_MODULES,
  site,
  pages,
  landing,
  mailCommon,
  mailOrder,
  mailSecondPerson,
  mailWithdrawal,
  mailAccess,
  mailDispatch,
  mailNameProof,
  checkout,
  errors,
  operator,
  documents,
};

const MODULES = Object.values(CATALOGUE_MODULES);

/** One language's texts from every module. */
const catalogueIn = (locale: Locale) => textsIn(MODULES, locale);

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

/**
 * A text of the catalogue not yet said in a language: its key and its placeholders' values. A value may
 * itself be a text by key (a field's name inside a message), said in the same language.
 */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}
export type MessageParams = Record<string, string | number | MessageRef>;

/** `ref` in `locale`, its placeholders filled (texts by key first said in `locale` too). */
export function renderMessage(locale: Locale, { key, params = {} }: MessageRef): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? renderMessage(locale, value) : value,
    ]),
  );
  return format(MESSAGES[locale][key], values);
}
