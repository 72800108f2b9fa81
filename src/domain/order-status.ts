// Shared by browser and Worker: the states of an order (architecture.md §5).
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_processing',
  'paid',
  'payment_failed',
  'expired',
  'superseded',
  'submitted',
  'closed',
  'withdrawn',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
