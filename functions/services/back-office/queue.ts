// The back office's order queue: its work lists (the filters "Heute" links to), one page of orders with
// what each needs (due today, overdue, a withdrawal, the second person), and the day's batch as a checklist.
import { planById, type PlanId } from '../../../src/domain/catalog';
import { berlinIsoDate } from '../../../src/domain/dates';
import { isOverdue } from '../../../src/domain/dispatch';
import { ORDER_STATUSES, POSTABLE_IN, type OrderStatus } from '../../../src/domain/order-lifecycle';
import { formatEuro } from '../../../src/domain/money';
import type { Env } from '../../env';
import type { Order } from '../../db/orders';
import { ordersDueBy, queuePage, type QueueEntry, type QueueOnly } from '../../db/order-queue';

/** The queue's filters: which states, and which work list ("Heute" links to each by its key). */
const QUEUE_FILTERS = {
  open: { statuses: ['paid', 'payment_processing', 'printed', 'correction_requested', 'second_person_due'] },
  // Every letter still to be made: paid, a correction after posting, a second person's own letter.
  due: { statuses: POSTABLE_IN, only: 'due' },
  overdue: { statuses: POSTABLE_IN, only: 'overdue' },
  withdrawals: { statuses: ORDER_STATUSES, only: 'open_withdrawals' },
  attention: { statuses: ORDER_STATUSES, only: 'attention' },
  submitted: { statuses: ['submitted', 'closed'] },
  all: { statuses: ORDER_STATUSES },
} satisfies Record<string, { statuses: readonly OrderStatus[]; only?: QueueOnly }>;

export type QueueFilterKey = keyof typeof QUEUE_FILTERS;
export const QUEUE_FILTER_KEYS = Object.keys(QUEUE_FILTERS) as QueueFilterKey[];
const QUEUE_PAGE_SIZE = 25;

function queueFilter(key: QueueFilterKey | OrderStatus): { statuses: readonly OrderStatus[]; only?: QueueOnly } {
  // Object.hasOwn: a status or key the query checked, never an inherited name ('constructor').
  return Object.hasOwn(QUEUE_FILTERS, key) ? QUEUE_FILTERS[key as QueueFilterKey] : { statuses: [key as OrderStatus] };
}

/** The second person's state: none asked for, data missing, ID copy missing, or complete. */
export function secondPersonOf(order: Order, partnerDocumentsComplete: boolean): 'none' | 'due' | 'data' | 'complete' {
  if (!order.requiresSecondPerson) return 'none';
  if (partnerDocumentsComplete) return 'complete';
  return order.partnerSubmittedAt ? 'data' : 'due';
}

/** One row of the queue as the back office lists it; `today` the German calendar day (YYYY-MM-DD). */
function queueItem(
  { order: o, hasWithdrawal, hasOpenWithdrawal, partnerDocumentsComplete, needsAttention, corrected }: QueueEntry,
  today: string,
) {
  return {
    orderNumber: o.orderNumber,
    status: o.status,
    plan: o.plan,
    planName: planById(o.plan).name,
    total: formatEuro(o.totalCents),
    name: `${o.personalData.firstName} ${o.personalData.lastName}`.trim(),
    email: o.email,
    dispatchDeadline: o.dispatchDeadline,
    overdue: POSTABLE_IN.includes(o.status) && isOverdue(o, today),
    dueToday: POSTABLE_IN.includes(o.status) && o.dispatchDeadline === today,
    withdrawal: hasOpenWithdrawal ? 'open' : hasWithdrawal ? 'answered' : null,
    needsAttention,
    corrected,
    secondPerson: secondPersonOf(o, partnerDocumentsComplete),
  };
}
export type QueueItem = ReturnType<typeof queueItem>;

export interface QueueRequest {
  /** A work list's key or a single status. */
  status: QueueFilterKey | OrderStatus;
  plan: PlanId | null;
  /** 1-based. */
  page: number;
  /** Lower case; '' for none. */
  search: string;
}

/** One page of the queue. */
export async function orderQueue(env: Env, request: QueueRequest, now: Date) {
  const filter = queueFilter(request.status);
  const today = berlinIsoDate(now);
  const { entries, total } = await queuePage(env.DB, {
    statuses: filter.statuses,
    only: filter.only ?? null,
    search: request.search,
    plan: request.plan,
    today,
    limit: QUEUE_PAGE_SIZE,
    offset: (request.page - 1) * QUEUE_PAGE_SIZE,
  });
  return {
    orders: entries.map((entry) => queueItem(entry, today)),
    total,
    page: request.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** The order's row as the queue shows it (due, overdue, withdrawal, …), or null when the queue does not list it. */
export async function queueItemOf(env: Env, order: Order, today: string): Promise<QueueItem | null> {
  const queue = await queuePage(env.DB, {
    statuses: ORDER_STATUSES,
    only: null,
    search: order.orderNumber.toLowerCase(),
    plan: null,
    today,
    limit: 5,
    offset: 0,
  });
  const entry = queue.entries.find((e) => e.order.orderNumber === order.orderNumber);
  return entry ? queueItem(entry, today) : null;
}

/** The orders the day's batch prints, in its order: the checklist after printing. */
export async function dailyBatchChecklist(env: Env, now: Date) {
  const today = berlinIsoDate(now);
  const due = await ordersDueBy(env.DB, today);
  return {
    today,
    orders: due.map((o) => ({
      orderNumber: o.orderNumber,
      name: `${o.personalData.firstName} ${o.personalData.lastName}`.trim(),
      plan: o.plan,
      planName: planById(o.plan).name,
      dispatchDeadline: o.dispatchDeadline,
      overdue: isOverdue(o, today),
      applications: o.partner ? 2 : 1,
    })),
  };
}
