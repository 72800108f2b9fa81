import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../domain/locale-format';
import { fetchOrder, type OrderView } from '../payment-return/api';
import { PartnerForm } from '../payment-return/PartnerForm';
import { useHeadingFocus } from '../payment-return/use-heading-focus';
import { useLocale, useT, withPageLocale } from '../shared/locale';
import {
  LOOKUP_FIELD_IDS,
  lookupMessages,
  normalizeLookup,
  readFragment,
  validateLookup,
  type LookupErrors,
  type LookupValues,
} from './lookup-model';
import { CorrectionForm } from './CorrectionForm';
import { LetterCopy } from './LetterCopy';
import { NameProofUpload } from './NameProofUpload';
import { PartnerLinkResend } from './PartnerLinkResend';
import { SmsUpdates } from './SmsUpdates';
import { PostedCorrection } from './PostedCorrection';
import { StatusDetails } from './StatusDetails';
import { RequestStatusLink } from './RequestStatusLink';
import { StatusLookupForm } from './StatusLookupForm';

type View = 'form' | 'details';

/**
 * /status: the order status behind the link in the confirmation mail (`/status#bestellung=PK-…`).
 * Order number and status code come from the fragment or from the form, never from the query
 * string, and are kept in memory only. `locale`: the page's language (/en/status: 'en').
 */
const OrderStatus = withPageLocale(OrderStatusPage);
export default OrderStatus;

function OrderStatusPage() {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<LookupValues>({ orderNumber: '', token: '' });
  const [errors, setErrors] = useState<LookupErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<OrderView | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [view, setView] = useState<View>('form');
  const headingRef = useHeadingFocus(view);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);

  async function lookUp(input: LookupValues, { refresh = false } = {}) {
    const found = validateLookup(input, locale);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const { orderNumber, token } = normalizeLookup(input);
    setBusy(true);
    setAnnouncement(refresh ? t('status.announce.refreshing') : t('status.announce.loading'));
    const result = await fetchOrder(orderNumber, { statusToken: token }, locale);
    setBusy(false);
    setLinkExpired(result.status === 410);
    if (result.ok) {
      setOrder(result.data);
      setView('details');
      setAnnouncement(
        refresh
          ? t('status.announce.refreshed')
          : t('status.announce.loaded', { orderNumber: result.data.orderNumber }),
      );
      return;
    }
    // A refresh that fails keeps the details on screen; the live region says why.
    const message = result.status === 404 ? lookupMessages(locale).notFound : result.message;
    if (refresh) {
      setAnnouncement(message);
      setNotice(message);
      return;
    }
    setAnnouncement('');
    setView('form');
    setFailure(message);
    requestAnimationFrame(() => failureRef.current?.focus());
  }

  useEffect(() => {
    const fromLink = readFragment(window.location.hash);
    // The link's token is a key: out of the address bar (history, screen shares, shoulder views) at once.
    if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);
    // Keep anything typed before the island ran; the pre-rendered inputs were live already.
    const typed = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    const initial = {
      orderNumber: fromLink.orderNumber ?? typed(LOOKUP_FIELD_IDS.orderNumber),
      token: fromLink.token ?? typed(LOOKUP_FIELD_IDS.token),
    };
    setValues(initial);
    setReady(true);
    if (fromLink.orderNumber && fromLink.token) void lookUp(initial);
    // Runs once on load, with the values it has just read, not with state (the page's language never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function change(name: keyof LookupValues, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(validateLookup(next, locale));
  }

  const token = normalizeLookup(values).token;
  const canAddPartner =
    order !== null &&
    order.paid &&
    order.requiresSecondPerson &&
    !order.secondPersonSubmitted &&
    order.secondPersonAwaitedUntil !== null;
  // The second person's data is in, their documents are still awaited: their link can be mailed again.
  const partnerLinkResendable =
    order !== null &&
    order.requiresSecondPerson &&
    order.secondPersonSubmitted &&
    order.secondPersonAwaitedUntil !== null;
  // The customer's letter went alone: the second person's follows when their documents are in.
  const secondLetterFollows = order?.status === 'submitted' && order.secondPersonAwaitedUntil;

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {view === 'form' || order === null ? (
        <StatusLookupForm
          headingRef={headingRef}
          values={values}
          errors={errors}
          failure={failure}
          failureRef={failureRef}
          summaryRef={summaryRef}
          ready={ready}
          busy={busy}
          onChange={change}
          onSubmit={() => {
            setAttempted(true);
            void lookUp(values);
          }}
        >
          <RequestStatusLink orderNumber={values.orderNumber} expired={linkExpired} />
        </StatusLookupForm>
      ) : (
        <StatusDetails
          headingRef={headingRef}
          order={order}
          actions={
            <>
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => {
                  setNotice(null);
                  void lookUp(values, { refresh: true });
                }}
              >
                {busy ? t('status.loadingDots') : t('status.details.refresh')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setNotice(null);
                  setView('form');
                }}
              >
                {t('status.details.otherOrder')}
              </button>
            </>
          }
        >
          <div
            className={notice || canAddPartner || secondLetterFollows || partnerLinkResendable ? 'mt-10' : undefined}
          >
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
            {order.sms && <SmsUpdates orderNumber={order.orderNumber} statusToken={token} sms={order.sms} />}
            {partnerLinkResendable && <PartnerLinkResend orderNumber={order.orderNumber} statusToken={token} />}
            {canAddPartner && (
              <PartnerForm
                orderNumber={order.orderNumber}
                proof={{ statusToken: token }}
                showSkip={false}
                onSubmitted={() => {
                  setNotice(t('status.notice.partnerSubmitted'));
                  setOrder({ ...order, secondPersonSubmitted: true });
                  void lookUp(values, { refresh: true });
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
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
                statusToken={token}
                onSaved={(emailPending) => {
                  setNotice(emailPending ? t('status.notice.emailPending') : t('status.notice.corrected'));
                  void lookUp(values, { refresh: true });
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
              />
            )}
            {order.nameProof && (
              <NameProofUpload
                key={`${order.orderNumber}-${order.nameProof}`}
                orderNumber={order.orderNumber}
                statusToken={token}
                offer={order.nameProof}
                onSent={() => {
                  setNotice(t('nameProof.status.sent'));
                  void lookUp(values, { refresh: true });
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
              />
            )}
            {order.status === 'submitted' && order.correctionAfterPosting === 'available' && (
              <PostedCorrection
                orderNumber={order.orderNumber}
                statusToken={token}
                onSent={() => {
                  setNotice(t('status.notice.correctionSent'));
                  void lookUp(values, { refresh: true });
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
              />
            )}
            <LetterCopy
              orderNumber={order.orderNumber}
              statusToken={token}
              letterCopy={order.letterCopy}
              posted={order.status === 'submitted' || order.status === 'closed'}
            />
          </div>
        </StatusDetails>
      )}
    </>
  );
}
