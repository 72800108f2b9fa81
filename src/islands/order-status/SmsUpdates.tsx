// Pro's SMS status updates on /status: to which number (masked) they go, and a button that ends them.
import { useRef, useState } from 'react';
import { optOutSms } from '../payment-return/api';

interface Props {
  orderNumber: string;
  statusToken: string;
  sms: { number: string; active: boolean };
}

export function SmsUpdates({ orderNumber, statusToken, sms }: Props) {
  const [active, setActive] = useState(sms.active);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  async function optOut() {
    setBusy(true);
    const result = await optOutSms(orderNumber, statusToken);
    setBusy(false);
    if (result.ok) setActive(false);
    setMessage(
      result.ok
        ? {
            text: 'Erledigt: Du bekommst zu dieser Bestellung keine SMS mehr. Die E-Mails kommen weiter.',
            error: false,
          }
        : { text: result.message, error: true },
    );
    requestAnimationFrame(() => messageRef.current?.focus());
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
      <p
        ref={messageRef}
        tabIndex={-1}
        role={message?.error ? 'alert' : 'status'}
        className={
          message
            ? `mt-4 rounded-lg border-l-4 p-4 ${message.error ? 'border-red-700 bg-red-50 text-red-900' : 'border-brand-700 bg-brand-50 text-brand-900'}`
            : 'sr-only'
        }
      >
        {message?.text}
      </p>
    </section>
  );
}
