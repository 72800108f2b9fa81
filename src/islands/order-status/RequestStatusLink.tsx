// "Neuen Link anfordern": a fresh status link, mailed by the Worker to the order's own address. The
// answer is the same whether the order exists or not, so the page says what happens, not whether it did.
import { useState } from 'react';
import { ORDER_NUMBER_PATTERN } from '../../domain/order-number';
import { requestStatusLink } from '../payment-return/api';
import { useLocale, useT } from '../shared/locale';
import { LOOKUP_FIELD_IDS, lookupMessages } from './lookup-model';
import { ActionMessage, useActionMessage } from './ActionMessage';

export function RequestStatusLink({ orderNumber, expired }: { orderNumber: string; expired: boolean }) {
  const answer = useActionMessage();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const locale = useLocale();

  async function request() {
    const number = orderNumber.trim().toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) {
      const messages = lookupMessages(locale);
      const text = number ? messages.orderNumberFormat : messages.orderNumberMissing;
      answer.say({ text, error: true });
      requestAnimationFrame(() => document.getElementById(LOOKUP_FIELD_IDS.orderNumber)?.focus());
      return;
    }
    setBusy(true);
    const result = await requestStatusLink(number, locale);
    setBusy(false);
    answer.say(result.ok ? { text: t('status.statusLink.sent'), error: false } : { text: result.message, error: true });
  }

  return (
    <section aria-labelledby="status-link-title" className="mt-10 max-w-xl">
      <h2 id="status-link-title" className="text-xl font-bold">
        {expired ? t('status.statusLink.titleExpired') : t('status.statusLink.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('status.statusLink.text')}</p>
      <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void request()}>
        {busy ? t('status.sending') : t('status.statusLink.send')}
      </button>
      <ActionMessage {...answer} />
    </section>
  );
}
