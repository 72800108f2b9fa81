// Reading a mailed order link's fragment in the browser (its form: src/domain/order-link.ts), with the same
// URLSearchParams as the inline script that picks the page's first screen from it (src/build/fragment-view-script.ts).
import { ORDER_LINK_PARAMS, type OrderLink } from '../domain/order-link';

/** What a fragment (`location.hash`) holds of a link: each part present and not blank, trimmed. */
export function readOrderLink(hash: string): Partial<OrderLink> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const [orderNumber, token] = ORDER_LINK_PARAMS.map((name) => params.get(name)?.trim());
  return { ...(orderNumber ? { orderNumber } : {}), ...(token ? { token } : {}) };
}
