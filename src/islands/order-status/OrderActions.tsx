import { useRef } from 'react';
import { formatDate } from '../../domain/locale-format';
import type { OrderView } from '../payment-return/api';
import { PartnerForm } from '../payment-return/PartnerForm';
import { useLocale, useT } from '../shared/locale';
import { CorrectionForm } from './CorrectionForm';
import { LetterCopy } from './LetterCopy';
import { NameProofUpload } from './NameProofUpload';
import { PartnerLinkResend } from './PartnerLinkResend';
import { PostedCorrection } from './PostedCorrection';
import { SmsUpdates } from './SmsUpdates';

/**
 * What the customer can do with their order on /status (second person, corrections, name proof, SMS, letter copy),
 * and the notice of what they just did. Its own module, which the page loads with import() only once an order is
 * looked up: someone typing into the lookup form waits for none of it.
 */
export function OrderActions({
  order,
  statusToken,
  notice,
  onDone,
}: {
  order: OrderView;
  statusToken: string;
  /** What the last action did, or why the last refresh failed. */
  notice: string | null;
  /** An action succeeded: `message` becomes the notice, `changed` applies until the order is read again. */
  onDone: (message: string, changed?: Partial<OrderView>) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const done = (message: string, changed?: Partial<OrderView>) => {
    onDone(message, changed);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const canAddPartner =
    order.paid && order.requiresSecondPerson && !order.secondPersonSubmitted && order.secondPersonAwaitedUntil !== null;
  // The second person's data is in, their documents are still awaited: their link can be mailed again.
  const partnerLinkResendable =
    order.requiresSecondPerson && order.secondPersonSubmitted && order.secondPersonAwaitedUntil !== null;
  // The customer's letter went alone: the second person's follows when their documents are in.
  const secondLetterFollows = order.status === 'submitted' && order.secondPersonAwaitedUntil;

  return (
    <div className={notice || canAddPartner || secondLetterFollows || partnerLinkResendable ? 'mt-10' : undefined}>
      <p
        ref={noticeRef}
        tabIndex={-1}
        className={notice ? 'rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900' : 'sr-only'}
      >
        {notice}
      </p>
      {secondLetterFollows && (
        <p className="mb-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
          {t('status.notice.secondLetterFollows', { date: formatDate(secondLetterFollows, locale) })}
        </p>
      )}
      {order.sms && <SmsUpdates orderNumber={order.orderNumber} statusToken={statusToken} sms={order.sms} />}
      {partnerLinkResendable && <PartnerLinkResend orderNumber={order.orderNumber} statusToken={statusToken} />}
      {canAddPartner && (
        <PartnerForm
          orderNumber={order.orderNumber}
          proof={{ statusToken }}
          showSkip={false}
          onSubmitted={() => done(t('status.notice.partnerSubmitted'), { secondPersonSubmitted: true })}
        />
      )}
      {order.printed && (
        <p className="mt-10 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
          {order.correctionAfterPosting === 'available'
            ? t('status.notice.printedCorrectable')
            : t('status.notice.printed')}
        </p>
      )}
      {order.correctable && (
        <CorrectionForm
          key={order.orderNumber}
          orderNumber={order.orderNumber}
          statusToken={statusToken}
          onSaved={(emailPending) =>
            done(emailPending ? t('status.notice.emailPending') : t('status.notice.corrected'))
          }
        />
      )}
      {order.nameProof && (
        <NameProofUpload
          key={`${order.orderNumber}-${order.nameProof}`}
          orderNumber={order.orderNumber}
          statusToken={statusToken}
          offer={order.nameProof}
          onSent={() => done(t('nameProof.status.sent'))}
        />
      )}
      {order.status === 'submitted' && order.correctionAfterPosting === 'available' && (
        <PostedCorrection
          orderNumber={order.orderNumber}
          statusToken={statusToken}
          onSent={() => done(t('status.notice.correctionSent'))}
        />
      )}
      <LetterCopy
        orderNumber={order.orderNumber}
        statusToken={statusToken}
        letterCopy={order.letterCopy}
        posted={order.status === 'submitted' || order.status === 'closed'}
      />
    </div>
  );
}
