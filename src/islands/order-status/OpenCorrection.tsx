// The button that opens a correction form. The full personal data is read only now (the status page
// itself shows it masked), and only while the Worker says a correction is possible; a refusal is shown
// as an alert next to the button.
import { useState } from 'react';
import type { PersonalData } from '../../domain/personal-data';
import { fetchPersonalData } from '../payment-return/api';
import { useLocale, useT } from '../shared/locale';

export function OpenCorrection({
  orderNumber,
  statusToken,
  label,
  onOpen,
}: {
  orderNumber: string;
  statusToken: string;
  label: string;
  onOpen: (data: PersonalData) => void;
}) {
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const t = useT();
  const locale = useLocale();

  async function open() {
    setLoading(true);
    setLoadError(null);
    const result = await fetchPersonalData(orderNumber, statusToken, locale);
    setLoading(false);
    if (result.ok) onOpen(result.data.personalData);
    else setLoadError(result.message);
  }

  return (
    <>
      {loadError && (
        <p role="alert" className="mt-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          {loadError}
        </p>
      )}
      <button type="button" className="btn-secondary mt-3" disabled={loading} onClick={() => void open()}>
        {loading ? t('status.loading') : label}
      </button>
    </>
  );
}
