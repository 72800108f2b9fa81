// Pro's SMS status updates on /status: to which number (masked) they go, and a button that ends them.
import { useState } from 'react';
import { optOutSms } from '../payment-return/api';
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

  async function optOut() {
    setBusy(true);
    const result = await optOutSms(orderNumber, statusToken);
    setBusy(false);
    if (result.ok) setActive(false);
    answer.say(
      result.ok
        ? {
            text: 'Erledigt: Du bekommst zu dieser Bestellung keine SMS mehr. Die E-Mails kommen weiter.',
            error: false,
          }
        : { text: result.message, error: true },
    );
  }

  return (
    <section aria-labelledby="sms-updates-title" className="mb-6 max-w-2xl">
      <h2 id="sms-updates-title" className="text-xl font-bold">
        SMS-Status-Updates
      </h2>
      <p className="mt-2 text-slate-800">
        {active
          ? `Wir schicken dir SMS zu dieser Bestellung an ${sms.number}: wenn die Zahlung da ist, wenn der Antrag versendet ist, und bei Problemen.`
          : `Du bekommst zu dieser Bestellung keine SMS (mehr) an ${sms.number}.`}
      </p>
      {active && (
        <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void optOut()}>
          {busy ? 'Wird abbestellt …' : 'SMS-Updates abbestellen'}
        </button>
      )}
      <ActionMessage {...answer} />
    </section>
  );
}
