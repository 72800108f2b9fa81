import { useEffect, useMemo, useRef, useState } from 'react';
import type { Translate } from '../../domain/ui-messages';
import { track } from '../../lib/analytics';
import { WIZARD_STATE_KEY } from '../../lib/storage-keys';
import { completeSuccessPage } from '../../lib/success-snapshot';
import { useLocale, useLocalisedPath, useT, withPageLocale } from '../shared/locale';
import type { OrderView } from './api';
import { PartnerForm } from './PartnerForm';
import { forgetAddonDraft } from './addon-draft';
import { takeReturnQuery, withoutReturnParams, type ReturnQuery } from './query';
import { useHeadingFocus } from './use-heading-focus';
import { orderAwaitsPayment, useOrderPolling, type OrderLoad } from './use-order-polling';
import {
  AddonDoneView,
  AddonProcessingView,
  ConfirmTimeoutView,
  ConfirmingView,
  InactiveView,
  LoadErrorView,
  LoadingView,
  NotFoundView,
  PaidView,
  PartnerDoneView,
  PaymentFailedView,
} from './views';

type Screen =
  | 'loading'
  | 'not-found'
  | 'error'
  | 'confirming'
  | 'timeout'
  | 'paid'
  | 'failed'
  | 'inactive'
  | 'partner-done'
  | 'addon-done'
  | 'addon-processing';

/** Back from a second person's checkout, the page waits for that payment, not the order's. */
const addonAwaitsPayment = (order: OrderView) => order.secondPersonAddon?.status === 'awaiting_payment';

function screenOf(load: OrderLoad, partnerDone: boolean, addonReturn: boolean): Screen {
  if (load.kind !== 'order') return load.kind;
  const addon = load.order.secondPersonAddon;
  if (addonReturn && addon?.status === 'paid') return 'addon-done';
  if (addonReturn && addon?.status === 'processing') return 'addon-processing';
  if (load.order.paid) return partnerDone ? 'partner-done' : 'paid';
  return load.order.status === 'payment_failed' || load.order.status === 'expired' ? 'failed' : 'inactive';
}

/** What the polite live region says when the screen changes; the focused heading says the rest. */
function announcementOf(screen: Screen, order: OrderView | null, t: Translate): string {
  switch (screen) {
    case 'loading':
      return '';
    case 'confirming':
      return t('status.return.announce.confirming');
    case 'paid':
      return t('status.return.announce.paid', { orderNumber: order?.orderNumber ?? '' });
    case 'partner-done':
      return t('status.return.announce.partnerDone');
    case 'addon-done':
      return t('status.return.announce.addonDone');
    case 'addon-processing':
      return t('status.return.announce.addonProcessing');
    case 'timeout':
      return t('status.return.announce.timeout');
    case 'not-found':
      return t('status.return.announce.notFound');
    default:
      return t('status.return.announce.loaded');
  }
}

/** The package includes a second person whose data has not come yet. */
const partnerFormOpen = (order: OrderView) => order.requiresSecondPerson && !order.secondPersonSubmitted;

/** Once per page view and order: forget the wizard's data, keep the success snapshot, count the purchase. */
function onFirstPaid(order: OrderView) {
  try {
    completeSuccessPage({
      orderNumber: order.orderNumber,
      now: new Date(),
      local: localStorage,
      session: sessionStorage,
    });
    // Once the order exists the wizard keeps its state in the tab's sessionStorage (stores/wizard.ts).
    sessionStorage.removeItem(WIZARD_STATE_KEY);
  } catch {
    /* storage blocked: there is nothing stored to clear either */
  }
  // No personal data and no order number: plan, amount and number of extras only.
  track('success_page', { page: 'extended-wizard', plan: order.plan });
  track('purchase', {
    currency: 'EUR',
    value: order.totalCents / 100,
    plan: order.plan,
    extras_count: order.extras.length,
  });
}

/**
 * /extended-wizard: where the payment provider sends the customer back. The page trusts only the
 * Worker's answer: 'Zahlung erfolgreich' appears when the order reads paid, never merely because the
 * browser arrived at this URL (docs/architecture.md, 'What the server decides').
 * `locale`: the page's language (/en/extended-wizard: 'en').
 */
const PaymentReturn = withPageLocale(PaymentReturnPage);
export default PaymentReturn;

