import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatDate } from '../../domain/locale-format';
import type { UploadReceipt } from '../../domain/uploads';
import { idUploadErrors, type IdUploadErrors, type Side } from '../../domain/wizard-state';
import { checkPartnerLink, submitPartnerDocuments } from '../payment-return/api';
import { useHeadingFocus } from '../payment-return/use-heading-focus';
import { uploadSignature } from '../../lib/order-api';
import { IdSides, sideLabelsIn } from '../order-wizard/IdSides';
import { SignatureField } from '../order-wizard/SignatureField';
import { ErrorSummary } from '../shared/Field';
import type { Locale } from '../../domain/locales';
import { isWholeOrderLink, type OrderLink } from '../../domain/order-link';
import { readOrderLink } from '../../lib/order-link';
import { LocaleProvider, useLocale, useLocalisedPath, useT, withPageLocale } from '../shared/locale';
import { Sentence } from '../shared/Sentence';
import { Toast, useToast } from '../shared/Toast';

/**
 * The frame of every view, with each view's sentence in the same place: from checking the link (the server's
 * render, src/pages/zweite-person.astro) to the form, the heading and the sentence stay where they are.
 */
const SECOND_PERSON_FRAME = 'mx-auto max-w-3xl px-4 py-10';

type View = 'checking' | 'form' | 'sending' | 'done' | 'invalid-link' | 'ended';

