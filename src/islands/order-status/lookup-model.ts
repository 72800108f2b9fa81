// The status page's two inputs, where they come from and how they are checked. Pure.
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

export const LOOKUP_MESSAGES = {
  orderNumberMissing: 'Bitte gib deine Bestellnummer ein.',
  orderNumberFormat: 'Die Bestellnummer beginnt mit PK-, zum Beispiel PK-1767225600000-ABCDEF.',
  tokenMissing: 'Bitte gib deinen Status-Code ein.',
  tokenTooLong: 'Der Status-Code ist zu lang.',
  notFound:
    'Zu dieser Bestellnummer und diesem Status-Code haben wir keine Bestellung gefunden. Bitte prüfe deine Eingaben.',
} as const;

/**
 * Reads `#bestellung=…&token=…`. The confirmation mail links here with a fragment because a
 * fragment never reaches a server, a log or a Referer header; a query string would.
 */
export function readFragment(hash: string): Partial<LookupValues> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const orderNumber = params.get('bestellung')?.trim();
  const token = params.get('token')?.trim();
  return { ...(orderNumber ? { orderNumber } : {}), ...(token ? { token } : {}) };
}

/** Order numbers are upper case; people type them any way. */
export function normalizeLookup(values: LookupValues): LookupValues {
  return { orderNumber: values.orderNumber.trim().toUpperCase(), token: values.token.trim() };
}

export function validateLookup(values: LookupValues): LookupErrors {
  const { orderNumber, token } = normalizeLookup(values);
  const errors: LookupErrors = {};
  if (!orderNumber) errors.orderNumber = LOOKUP_MESSAGES.orderNumberMissing;
  else if (!isOrderNumber(orderNumber)) errors.orderNumber = LOOKUP_MESSAGES.orderNumberFormat;
  if (!token) errors.token = LOOKUP_MESSAGES.tokenMissing;
  else if (token.length > 255) errors.token = LOOKUP_MESSAGES.tokenTooLong;
  return errors;
}
