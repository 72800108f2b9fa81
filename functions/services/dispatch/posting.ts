// A printed letter reaches the post: reported by the print service (`sent`) or marked by the operator
// for a letter printed by hand. One guarded transition printed → submitted with its effects: the ID
// copies, signatures and the envelope's file deleted (a durable job), the Plus/Pro copy kept and
// attached to the mail, the customer told. Reported twice, it happens once. When the second person's
// documents came while the customer's letter was already on its way, the order takes them at once
// for their own letter (second_person_due), in the same batch.
import { berlinIsoDate } from '../../../src/domain/dates';
import { formatPrice } from '../../../src/domain/locale-format';
import { translator } from '../../../src/domain/messages';
import { PRINTED_IN } from '../../../src/domain/order-lifecycle';
import type { Env } from '../../env';
import { enqueueJob } from '../../db/jobs';
import type { Letter } from '../../db/letters';
import { transitionStatements, runGuardedBatch, type Order } from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { includesLetterCopy } from './letter-copy';
import { SECOND_PERSON_REFUND_CENTS, secondPersonLetterStatements, secondPersonWait } from '../second-person/letter';
import { statusSmsStatements } from '../sms/status-sms';
import { applicationPostedMail } from './mails';

/**
 * The statements that post the order with `letter`, to run in one guarded batch together with
 * `extra` (the letter's own state, an audit row). False when the order was not printed any more.
 */
export async function postOrder(
  env: Env,
  order: Order,
  letter: Letter,
  at: string,
  detail: string,
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  const copyKey = includesLetterCopy(order) ? letter.letterKey : null;
  const wait = await secondPersonWait(env, order);
  // Pending after this letter: it went without the second person.
  const secondPersonPending = wait.pending && !letter.applicants.includes('partner');
  const ownLetter = letter.applicants.length === 1 && letter.applicants[0] === 'partner';
  const locale = order.customerLanguage;
  const sms = await statusSmsStatements(env, order, 'posted', `posted:${letter.id}`, at);
  return runGuardedBatch(env.DB, [
    ...transitionStatements(env.DB, order.orderNumber, PRINTED_IN, 'submitted', at, detail),
    ...sms,
    ...extra,
    // A corrected application (Korrekturoption) is posted once more: its deletion is a job of its own.
    enqueueJob(env.DB, { kind: 'delete_documents', orderNumber: order.orderNumber, round: letter.id }, at),
    ...(copyKey && letter.applicants.includes('main')
      ? [addTimeline(env.DB, order.orderNumber, at, 'letter_archived')]
      : []),
    ...(secondPersonPending && wait.complete ? secondPersonLetterStatements(env, order, new Date(at)) : []),
    enqueueMail(
      env.DB,
      `posted:${letter.id}`,
      applicationPostedMail({
        email: order.email,
        firstName: order.personalData.firstName,
        orderNumber: order.orderNumber,
        postedAt: at,
        letterKey: copyKey,
        secondPersonLetter: ownLetter
          ? { firstName: order.partner?.partnerData.firstName || translator(locale)('mail.partner.fallbackName') }
          : null,
        secondPersonFollows:
          secondPersonPending && !wait.complete && wait.endsAt
            ? { until: berlinIsoDate(wait.endsAt), refundText: formatPrice(SECOND_PERSON_REFUND_CENTS, locale) }
            : null,
        locale,
      }),
      at,
    ),
  ]);
}
