// What the payment provider's success URL tells /extended-wizard (spec §2): session_id and order_number.
import { isOrderNumber } from '../../domain/order-number';

export interface ReturnQuery {
  sessionId: string;
  orderNumber: string;
  /** False when the number cannot be one of ours (e.g. the spec's 'DEMO-…' default): no request is made. */
  isKnownFormat: boolean;
}

/** The query with the spec's defaults: session 'demo-session', order 'DEMO-' + timestamp. */
export function readReturnQuery(search: string, now: Date): ReturnQuery {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id')?.trim() || 'demo-session';
  const orderNumber = params.get('order_number')?.trim() || `DEMO-${now.getTime()}`;
  return { sessionId, orderNumber, isKnownFormat: isOrderNumber(orderNumber) };
}
