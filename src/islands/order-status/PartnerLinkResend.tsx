// "Neuen Link für die zweite Person senden": while the second person's ID copy and signature are awaited,
// the customer gets a fresh personal link, mailed to the order's own address; the older link ends.
import { useState } from 'react';
import { requestPartnerLink } from '../payment-return/api';
import { useLocale, useT } from '../shared/locale';
import { ActionMessage, useActionMessage } from './ActionMessage';

export function PartnerLinkResend({ orderNumber, statusToken }: { orderNumber: string; statusToken: string }) {
  const answer = useActionMessage();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const locale = useLocale();

  async function request() {
    setBusy(true);
    const result = await requestPartnerLink(orderNumber, statusToken, locale);
    setBusy(false);
    answer.say(
      result.ok ? { text: t('status.partnerLink.sent'), error: false } : { text: result.message, error: true },
    );
  }

  return (
    <section aria-labelledby="partner-link-title" className="mb-6 max-w-2xl">
      <h2 id="partner-link-title" className="text-xl font-bold">
        {t('status.partnerLink.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('status.partnerLink.text')}</p>
      <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void request()}>
        {busy ? t('status.sending') : t('status.partnerLink.send')}
      </button>
      <ActionMessage {...answer} />
    </section>
  );
}
