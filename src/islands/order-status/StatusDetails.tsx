import type { ReactNode, Ref } from 'react';
import type { OrderView } from '../payment-return/api';
import { THREE_WEEKS_HINT, eventLabel, extraNames, nextSteps, planName, statusLabel } from './labels';
import { germanDate, germanDateTime } from '../../domain/dates';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-[14rem_1fr]">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The order as the Worker reports it, in German: facts, next steps, the three-week hint, the history. */
export function StatusDetails({
  headingRef,
  order,
  children,
  actions,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  order: OrderView;
  /** The partner form or its confirmation, when the order has a second person. */
  children?: ReactNode;
  actions: ReactNode;
}) {
  const extras = extraNames(order.extras);
  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold sm:text-4xl">
        Status deiner Bestellung
      </h1>
      <dl className="mt-6 max-w-2xl">
        <Row term="Bestellnummer">
          <span className="font-mono">{order.orderNumber}</span>
        </Row>
        <Row term="Status">{statusLabel(order.status)}</Row>
        {order.customer && (
          <Row term="Antrag für">
            {order.customer.name}, {order.customer.place}
          </Row>
        )}
        {order.email && <Row term="E-Mail-Adresse">{order.email}</Row>}
        <Row term="Paket">
          {planName(order.plan)}
          {extras.length > 0 && <span className="font-normal"> mit {extras.join(', ')}</span>}
        </Row>
        <Row term="Gesamtbetrag">{order.total} (inkl. MwSt.)</Row>
        <Row term="Versand an das KBA spätestens am">
          {order.dispatchDeadline ? (
            germanDate(order.dispatchDeadline)
          ) : (
            <span className="font-normal">wird nach der Zahlung festgelegt</span>
          )}
        </Row>
      </dl>

      <section aria-labelledby="status-next-title" className="mt-10">
        <h2 id="status-next-title" className="text-xl font-bold">
          So geht es weiter
        </h2>
        <ul className="prose-text mt-3 list-disc pl-6">
          {nextSteps(order.status, order.dispatchDeadline).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
          {THREE_WEEKS_HINT}{' '}
          <a href="/hilfe" className="link">
            Hilfe & Kontakt
          </a>
        </p>
      </section>

      {children}

      <section aria-labelledby="status-history-title" className="mt-10">
        <h2 id="status-history-title" className="text-xl font-bold">
          Verlauf
        </h2>
        <ol className="mt-3 space-y-2 border-l-2 border-slate-300 pl-4">
          {order.timeline.map((entry, index) => (
            <li key={`${entry.at}-${entry.event}-${index}`}>
              <time dateTime={entry.at} className="block text-sm text-slate-700">
                {germanDateTime(entry.at)}
              </time>
              <span className="text-slate-900">{eventLabel(entry.event)}</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">{actions}</div>
    </div>
  );
}
