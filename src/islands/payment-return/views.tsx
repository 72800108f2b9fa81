// The screens of /extended-wizard. Each has exactly one h1; the container passes the ref that
// receives focus when the screen changes (use-heading-focus.ts).
import type { ReactNode, Ref } from 'react';
import { germanDate } from '../../domain/dates';
import type { OrderStatusName, OrderView } from './api';

type HeadingRef = Ref<HTMLHeadingElement>;

export function Heading({ headingRef, children }: { headingRef: HeadingRef; children: ReactNode }) {
  return (
    <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold sm:text-4xl">
      {children}
    </h1>
  );
}

/** Wording and links shared by the dead ends: something to read, then where to go. */
function Message({
  headingRef,
  title,
  children,
  actions,
}: {
  headingRef: HeadingRef;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div>
      <Heading headingRef={headingRef}>{title}</Heading>
      <div className="prose-text mt-4 space-y-3 text-lg">{children}</div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">{actions}</div>
    </div>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-5 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
    />
  );
}

export function LoadingView() {
  // The heading is for screen readers and axe; the visible text is the spec's 'Laden...'.
  return (
    <div>
      <h1 className="sr-only">Zahlungsbestätigung</h1>
      <p role="status" className="flex items-center gap-3 text-lg">
        <Spinner />
        Laden...
      </p>
    </div>
  );
}

export function NotFoundView({ headingRef }: { headingRef: HeadingRef }) {
  return (
    <Message
      headingRef={headingRef}
      title="Bestellung nicht gefunden"
      actions={
        <>
          <a href="/faq" className="btn-primary">
            Häufige Fragen
          </a>
          <a href="/" className="btn-secondary">
            Zur Startseite
          </a>
        </>
      }
    >
      <p>
        Zu diesem Link haben wir keine Bestellung gefunden. Vielleicht ist der Link unvollständig – bitte öffne ihn noch
        einmal so, wie du ihn nach der Zahlung erhalten hast.
      </p>
      <p>Wenn deine Zahlung eingegangen ist, erhältst du die Bestätigung in jedem Fall per E-Mail.</p>
    </Message>
  );
}

export function LoadErrorView({
  headingRef,
  message,
  onRetry,
}: {
  headingRef: HeadingRef;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Message
      headingRef={headingRef}
      title="Status konnte nicht geladen werden"
      actions={
        <>
          <button type="button" className="btn-primary" onClick={onRetry}>
            Erneut versuchen
          </button>
          <a href="/hilfe" className="link">
            Hilfe & Kontakt
          </a>
        </>
      }
    >
      <p>{message}</p>
    </Message>
  );
}

export function ConfirmingView({ headingRef }: { headingRef: HeadingRef }) {
  return (
    <div>
      <Heading headingRef={headingRef}>Zahlung wird bestätigt</Heading>
      <p className="mt-4 flex items-center gap-3 text-lg">
        <Spinner />
        Deine Zahlung wird bestätigt …
      </p>
      <p className="prose-text mt-3">Das dauert meist nur wenige Sekunden. Bitte schließe diese Seite noch nicht.</p>
    </div>
  );
}

export function ConfirmTimeoutView({ headingRef, onRetry }: { headingRef: HeadingRef; onRetry: () => void }) {
  return (
    <Message
      headingRef={headingRef}
      title="Die Bestätigung dauert länger"
      actions={
        <>
          <button type="button" className="btn-primary" onClick={onRetry}>
            Erneut prüfen
          </button>
          <a href="/hilfe" className="link">
            Hilfe & Kontakt
          </a>
        </>
      }
    >
      <p>
        Deine Zahlung ist bei uns noch nicht bestätigt. Bei manchen Zahlungsarten dauert das etwas länger. Sobald sie
        eingegangen ist, erhältst du eine Bestätigung per E-Mail.
      </p>
      <p>
        Bitte bezahle nicht noch einmal. Wenn du in den nächsten Stunden keine E-Mail von uns erhältst, hilft dir unser
        Support weiter.
      </p>
    </Message>
  );
}

const FAILED_TEXT: Partial<Record<OrderStatusName, { title: string; text: string }>> = {
  payment_failed: {
    title: 'Zahlung fehlgeschlagen',
    text: 'Deine Zahlung konnte nicht abgeschlossen werden. Bitte starte die Zahlung noch einmal.',
  },
  expired: {
    title: 'Zahlung abgelaufen',
    text: 'Die Zahlung wurde nicht rechtzeitig abgeschlossen. Bitte starte sie noch einmal.',
  },
};

