// The screens of /extended-wizard. Each has exactly one h1; the container passes the ref that
// receives focus when the screen changes (use-heading-focus.ts).
import type { ReactNode, Ref } from 'react';
import { formatDate } from '../../domain/locale-format';
import type { MessageKey } from '../../domain/ui-messages';
import { useLocale, useLocalisedPath, useT } from '../shared/locale';
import type { OrderStatusName, OrderView } from './api';
import { localisedEuro } from './prices';

type HeadingRef = Ref<HTMLHeadingElement>;

function Heading({ headingRef, children }: { headingRef: HeadingRef; children: ReactNode }) {
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

/** The link to Hilfe & Kontakt, in the page's language. */
function HelpLink({ className = 'link' }: { className?: string }) {
  const t = useT();
  const localised = useLocalisedPath();
  return (
    <a href={localised('/hilfe')} className={className}>
      {t('status.help')}
    </a>
  );
}

function HomeLink({ className }: { className: string }) {
  const t = useT();
  const localised = useLocalisedPath();
  return (
    <a href={localised('/')} className={className}>
      {t('status.home')}
    </a>
  );
}

export function LoadingView() {
  const t = useT();
  // The heading is for screen readers and axe; the visible text is the spec's 'Laden...'.
  return (
    <div>
      <h1 className="sr-only">{t('status.return.loadingTitle')}</h1>
      <p role="status" className="flex items-center gap-3 text-lg">
        <Spinner />
        {t('status.return.loading')}
      </p>
    </div>
  );
}

export function NotFoundView({ headingRef }: { headingRef: HeadingRef }) {
  const t = useT();
  const localised = useLocalisedPath();
  return (
    <Message
      headingRef={headingRef}
      title={t('status.return.notFoundTitle')}
      actions={
        <>
          <a href={localised('/faq')} className="btn-primary">
            {t('status.faq')}
          </a>
          <HomeLink className="btn-secondary" />
        </>
      }
    >
      <p>{t('status.return.notFoundText')}</p>
      <p>{t('status.return.notFoundMail')}</p>
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
  const t = useT();
  return (
    <Message
      headingRef={headingRef}
      title={t('status.return.loadErrorTitle')}
      actions={
        <>
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t('status.retry')}
          </button>
          <HelpLink />
        </>
      }
    >
      <p>{message}</p>
    </Message>
  );
}

export function ConfirmingView({ headingRef }: { headingRef: HeadingRef }) {
  const t = useT();
  return (
    <div>
      <Heading headingRef={headingRef}>{t('status.return.confirmingTitle')}</Heading>
      <p className="mt-4 flex items-center gap-3 text-lg">
        <Spinner />
        {t('status.return.confirmingText')}
      </p>
      <p className="prose-text mt-3">{t('status.return.confirmingHint')}</p>
    </div>
  );
}

export function ConfirmTimeoutView({ headingRef, onRetry }: { headingRef: HeadingRef; onRetry: () => void }) {
  const t = useT();
  return (
    <Message
      headingRef={headingRef}
      title={t('status.return.timeoutTitle')}
      actions={
        <>
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t('status.return.checkAgain')}
          </button>
          <HelpLink />
        </>
      }
    >
      <p>{t('status.return.timeoutText')}</p>
      <p>{t('status.return.timeoutAdvice')}</p>
    </Message>
  );
}

const FAILED_TEXT: Partial<Record<OrderStatusName, { title: MessageKey; text: MessageKey }>> = {
  payment_failed: { title: 'status.return.failedTitle', text: 'status.return.failedText' },
  expired: { title: 'status.return.expiredTitle', text: 'status.return.expiredText' },
};

/** payment_failed and expired: the customer can pay again from the wizard's last step. */
export function PaymentFailedView({ headingRef, status }: { headingRef: HeadingRef; status: OrderStatusName }) {
  const t = useT();
  const localised = useLocalisedPath();
  const text = FAILED_TEXT[status] ?? FAILED_TEXT.payment_failed!;
  return (
    <Message
      headingRef={headingRef}
      title={t(text.title)}
      actions={
        <>
          <a href={`${localised('/app')}?schritt=3`} className="btn-primary">
            {t('status.return.backToPayment')}
          </a>
          <HelpLink />
        </>
      }
    >
      <p>{t(text.text)}</p>
    </Message>
  );
}

/** superseded or withdrawn: neither paid nor payable again through this link. */
export function InactiveView({ headingRef, status }: { headingRef: HeadingRef; status: OrderStatusName }) {
  const t = useT();
  return (
    <Message
      headingRef={headingRef}
      title={t('status.return.inactiveTitle')}
      actions={
        <>
          <HelpLink className="btn-primary" />
          <HomeLink className="btn-secondary" />
        </>
      }
    >
      <p>{status === 'withdrawn' ? t('status.return.withdrawn') : t('status.return.superseded')}</p>
    </Message>
  );
}

const STEPS: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'status.return.step1Title', text: 'status.return.step1Text' },
  { title: 'status.return.step2Title', text: 'status.return.step2Text' },
  { title: 'status.return.step3Title', text: 'status.return.step3Text' },
];

/** 'Zahlung erfolgreich' with the order number and the three steps; `children` is the partner part. */
export function PaidView({
  headingRef,
  order,
  children,
}: {
  headingRef: HeadingRef;
  order: OrderView;
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const deadline = order.dispatchDeadline ? formatDate(order.dispatchDeadline, locale) : null;
  return (
    <div>
      <Heading headingRef={headingRef}>{t('status.return.paidTitle')}</Heading>
      <p className="mt-4 text-lg">{t('status.return.thanks')}</p>
      <p className="mt-2 text-lg">
        {t('status.return.orderNumber')} <strong className="font-mono">{order.orderNumber}</strong>
      </p>
      {deadline && <p className="mt-1 text-slate-800">{t('status.return.dispatchBy', { date: deadline })}</p>}
      <h2 className="mt-10 text-xl font-bold">{t('status.nextTitle')}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold">{t(step.title)}</h3>
            <p className="mt-1 text-slate-800">{t(step.text)}</p>
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}

export function PartnerDoneView({ headingRef }: { headingRef: HeadingRef }) {
  const t = useT();
  return (
    <Message
      headingRef={headingRef}
      title={t('status.return.partnerDoneTitle')}
      actions={<HomeLink className="btn-primary" />}
    >
      <p>{t('status.return.partnerDoneThanks')}</p>
      <p>{t('status.return.partnerDoneComplete')}</p>
      <p>{t('status.return.confirmationMail')}</p>
    </Message>
  );
}

/** Back from the checkout of a second person bought after payment, paid. `total` as the Worker writes it (German). */
export function AddonDoneView({ headingRef, total }: { headingRef: HeadingRef; total: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Message
      headingRef={headingRef}
      title={t('status.return.addonDoneTitle')}
      actions={<HomeLink className="btn-primary" />}
    >
      <p>{t('status.return.addonDoneThanks', { total: localisedEuro(total, null, locale) })}</p>
      <p>{t('status.return.addonDoneMails')}</p>
    </Message>
  );
}

/** Back from the second person's checkout with a payment that settles later (SEPA direct debit). */
export function AddonProcessingView({ headingRef }: { headingRef: HeadingRef }) {
  const t = useT();
  return (
    <Message
      headingRef={headingRef}
      title={t('status.return.addonProcessingTitle')}
      actions={<HomeLink className="btn-primary" />}
    >
      <p>{t('status.return.addonProcessingText')}</p>
    </Message>
  );
}
