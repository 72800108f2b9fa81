// Pro's SMS status updates on /status: to which number (masked) they go, and a button that ends them.
import { useState } from 'react';
import { optOutSms } from '../payment-return/api';
import { useLocale, useT } from '../shared/locale';
import { ActionMessage, useActionMessage } from './ActionMessage';

interface Props {
  orderNumber: string;
  statusToken: string;
  sms: { number: string; active: boolean };
}

export function SmsUpdates({ orderNumber, statusToken, sms }: Props) {
  const [active, setActive] = useState(sms.active);
  const [busy, setBusy] = useState(false);
  const answer = useActionMessage();
  const t = useT();
  const locale = useLocale();

  async function optOut() {
    setBusy(true);
    const result = await optOutSms(orderNumber, statusToken, locale);
    setBusy(false);
    if (result.ok) setActive(false);
    answer.say(result.ok ? { text: t('status.sms.stopped'), error: false } : { text: result.message, error: true });
  }

  return (
    <section aria-labelledby="sms-updates-title" className="mb-6 max-w-2xl">
      <h2 id="sms-updates-title" className="text-xl font-bold">
        {t('status.sms.title')}
      </h2>
      <p className="mt-2 text-slate-800">
        {active ? t('status.sms.active', { number: sms.number }) : t('status.sms.inactive', { number: sms.number })}
      </p>
      {active && (
        <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void optOut()}>
          {busy ? t('status.sms.stopping') : t('status.sms.stop')}
        </button>
      )}
      <ActionMessage {...answer} />
    </section>
  );
}
