import { useEffect, useRef, useState } from 'react';
import { isWholeOrderLink, type OrderLink } from '../../domain/order-link';
import { readOrderLink } from '../../lib/order-link';
import { fetchOrder, type OrderView } from '../payment-return/api';
import { useHeadingFocus } from '../payment-return/use-heading-focus';
import { useLocale, useT, withPageLocale } from '../shared/locale';
import {
  LOOKUP_FIELD_IDS,
  lookupMessages,
  normalizeLookup,
  validateLookup,
  type LookupErrors,
  type LookupValues,
} from './lookup-model';
import type * as OrderActionsExports from './OrderActions';
import { StatusDetails } from './StatusDetails';
import { RequestStatusLink } from './RequestStatusLink';
import { StatusLoading } from './StatusLoading';
import { StatusLookupForm } from './StatusLookupForm';

type View = 'loading' | 'form' | 'details';
type OrderActionsModule = typeof OrderActionsExports;

/** The actions' module, or null when it could not be loaded (no connection, or a page older than the site). */
const loadOrderActions = (): Promise<OrderActionsModule | null> => import('./OrderActions').catch(() => null);

/** What the page's address holds of a status link; nothing during the server's render, which has no address. */
const linkInAddress = (): Partial<OrderLink> => (typeof location === 'undefined' ? {} : readOrderLink(location.hash));

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
  const [actionsModule, setActionsModule] = useState<OrderActionsModule | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Read as the island first renders: with a whole link, the screen the page showed for it (./StatusLoading.tsx).
  const [fromLink] = useState(linkInAddress);
  const [view, setView] = useState<View>(isWholeOrderLink(fromLink) ? 'loading' : 'form');
  // From loading to the form a link failed to open: the focus goes to the reason (lookUp), not to the heading.
  const headingRef = useHeadingFocus(view === 'details' ? 'details' : 'form');
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
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
    // The order and what can be done with it load side by side: the details appear whole, in one step.
    const [result, loaded] = await Promise.all([
      fetchOrder(orderNumber, { statusToken: token }, locale),
      loadOrderActions(),
    ]);
    setBusy(false);
    setLinkExpired(result.status === 410);
    if (result.ok && loaded) {
      setOrder(result.data);
      setActionsModule(loaded);
      setView('details');
      setAnnouncement(
        refresh
          ? t('status.announce.refreshed')
          : t('status.announce.loaded', { orderNumber: result.data.orderNumber }),
      );
      return;
    }
    // A refresh that fails keeps the details on screen; the live region says why.
    let message = t('status.noConnection'); // the order came, the module for the details did not
    if (!result.ok) message = result.status === 404 ? lookupMessages(locale).notFound : result.message;
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
    if (isWholeOrderLink(fromLink)) void lookUp(initial);
    // Runs once on load, with the link read as the island first rendered (the page's language never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function change(name: keyof LookupValues, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(validateLookup(next, locale));
  }

  const token = normalizeLookup(values).token;

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {view === 'loading' ? (
        <StatusLoading headingRef={headingRef} />
      ) : view === 'form' || order === null || actionsModule === null ? (
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
          <actionsModule.OrderActions
            order={order}
            statusToken={token}
            notice={notice}
            onDone={(message, changed) => {
              setNotice(message);
              if (changed) setOrder({ ...order, ...changed });
              void lookUp(values, { refresh: true });
            }}
          />
        </StatusDetails>
      )}
    </>
  );
}
