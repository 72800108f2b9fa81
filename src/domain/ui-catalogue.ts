// The part of the message catalogue that pages' scripts and islands use (forms, the wizard, the status page,
// the payment return, validation): its modules and one language's texts from all of them. The Worker, the
// build and the tests hold every language (ui-texts.ts); a page's script holds its own only
// (src/lib/ui-texts-page.ts). package.json's "#ui-texts" picks the one for where the code runs.
import * as consent from './catalogue/consent';
import * as cookie from './catalogue/cookie';
import * as formats from './catalogue/formats';
import * as forms from './catalogue/forms';
import * as formsPartner from './catalogue/forms-partner';
import * as formsWithdrawal from './catalogue/forms-withdrawal';
import * as nameProof from './catalogue/name-proof';
import * as offer from './catalogue/offer';
import * as paymentReturn from './catalogue/payment-return';
import * as search from './catalogue/search';
import * as status from './catalogue/status';
import * as statusActions from './catalogue/status-actions';
import * as statusLifecycle from './catalogue/status-lifecycle';
import * as validation from './catalogue/validation';
import * as wizard from './catalogue/wizard';
import * as wizardReview from './catalogue/wizard-review';
import * as wizardUpload from './catalogue/wizard-upload';
import { textsIn } from './catalogue-texts';
import type { Locale } from './locales';

/** The modules, for the test that no two share a key. */
export const UI_CATALOGUE_MODULES = {
  formats,
  validation,
  consent,
  cookie,
  offer,
  wizard,
  wizardUpload,
  wizardReview,
  status,
  statusLifecycle,
  statusActions,
  paymentReturn,
  forms,
  formsPartner,
  formsWithdrawal,
  nameProof,
  search,
};

const MODULES = Object.values(UI_CATALOGUE_MODULES);

/** One language's texts from every module. */
export function uiTextsIn(locale: Locale) {
  return textsIn(MODULES, locale);
}

export type MessageKey = keyof ReturnType<typeof uiTextsIn>;
export type Messages = Record<MessageKey, string>;
