// The operator's day: what the start page "Heute" counts, the Pro orders counting down to
// their hand-over, and the contact inbox with its answer deadlines and answers by e-mail through the outbox.
import site from '../../../content/site.json';
import { LETTER_NEEDS_HAND, lettersForBackOffice, type Letter } from '../../db/letters';
import { formatEuro } from '../../../src/domain/money';
import { planById } from '../../../src/domain/catalog';
import { berlinIsoDate, germanDate, germanDateTime } from '../../../src/domain/dates';
import { expectedPostingDay, isOverdue } from '../../../src/domain/dispatch';
import { DEFAULT_LOCALE } from '../../../src/domain/locales';
import { proPriorityDeadline, proPriorityText } from '../../../src/domain/priority';
import { timeLeftText } from '../../../src/domain/support';
import regular from '../../assets/fonts/DejaVuSans.ttf';
import bold from '../../assets/fonts/DejaVuSans-Bold.ttf';
import type { Env } from '../../env';
import {
  findInboxMessage,
  listInbox,
  markContactMessageAnswered,
  type InboxMessage,
  type InboxState,
} from '../../db/contact-messages';
import { audit } from '../../db/operators';
import { findOrder, requireOneChange, runGuardedBatch, type Order } from '../../db/orders';
import { queueCounts, type QueueCounts } from '../../db/order-queue';
import { enqueueMail } from '../../db/outbox';
import { proOrdersAwaitingHandOver } from '../../db/pro-priority';
import type { Actor } from './order-actions';
import { printServiceCutoff } from '../dispatch/provider';
import { contactAnswerMail } from '../contact/mails';
import { renderCoverSheet } from './cover-sheet';

export interface InboxEntry extends InboxMessage {
  /** When the answer is due (decided on receipt, services/contact/messages.ts). */
  answerBy: string;
  /** Open and past its deadline. */
  late: boolean;
  /** Open: "noch 3 Std. 20 Min." or "überfällig seit 1 Std. 5 Min." at the time asked; answered: null. */
  timeLeft: string | null;
}

function withDeadline(message: InboxMessage, now: Date): InboxEntry {
  const answerBy = new Date(message.replyDueAt);
  const open = message.handledAt === null;
  return {
    ...message,
    answerBy: message.replyDueAt,
    late: open && answerBy <= now,
    timeLeft: open ? timeLeftText(answerBy, now) : null,
  };
}

/** The inbox: open messages by their answer deadline (the next one due on top), then answered ones newest first. */
export async function inbox(env: Env, state: InboxState, now: Date): Promise<InboxEntry[]> {
  return (await listInbox(env.DB, state)).map((m) => withDeadline(m, now));
}

/** A Pro order whose letter is not with the print service yet, and how long it may still take. */
interface ProHandOver {
  orderNumber: string;
  paidAt: string;
  /** 'paid' (no letter yet) or 'printed' (made, not handed over). */
  status: string;
  /** proPriorityDeadline of the payment (src/domain/priority.ts). */
  handOverBy: string;
  late: boolean;
  /** "Pro: noch 1 Std. 35 Min." or "Pro: überfällig" at the time asked. */
  timeLeft: string;
}

/** The Pro orders awaiting their hand-over, the next deadline first. */
async function proHandOvers(env: Env, now: Date): Promise<ProHandOver[]> {
  const items: ProHandOver[] = [];
  for (const order of await proOrdersAwaitingHandOver(env.DB)) {
    const deadline = proPriorityDeadline(new Date(order.paidAt), site.dispatchCutoff);
    if (!deadline) continue;
    items.push({
      ...order,
      handOverBy: deadline.toISOString(),
      late: deadline <= now,
      timeLeft: proPriorityText(deadline, now),
    });
  }
  return items.sort((a, b) => a.handOverBy.localeCompare(b.handOverBy));
}

export interface TodaySummary extends QueueCounts {
  /** 'YYYY-MM-DD' in Germany. */
  today: string;
  /** Unanswered contact messages, the next deadline first. */
  openMessages: InboxEntry[];
  /** Pro orders not yet with the print service, with the time left for their priority hand-over. */
  proHandOvers: ProHandOver[];
  /** Letters made today and every letter still on its way or needing a hand, with the day's print cost. */
  letters: { cost: string; items: TodayLetter[] };
}

