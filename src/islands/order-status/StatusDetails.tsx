import type { ReactNode, Ref } from 'react';
import { formatDateTime } from '../../domain/date-time-format';
import { formatDate } from '../../domain/locale-format';
import { APPLICATION_LOCALE } from '../../domain/locales';
import type { OrderView } from '../payment-return/api';
import { localisedEuro } from '../payment-return/prices';
import { useLocale, useLocalisedPath, useT } from '../shared/locale';
import { eventLabel, extraNames, nextSteps, planName, statusLabel } from './labels';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-[14rem_1fr]">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The order as the Worker reports it, in the page's language: facts, next steps, the three-week hint, the
 * history. English pages say that the application and the KBA's answer are German.
 */
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
  const t = useT();
  const locale = useLocale();
  const localised = useLocalisedPath();
  const extras = extraNames(order.extras, locale);
  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold sm:text-4xl">
        {t('status.details.title')}
      </h1>
      {locale !== APPLICATION_LOCALE && (
        <p className="mt-4 max-w-2xl rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
          {t('status.germanApplicationNote')}
        </p>
      )}
      <dl className="mt-6 max-w-2xl">
        <Row term={t('status.orderNumber')}>
          <span className="font-mono">{order.orderNumber}</span>
        </Row>
        <Row term={t('status.details.status')}>{statusLabel(order.status, locale)}</Row>
        {order.customer && (
          <Row term={t('status.details.applicant')}>
            {order.customer.name}, {order.customer.place}
          </Row>
        )}
        {order.email && <Row term={t('status.details.email')}>{order.email}</Row>}
        <Row term={t('status.details.package')}>
          {planName(order.plan)}
          {extras.length > 0 && (
            <span className="font-normal"> {t('status.details.withExtras', { extras: extras.join(', ') })}</span>
          )}
        </Row>
        <Row term={t('status.details.total')}>
          {t('status.details.totalValue', { total: localisedEuro(order.total, order.totalCents, locale) })}
        </Row>
        <Row term={t('status.details.dispatchBy')}>
          {order.dispatchDeadline ? (
            formatDate(order.dispatchDeadline, locale)
          ) : (
            <span className="font-normal">{t('status.details.dispatchPending')}</span>
          )}
        </Row>
      </dl>

      <section aria-labelledby="status-next-title" className="mt-10">
        <h2 id="status-next-title" className="text-xl font-bold">
          {t('status.nextTitle')}
        </h2>
        <ul className="prose-text mt-3 list-disc pl-6">
          {nextSteps(order.status, order.dispatchDeadline, locale).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
          {t('status.threeWeeksHint')}{' '}
          <a href={localised('/hilfe')} className="link">
            {t('status.help')}
          </a>
        </p>
      </section>

      {children}

      <section aria-labelledby="status-history-title" className="mt-10">
        <h2 id="status-history-title" className="text-xl font-bold">
          {t('status.details.history')}
        </h2>
        <ol className="mt-3 space-y-2 border-l-2 border-slate-300 pl-4">
          {order.timeline.map((entry, index) => (
            <li key={`${entry.at}-${entry.event}-${index}`}>
              <time dateTime={entry.at} className="block text-sm text-slate-700">
                {formatDateTime(entry.at, locale)}
              </time>
              <span className="text-slate-900">{eventLabel(entry.event, locale)}</span>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">{actions}</div>
    </div>
  );
}
