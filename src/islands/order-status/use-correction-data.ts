// The full personal data for a correction form: read only when the customer opens the form (the status
// page itself shows it masked), and only while the Worker says a correction is possible.
import { useState } from 'react';
import type { PersonalData } from '../../domain/personal-data';
import { fetchPersonalData } from '../payment-return/api';

export function useCorrectionData(orderNumber: string, statusToken: string) {
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  /** The data, or null with loadError set. */
  async function load(): Promise<PersonalData | null> {
    setLoading(true);
    setLoadError(null);
    const result = await fetchPersonalData(orderNumber, statusToken);
    setLoading(false);
    if (result.ok) return result.data.personalData;
    setLoadError(result.message);
    return null;
  }

  return { load, loading, loadError };
}
