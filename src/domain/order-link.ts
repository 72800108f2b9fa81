// Shared by browser and Worker: the fragment of a link mailed for one order (the status link, the second person's
// personal link), `#bestellung=…&token=…`. A fragment never reaches a server, a log or a Referer header; the
// Worker writes it into the mail, the page reads it in the browser (src/lib/order-link.ts), and both take its form
// from here.

/** The fragment's parameters: the order number and the link's token, both needed. */
export const ORDER_LINK_PARAMS = ['bestellung', 'token'] as const;

export interface OrderLink {
  orderNumber: string;
  token: string;
}

/** The fragment, `#` included, of the link for `orderNumber` with `token`. */
export const orderLinkFragment = (orderNumber: string, token: string): string =>
  `#${ORDER_LINK_PARAMS[0]}=${encodeURIComponent(orderNumber)}&${ORDER_LINK_PARAMS[1]}=${encodeURIComponent(token)}`;

/** Whether the fragment held a whole link: both parts. */
export const isWholeOrderLink = (link: Partial<OrderLink>): link is OrderLink => !!link.orderNumber && !!link.token;
