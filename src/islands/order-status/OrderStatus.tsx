import { useEffect, useRef, useState } from 'react';
import { germanDate } from '../../domain/dates';
import { fetchOrder, type OrderView } from '../payment-return/api';
import { PartnerForm } from '../payment-return/PartnerForm';
import { useHeadingFocus } from '../payment-return/use-heading-focus';
import {
  LOOKUP_FIELD_IDS,
  LOOKUP_MESSAGES,
  normalizeLookup,
  readFragment,
  validateLookup,
  type LookupErrors,
  type LookupValues,
} from './lookup-model';
import { CorrectionForm } from './CorrectionForm';
import { LetterCopy } from './LetterCopy';
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
 * string, and are kept in memory only.
 */
export default function OrderStatus() {
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
    const found = validateLookup(input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const { orderNumber, token } = normalizeLookup(input);
    setBusy(true);
    setAnnouncement(refresh ? 'Status wird aktualisiert …' : 'Status wird geladen …');
    const result = await fetchOrder(orderNumber, { statusToken: token });
    setBusy(false);
    setLinkExpired(result.status === 410);
    if (result.ok) {
      setOrder(result.data);
      setView('details');
      setAnnouncement(refresh ? 'Status aktualisiert.' : `Status geladen: ${result.data.orderNumber}.`);
      return;
    }
    // A refresh that fails keeps the details on screen; the live region says why.
    const message = result.status === 404 ? LOOKUP_MESSAGES.notFound : result.message;
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
    // Runs once on load, with the values it has just read, not with state.
  }, []);

  function change(name: keyof LookupValues, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(validateLookup(next));
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
                {busy ? 'Wird geladen...' : 'Status aktualisieren'}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setNotice(null);
                  setView('form');
                }}
              >
                Andere Bestellung abfragen
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
                Dein Antrag ist versendet. Der Antrag der zweiten Person folgt als eigener Brief, sobald sie Ausweis und
                Unterschrift über ihren persönlichen Link ergänzt hat – spätestens bis {germanDate(secondLetterFollows)}
                . Kommen die Unterlagen bis dahin nicht, erstatten wir dir den Preis für die zweite Person.
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
                  setNotice(
                    'Vielen Dank! Die Daten der zweiten Person wurden übermittelt. Du erhältst eine Bestätigung per E-Mail.',
                  );
                  setOrder({ ...order, secondPersonSubmitted: true });
                  void lookUp(values, { refresh: true });
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
              />
            )}
            {order.printed && (
              <p className="mt-10 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
                Dein Antrag ist bereits gedruckt und auf dem Weg zum Kraftfahrt-Bundesamt. Änderungen sind jetzt nicht
                mehr möglich
                {order.correctionAfterPosting === 'available'
                  ? ' – nach dem Versand kannst du mit deiner Korrekturoption einmal korrigieren.'
                  : '. Schreib uns, wenn etwas nicht stimmt.'}
              </p>
            )}
            {order.correctable && (
              <CorrectionForm
                key={order.orderNumber}
                orderNumber={order.orderNumber}
                statusToken={token}
                onSaved={(emailPending) => {
                  setNotice(
                    emailPending
                      ? 'Wir haben einen Bestätigungslink an die neue E-Mail-Adresse gesendet. Erst nach der Bestätigung ändert sie sich; die bisherige Adresse erhält eine Nachricht.'
                      : 'Deine Angaben wurden gespeichert. Wir drucken deinen Antrag mit den neuen Daten.',
                  );
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
                  setNotice('Deine Korrektur ist angekommen. Wir versenden einen korrigierten Antrag.');
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
