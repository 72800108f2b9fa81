// /status: "Namensnachweis nachreichen". While the application is not printed, the customer uploads the
// proof of a change of name (the wizard's upload area: JPEG, PNG or PDF, checked by the Worker) and sends
// it with the status link; an operator checks it before it is printed. Once it waits, or once the
// application is printed (a printed letter is never changed), the section says so instead.
import { useState } from 'react';
import type { NameProofOffer } from '../../domain/name-proof';
import type { UploadReceipt } from '../../domain/uploads';
import { sendNameProof } from '../payment-return/api';
import { UploadArea } from '../order-wizard/UploadArea';
import { Toast, useToast } from '../shared/Toast';
import { useLocale, useLocalisedPath, useT } from '../shared/locale';
import { ActionMessage, useActionMessage } from './ActionMessage';

const AREA_ID = 'status-name-proof';

export function NameProofUpload({
  orderNumber,
  statusToken,
  offer,
  onSent,
}: {
  orderNumber: string;
  statusToken: string;
  offer: Exclude<NameProofOffer, null>;
  /** The proof is with us: the page says thank you and reads the order again. */
  onSent: () => void;
}) {
  const [upload, setUpload] = useState<UploadReceipt | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const answer = useActionMessage();
  const { toast, show, dismiss } = useToast();
  const t = useT();
  const locale = useLocale();
  const localised = useLocalisedPath();

  async function send(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!upload) {
      const missing = t('nameProof.missing');
      setError(missing);
      answer.say({ text: missing, error: true });
      return;
    }
    setBusy(true);
    const result = await sendNameProof(orderNumber, statusToken, { id: upload.id, token: upload.token }, locale);
    setBusy(false);
    if (result.ok) {
      onSent();
      return;
    }
    // A file the Worker no longer takes (expired, used): shown at the area, which then asks for it again.
    const atField = result.fields.find((field) => field.path.startsWith('uploads.'));
    if (atField) {
      setUpload(undefined);
      setError(atField.message);
    }
    answer.say({ text: atField?.message ?? result.message, error: true });
  }

  return (
    <section aria-labelledby="name-proof-title" className="mt-10 max-w-2xl">
      <Toast toast={toast} onDismiss={dismiss} />
      <h2 id="name-proof-title" className="text-xl font-bold">
        {t('nameProof.status.title')}
      </h2>
      {offer === 'open' ? (
        <form noValidate onSubmit={(event) => void send(event)}>
          <p className="mt-2 mb-4 text-slate-800">{t('nameProof.status.intro')}</p>
          <UploadArea
            id={AREA_ID}
            kind="name-proof"
            label={t('nameProof.short')}
            heading={t('nameProof.label')}
            value={upload}
            error={error}
            onUploaded={(ref) => {
              setUpload(ref);
              setError(undefined);
              show({ kind: 'success', text: t('nameProof.uploaded') });
            }}
            onRemoved={() => setUpload(undefined)}
            onFailed={(message) => show({ kind: 'error', text: message })}
          />
          <button type="submit" className="btn-primary mt-4" disabled={busy}>
            {busy ? t('nameProof.status.sending') : t('nameProof.status.send')}
          </button>
          <ActionMessage {...answer} />
        </form>
      ) : (
        <p className="mt-2 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-brand-900">
          {offer === 'pending' ? t('nameProof.status.pending') : t('nameProof.status.tooLate')}
          {offer === 'too_late' && (
            <>
              {' '}
              <a href={localised('/hilfe')} className="link">
                {t('nameProof.status.contact')}
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}