/** payment_failed and expired: the customer can pay again from the wizard's last step. */
export function PaymentFailedView({ headingRef, status }: { headingRef: HeadingRef; status: OrderStatusName }) {
  const text = FAILED_TEXT[status] ?? FAILED_TEXT.payment_failed!;
  return (
    <Message
      headingRef={headingRef}
      title={text.title}
      actions={
        <>
          <a href="/app?schritt=3" className="btn-primary">
            Zurück zur Zahlung
          </a>
          <a href="/hilfe" className="link">
            Hilfe & Kontakt
          </a>
        </>
      }
    >
      <p>{text.text}</p>
    </Message>
  );
}

/** superseded or withdrawn: neither paid nor payable again through this link. */
export function InactiveView({ headingRef, status }: { headingRef: HeadingRef; status: OrderStatusName }) {
  return (
    <Message
      headingRef={headingRef}
      title="Diese Bestellung ist nicht mehr offen"
      actions={
        <>
          <a href="/hilfe" className="btn-primary">
            Hilfe & Kontakt
          </a>
          <a href="/" className="btn-secondary">
            Zur Startseite
          </a>
        </>
      }
    >
      <p>
        {status === 'withdrawn'
          ? 'Diese Bestellung wurde widerrufen.'
          : 'Für diese Bestellung wurde inzwischen eine neue Zahlung gestartet. Bitte nutze den Link aus deiner neuesten Zahlung.'}
      </p>
    </Message>
  );
}

const STEPS = [
  { title: 'Rechnung per E-Mail', text: 'Du erhältst deine Rechnung innerhalb weniger Minuten per E-Mail.' },
  {
    title: 'Antrag wird gestellt',
    text: 'Wir bereiten deinen Antrag vor und reichen ihn beim Kraftfahrt-Bundesamt ein.',
  },
  {
    title: 'Antwort per Post',
    text: 'Das Kraftfahrt-Bundesamt schickt dir die Auskunft per Post, in der Regel innerhalb von 5–14 Tagen.',
  },
];

/** 'Zahlung erfolgreich' with the order number and the three steps (spec §2); `children` is the partner part. */
export function PaidView({
  headingRef,
  order,
  children,
}: {
  headingRef: HeadingRef;
  order: OrderView;
  children?: ReactNode;
}) {
  const deadline = order.dispatchDeadline ? germanDate(order.dispatchDeadline) : null;
  return (
    <div>
      <Heading headingRef={headingRef}>Zahlung erfolgreich</Heading>
      <p className="mt-4 text-lg">Vielen Dank für deine Bestellung!</p>
      <p className="mt-2 text-lg">
        Deine Bestellnummer: <strong className="font-mono">{order.orderNumber}</strong>
      </p>
      {deadline && <p className="mt-1 text-slate-800">Versand deines Antrags spätestens am {deadline}.</p>}
      <h2 className="mt-10 text-xl font-bold">So geht es weiter</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold">{step.title}</h3>
            <p className="mt-1 text-slate-800">{step.text}</p>
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}

export function PartnerDoneView({ headingRef }: { headingRef: HeadingRef }) {
  return (
    <Message
      headingRef={headingRef}
      title="Daten übermittelt"
      actions={
        <a href="/" className="btn-primary">
          Zur Startseite
        </a>
      }
    >
      <p>Vielen Dank! Die zusätzlichen Daten wurden erfolgreich übermittelt.</p>
      <p>Die Anfrage für die zweite Person ist damit vollständig bei uns eingegangen und wird bearbeitet.</p>
      <p>Du erhältst eine Bestätigung per E-Mail.</p>
    </Message>
  );
}

/** Back from the checkout of a second person bought after payment, paid. */
export function AddonDoneView({ headingRef, total }: { headingRef: HeadingRef; total: string }) {
  return (
    <Message
      headingRef={headingRef}
      title="Zweite Person hinzugefügt"
      actions={
        <a href="/" className="btn-primary">
          Zur Startseite
        </a>
      }
    >
      <p>
        Vielen Dank! Deine Zahlung über {total} ist eingegangen, die zweite Person gehört jetzt zu deiner Bestellung.
      </p>
      <p>
        Du erhältst zwei E-Mails: die Bestätigung mit Rechnung und Vertragsbestätigung, und den persönlichen Link, über
        den die zweite Person ihren Ausweis und ihre Unterschrift ergänzt.
      </p>
    </Message>
  );
}

/** Back from the second person's checkout with a payment that settles later (SEPA direct debit). */
export function AddonProcessingView({ headingRef }: { headingRef: HeadingRef }) {
  return (
    <Message
      headingRef={headingRef}
      title="Zahlung für die zweite Person wird verarbeitet"
      actions={
        <a href="/" className="btn-primary">
          Zur Startseite
        </a>
      }
    >
      <p>
        Sobald deine Zahlung bestätigt ist, fügen wir die zweite Person deiner Bestellung hinzu und schicken dir die
        Bestätigung mit Rechnung per E-Mail.
      </p>
    </Message>
  );
}
