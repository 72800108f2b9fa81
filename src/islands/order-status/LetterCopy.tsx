// /status: "Digitale Kopie und Archiv" of Plus and Pro — the letter as sent, for 12 months after
// posting. Basic customers read one sentence that this belongs to Plus and Pro (no upsell beyond it).
import { useState } from 'react';
import { LETTER_COPY_MONTHS } from '../../domain/catalog';
import { fetchLetterCopy } from '../payment-return/api';

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
  if (!posted) return null;
  if (letterCopy === 'not_included') {
    return (
      <p className="mt-10 text-slate-800">
        Eine Kopie deines Antragsschreibens zum Herunterladen gehört zu den Paketen Plus und Pro.
      </p>
    );
  }
  if (letterCopy === 'none') return null;

  async function download() {
    setFailure(null);
    const copy = await fetchLetterCopy(orderNumber, statusToken);
    if (!copy) {
      setFailure('Die Kopie konnte nicht geladen werden. Bitte versuche es später erneut.');
      return;
    }
    const url = URL.createObjectURL(copy);
    const link = document.createElement('a');
    link.href = url;
    link.download = `Antrag-${orderNumber}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <section aria-labelledby="letter-title" className="mt-10">
      <h2 id="letter-title" className="text-xl font-bold">
        Kopie deines Antrags
      </h2>
      <p className="mt-2 text-slate-800">
        Dein Antragsschreiben, so wie wir es an das KBA geschickt haben (ohne Ausweiskopie). Wir bewahren es{' '}
        {LETTER_COPY_MONTHS} Monate nach dem Versand für dich auf.
      </p>
      <button type="button" className="btn-secondary mt-3" onClick={() => void download()}>
        Kopie herunterladen (PDF)
      </button>
      {failure && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