/**
 * A letter for the print service that should be at the post by now: handed over (or still waiting to be)
 * on a day before today, counting the print service's own cut-off. Letters printed by hand follow the
 * order's dispatch deadline instead.
 */
function isLetterOverdue(letter: Letter, today: string, cutoff: string): boolean {
  if (letter.channel === 'manual' || (letter.state !== 'handed_over' && letter.state !== 'stored')) return false;
  return expectedPostingDay(new Date(letter.handedOverAt ?? letter.createdAt), cutoff) < today;
}

interface TodayLetter {
  orderNumber: string;
  channel: string;
  state: string;
  createdAt: string;
  sentAt: string | null;
  price: string | null;
  /** At the print service (or waiting for it) past the day it should have been posted, without news. */
  overdue: boolean;
  needsHand: boolean;
}

/** Everything "Heute" shows; each number is the size of a filtered list the page links to. */
export async function todaySummary(env: Env, now: Date): Promise<TodaySummary> {
  const today = berlinIsoDate(now);
  const cutoff = printServiceCutoff(env);
  const [counts, openMessages, pro, letters] = await Promise.all([
    queueCounts(env.DB, today),
    inbox(env, 'open', now),
    proHandOvers(env, now),
    lettersForBackOffice(
      env.DB,
      // From about midnight German time (one hour early in summer: a letter more, never one fewer).
      new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 3600_000).toISOString(),
    ),
  ]);
  return {
    today,
    ...counts,
    openMessages,
    proHandOvers: pro,
    letters: {
      cost: formatEuro(letters.costCents),
      items: letters.letters.map((l) => ({
        orderNumber: l.orderNumber,
        channel: l.channel,
        state: l.state,
        createdAt: l.createdAt,
        sentAt: l.sentAt,
        price: l.priceCents === null ? null : formatEuro(l.priceCents),
        overdue: isLetterOverdue(l, today, cutoff),
        needsHand: LETTER_NEEDS_HAND.includes(l.state) && l.resolvedAt === null,
      })),
    },
  };
}

export type AnswerOutcome = 'answered' | 'not_found' | 'already_answered';

/**
 * Answers a contact message by e-mail: the mail is queued in the outbox, the message marked answered
 * (contact_messages.handled_at) and the answer audited, in one batch that only commits when this
 * call marked it; a second operator answering at the same moment sends nothing.
 */
export async function answerContactMessage(
  env: Env,
  id: string,
  answer: string,
  actor: Actor,
  now: Date,
): Promise<AnswerOutcome> {
  const message = await findInboxMessage(env.DB, id);
  if (!message) return 'not_found';
  if (message.handledAt) return 'already_answered';
  const at = now.toISOString();
  // The frame of the answer (greeting, quote) in the language of the sender's own order, if any.
  const order = message.orderNumber && message.senderIsOrderEmail ? await findOrder(env.DB, message.orderNumber) : null;
  const committed = await runGuardedBatch(env.DB, [
    markContactMessageAnswered(env.DB, id, at),
    requireOneChange(env.DB),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      contactAnswerMail({
        to: message.email,
        name: message.name,
        subject: message.subject,
        receivedAt: message.createdAt,
        message: message.message,
        answer,
        supportEmail: env.SUPPORT_EMAIL,
        orderNumber: message.orderNumber,
        locale: order?.customerLanguage ?? DEFAULT_LOCALE,
      }),
      at,
    ),
    audit(env.DB, {
      at,
      ...actor,
      action: 'contact_answered',
      orderNumber: message.orderNumber,
      detail: id,
    }),
  ]);
  return committed ? 'answered' : 'already_answered';
}

/** The cover sheet of the day's batch: the due orders in the batch's order (see routes/admin/orders.ts). */
export function coverSheetFor(orders: readonly Order[], now: Date): Promise<Uint8Array> {
  const today = berlinIsoDate(now);
  return renderCoverSheet(
    { regular, bold },
    {
      day: germanDate(today),
      printedAt: germanDateTime(now),
      rows: orders.map((order) => ({
        orderNumber: order.orderNumber,
        name: `${order.personalData.firstName} ${order.personalData.lastName}`,
        planName: planById(order.plan).name,
        deadline: order.dispatchDeadline ? germanDate(order.dispatchDeadline) : '–',
        overdue: isOverdue(order, today),
        applications: order.partner ? 2 : 1,
      })),
    },
  );
}