function PaymentReturnPage() {
  const t = useT();
  const locale = useLocale();
  const localised = useLocalisedPath();
  const [query, setQuery] = useState<ReturnQuery | null>(null);
  const [partnerDone, setPartnerDone] = useState(false);
  const trackedFor = useRef<string | null>(null);

  // The query exists only in the browser; the pre-rendered HTML shows 'Laden...'. Session id and
  // order number prove the order: read once, kept for this tab, then removed from the address bar.
  useEffect(() => {
    let session: Storage | null = null;
    try {
      session = window.sessionStorage;
    } catch {
      /* storage blocked: the query is still used for this page view */
    }
    setQuery(takeReturnQuery(window.location.href, session, new Date()));
    const clean = withoutReturnParams(window.location.href);
    if (clean !== null) history.replaceState(history.state, '', clean);
  }, []);

  const target = useMemo(
    () =>
      query === null
        ? null
        : query.isKnownFormat
          ? { orderNumber: query.orderNumber, proof: { sessionId: query.sessionId } }
          : false,
    [query],
  );
  const addonReturn = query?.addonReturn ?? false;
  const { load, retry } = useOrderPolling(target, addonReturn ? addonAwaitsPayment : orderAwaitsPayment, locale);
  const order = load.kind === 'order' ? load.order : null;
  const screen = screenOf(load, partnerDone, addonReturn);
  const headingRef = useHeadingFocus(screen);

  useEffect(() => {
    // The order's purchase was counted when its own payment came back, not again after the add-on's.
    if (screen === 'paid' && order && !addonReturn && trackedFor.current !== order.orderNumber) {
      trackedFor.current = order.orderNumber;
      onFirstPaid(order);
    }
  }, [screen, order, addonReturn]);

  useEffect(() => {
    // The second person is paid for: the tab no longer needs what was typed for it.
    if (screen === 'addon-done' || screen === 'addon-processing') forgetAddonDraft();
  }, [screen]);

  return (
    <>
      <p role="status" className="sr-only">
        {announcementOf(screen, order, t)}
      </p>
      {screen === 'loading' && <LoadingView />}
      {screen === 'not-found' && <NotFoundView headingRef={headingRef} />}
      {screen === 'error' && load.kind === 'error' && (
        <LoadErrorView headingRef={headingRef} message={load.message} onRetry={retry} />
      )}
      {screen === 'confirming' && <ConfirmingView headingRef={headingRef} />}
      {screen === 'timeout' && <ConfirmTimeoutView headingRef={headingRef} onRetry={retry} />}
      {screen === 'failed' && order && <PaymentFailedView headingRef={headingRef} status={order.status} />}
      {screen === 'inactive' && order && <InactiveView headingRef={headingRef} status={order.status} />}
      {screen === 'partner-done' && <PartnerDoneView headingRef={headingRef} />}
      {screen === 'addon-done' && order?.secondPersonAddon && (
        <AddonDoneView headingRef={headingRef} total={order.secondPersonAddon.total} />
      )}
      {screen === 'addon-processing' && <AddonProcessingView headingRef={headingRef} />}
      {screen === 'paid' && order && query && (
        <PaidView headingRef={headingRef} order={order}>
          {partnerFormOpen(order) && (
            <PartnerForm
              orderNumber={order.orderNumber}
              proof={{ sessionId: query.sessionId }}
              onSubmitted={() => setPartnerDone(true)}
            />
          )}
          {order.secondPersonOffered && (
            <PartnerForm
              orderNumber={order.orderNumber}
              proof={{ sessionId: query.sessionId }}
              onSubmitted={() => setPartnerDone(true)}
              addon={{ paymentOpen: addonAwaitsPayment(order) }}
            />
          )}
          {order.requiresSecondPerson && order.secondPersonSubmitted && (
            <p className="mt-10 rounded-lg border-l-4 border-green-700 bg-green-50 p-4 text-green-900">
              {t('status.return.partnerAlreadyIn')}
            </p>
          )}
          {!partnerFormOpen(order) && !order.secondPersonOffered && (
            <p className="mt-10">
              <a href={localised('/')} className="btn-primary">
                {t('status.home')}
              </a>
            </p>
          )}
        </PaidView>
      )}
    </>
  );
}
