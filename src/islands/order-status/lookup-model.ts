// The status page's two inputs, where they come from and how they are checked. Pure.
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import { MESSAGES } from '../../domain/ui-messages';
import { isOrderNumber } from '../../domain/order-number';

export interface LookupValues {
  orderNumber: string;
  token: string;
}
export type LookupErrors = Partial<Record<keyof LookupValues, string>>;

export const LOOKUP_FIELD_IDS: Record<keyof LookupValues, string> = {
  orderNumber: 'status-order-number',
  token: 'status-token',
};

/** The lookup's messages in `locale`. */
export function lookupMessages(locale: Locale = DEFAULT_LOCALE) {
  const messages = MESSAGES[locale];
  return {
    orderNumberMissing: messages['status.lookup.orderNumberMissing'],
    orderNumberFormat: messages['status.lookup.orderNumberFormat'],
    tokenMissing: messages['status.lookup.tokenMissing'],
    tokenTooLong: messages['status.lookup.tokenTooLong'],
    notFound: messages['status.lookup.notFound'],
  };
}

/** Order numbers are upper case; people type them any way. */
export function normalizeLookup(values: LookupValues): LookupValues {
  return { orderNumber: values.orderNumber.trim().toUpperCase(), token: values.token.trim() };
}

export function validateLookup(values: LookupValues, locale: Locale = DEFAULT_LOCALE): LookupErrors {
  const messages = lookupMessages(locale);
  const { orderNumber, token } = normalizeLookup(values);
  const errors: LookupErrors = {};
  if (!orderNumber) errors.orderNumber = messages.orderNumberMissing;
  else if (!isOrderNumber(orderNumber)) errors.orderNumber = messages.orderNumberFormat;
  if (!token) errors.token = messages.tokenMissing;
  else if (token.length > 255) errors.token = messages.tokenTooLong;
  return errors;
}
