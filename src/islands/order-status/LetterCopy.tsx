// /status: "Digitale Kopie deines Antrags (12 Monate)" of Plus and Pro — the letter as sent, for 12 months after
// posting. Basic customers read one sentence that this belongs to Plus and Pro (no upsell beyond it).
import { useState } from 'react';
import { LETTER_COPY_MONTHS } from '../../domain/catalog';
import { fetchLetterCopy } from '../payment-return/api';
import { useT } from '../shared/locale';
import { saveFile } from '../../lib/save-file';

export function LetterCopy({
  orderNumber,
  statusToken,
  letterCopy,
  posted,
}: {
  orderNumber: string;
  statusToken: string;
  letterCopy: 'available' | 'not_included' | 'none';
  posted: boolean;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  if (!posted) return null;
  if (letterCopy === 'not_included') return <p className="mt-10 text-slate-800">{t('status.letter.notIncluded')}</p>;
  if (letterCopy === 'none') return null;

  async function download() {
    setFailure(null);
    const copy = await fetchLetterCopy(orderNumber, statusToken);
    if (!copy) {
      setFailure(t('status.letter.loadFailed'));
      return;
    }
    saveFile(copy, t('status.letter.fileName', { orderNumber }));
  }

  return (
    <section aria-labelledby="letter-title" className="mt-10">
      <h2 id="letter-title" className="text-xl font-bold">
        {t('status.letter.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('status.letter.text', { months: LETTER_COPY_MONTHS })}</p>
      <button type="button" className="btn-secondary mt-3" onClick={() => void download()}>
        {t('status.letter.download')}
      </button>
      {failure && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
