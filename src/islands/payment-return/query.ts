// What the payment provider's success URL tells /extended-wizard: session_id and order_number.
// Both prove the order, so the page reads them once, keeps them for this tab (sessionStorage, for a
// reload) and removes them from the address bar, the history and what analytics could see.
import { isOrderNumber } from '../../domain/order-number';
import { PAYMENT_RETURN_KEY } from '../../lib/storage-keys';

export interface ReturnQuery {
  sessionId: string;
  orderNumber: string;
  /** False when the number cannot be one of ours (e.g. the spec's 'DEMO-…' default): no request is made. */
  isKnownFormat: boolean;
  /** Back from the checkout of a second person bought after payment (zweite_person=1), not the order's. */
  addonReturn: boolean;
}

/** The query parameters that carry the proof; removed from the URL once read. */
const RETURN_PARAMS = ['session_id', 'order_number', 'zweite_person'] as const;

/** The query with the spec's defaults: session 'demo-session', order 'DEMO-' + timestamp. */
function readReturnQuery(search: string, now: Date): ReturnQuery {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id')?.trim() || 'demo-session';
  const orderNumber = params.get('order_number')?.trim() || `DEMO-${now.getTime()}`;
  const addonReturn = params.get('zweite_person') === '1';
  return { sessionId, orderNumber, isKnownFormat: isOrderNumber(orderNumber), addonReturn };
}

/** The subset of the Web Storage API used here; tests pass a Map-backed fake. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The address without the proof parameters (other parameters and the fragment stay), or null when there were none. */
export function withoutReturnParams(href: string): string | null {
  const url = new URL(href);
  if (!RETURN_PARAMS.some((name) => url.searchParams.has(name))) return null;
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

/**
 * The return query of this page view: from the URL when it carries one (and then remembered for the
 * tab), else what the tab remembered, else the spec's defaults (not found).
 */
export function takeReturnQuery(href: string, session: KeyValueStorage | null, now: Date): ReturnQuery {
  const search = new URL(href).search;
  if (RETURN_PARAMS.some((name) => new URLSearchParams(search).has(name))) {
    const query = readReturnQuery(search, now);
    try {
      if (query.isKnownFormat)
        session?.setItem(
          PAYMENT_RETURN_KEY,
          JSON.stringify({ sessionId: query.sessionId, orderNumber: query.orderNumber }),
        );
    } catch {
      /* storage blocked: a reload then shows 'not found', the mail still has the status link */
    }
    return query;
  }
  try {
    const stored = JSON.parse(session?.getItem(PAYMENT_RETURN_KEY) ?? 'null') as Partial<ReturnQuery> | null;
    if (typeof stored?.sessionId === 'string' && typeof stored.orderNumber === 'string')
      return readReturnQuery(
        new URLSearchParams({ session_id: stored.sessionId, order_number: stored.orderNumber }).toString(),
        now,
      );
  } catch {
    /* unreadable: fall through to the defaults */
  }
  return readReturnQuery('', now);
}