/** The personal link in the page's address, when it is whole (the page renders a first screen for that case). */
function linkParams(): OrderLink | null {
  const link = readOrderLink(location.hash);
  return isWholeOrderLink(link) ? link : null;
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** A view's frame: the heading the focus moves to when the view changes, and what the view says under it. */
function ViewFrame({
  title,
  headingRef,
  role,
  children,
}: {
  title: string;
  headingRef?: HeadingRef;
  role?: 'status';
  children: ReactNode;
}) {
  return (
    <div className={SECOND_PERSON_FRAME} role={role}>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
        {title}
      </h1>
      {children}
    </div>
  );
}

function InvalidLinkView({ headingRef }: { headingRef?: HeadingRef }) {
  const t = useT();
  const localised = useLocalisedPath();
  return (
    <ViewFrame title={t('forms.secondPerson.invalidTitle')} headingRef={headingRef}>
      <p className="mt-3">
        <Sentence
          text={t('forms.secondPerson.invalidText')}
          links={{
            help: (inner) => (
              <a className="link" href={localised('/hilfe')}>
                {inner}
              </a>
            ),
          }}
        />
      </p>
    </ViewFrame>
  );
}

function CheckingView({ headingRef }: { headingRef?: HeadingRef }) {
  const t = useT();
  return (
    <ViewFrame title={t('forms.secondPerson.title')} headingRef={headingRef}>
      <p className="mt-3" role="status">
        {t('forms.secondPerson.checking')}
      </p>
    </ViewFrame>
  );
}

/**
 * The server's first screen in `locale`: checking the link (`linked`: the fragment holds both parameters) or,
 * for an address without them, that the link is not valid; the page shows the one its address names before the
 * first paint (src/build/fragment-view.ts), and the island's first render is the same.
 */
export function SecondPersonFirstScreen({ locale, linked }: { locale: Locale; linked: boolean }) {
  return <LocaleProvider locale={locale}>{linked ? <CheckingView /> : <InvalidLinkView />}</LocaleProvider>;
}

/**
 * The second person's own page (reached through the personal link mailed after the partner form):
 * their ID front and back and their signature, with the same components as the wizard.
 */
function SecondPersonPage() {
  const t = useT();
  const locale = useLocale();
  const localised = useLocalisedPath();
  // Read as the island first renders, which replaces the first screen the page showed for the same address.
  const [link] = useState(linkParams);
  const [view, setView] = useState<View>(link ? 'checking' : 'invalid-link');
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const [endedMessage, setEndedMessage] = useState('');
  const [uploads, setUploads] = useState<Partial<Record<Side, UploadReceipt>>>({});
  const [isOwnId, setIsOwnId] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<IdUploadErrors & { signature?: string }>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  // Not on the first render: the page has just loaded at its top (and the person may have scrolled on since).
  const headingRef = useHeadingFocus(view);
  const { toast, show, dismiss } = useToast();

  // The link is checked before anyone photographs an ID for a link that no longer works.
  useEffect(() => {
    if (!link) return;
    void checkPartnerLink(link.orderNumber, link.token).then((result) => {
      if (result.ok) {
        setValidUntil(result.data.validUntil);
        return setView('form');
      }
      if (result.status === 404) return setView('invalid-link');
      if (result.status === 409 || result.status === 410) {
        setEndedMessage(result.message);
        return setView('ended');
      }
      // Unreachable server: the form still works, and sending checks the link again.
      setView('form');
    });
  }, [link]);

  async function submit(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    // The wizard's step-2 rules for the ID copy; the signature is uploaded only when sending.
    const found = {
      ...idUploadErrors({ uploads, isOwnId }, locale),
      ...(signature ? {} : { signature: t('validation.signature.missing') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !link) return requestAnimationFrame(() => summaryRef.current?.focus());
    setView('sending');
    try {
      const signed = await uploadSignature(signature!, 'partner-signature');
      const result = await submitPartnerDocuments(link.orderNumber, {
        token: link.token,
        uploads: {
          front: { id: uploads.front!.id, token: uploads.front!.token },
          back: { id: uploads.back!.id, token: uploads.back!.token },
          signature: { id: signed.id, token: signed.token },
        },
      });
      if (result.ok) return setView('done');
      if (result.status === 404) return setView('invalid-link');
      if (result.status === 410) {
        setEndedMessage(result.message);
        return setView('ended');
      }
      show({ kind: 'error', text: result.message });
    } catch (error) {
      show({ kind: 'error', text: error instanceof Error ? error.message : t('forms.secondPerson.unknownError') });
    }
    setView('form');
  }

  if (view === 'invalid-link') return <InvalidLinkView headingRef={headingRef} />;
  if (view === 'checking') return <CheckingView headingRef={headingRef} />;
  if (view === 'ended') {
    return (
      <ViewFrame title={t('forms.secondPerson.endedTitle')} headingRef={headingRef}>
        <p className="mt-3">{endedMessage}</p>
      </ViewFrame>
    );
  }
  if (view === 'done') {
    return (
      <ViewFrame title={t('forms.secondPerson.doneTitle')} headingRef={headingRef} role="status">
        <p className="mt-3">{t('forms.secondPerson.doneText')}</p>
        <a href={localised('/')} className="btn-primary mt-6">
          {t('forms.secondPerson.toHome')}
        </a>
      </ViewFrame>
    );
  }
  const summary = [
    ...(['front', 'back'] as const)
      .filter((s) => errors[s])
      .map((s) => ({ fieldId: `upload-${s}`, message: `${sideLabelsIn(locale)[s]}: ${errors[s]}` })),
    ...(errors.isOwnId ? [{ fieldId: 'own-id', message: errors.isOwnId }] : []),
    ...(errors.signature ? [{ fieldId: 'signature', message: errors.signature }] : []),
  ];
  return (
    <div className={SECOND_PERSON_FRAME}>
      <Toast toast={toast} onDismiss={dismiss} />
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
        {t('forms.secondPerson.title')}
      </h1>
      <p className="mt-3 mb-6 text-slate-800">
        {t('forms.secondPerson.intro', { orderNumber: link?.orderNumber ?? '' })}
        {validUntil && ` ${t('forms.secondPerson.validUntil', { date: formatDate(validUntil, locale) })}`}
      </p>
      <form noValidate onSubmit={submit} aria-labelledby="second-person-form">
        <h2 id="second-person-form" className="sr-only">
          {t('forms.secondPerson.formName')}
        </h2>
        <ErrorSummary items={summary} summaryRef={summaryRef} />
        <IdSides
          kindPrefix="partner-"
          uploads={uploads}
          errors={errors}
          onChange={(side, ref) => setUploads((u) => ({ ...u, [side]: ref }))}
          onToast={(kind, text) => show({ kind, text })}
        />
        <label className="mt-6 flex items-start gap-3">
          <input
            id="own-id"
            type="checkbox"
            className="mt-1 h-5 w-5 accent-brand-700"
            checked={isOwnId}
            onChange={(e) => setIsOwnId(e.target.checked)}
            aria-invalid={errors.isOwnId ? true : undefined}
          />
          <span>{t('consent.isOwnId')}</span>
        </label>
        <div className="mt-6">
          <SignatureField value={signature} backSide={uploads.back} error={errors.signature} onChange={setSignature} />
        </div>
        <button type="submit" className="btn-primary mt-6" disabled={view === 'sending'}>
          {view === 'sending' ? t('forms.secondPerson.sending') : t('forms.secondPerson.send')}
        </button>
      </form>
    </div>
  );
}

/** The page's island, in the language its Astro page names (/zweite-person, /en/second-person). */
export default withPageLocale(SecondPersonPage);
