// "Neuen Link anfordern": a fresh status link, mailed by the Worker to the order's own address. The
// answer is the same whether the order exists or not, so the page says what happens, not whether it did.
import { useRef, useState } from 'react';
import { ORDER_NUMBER_PATTERN } from '../../domain/order-number';
import { requestStatusLink } from '../payment-return/api';
import { LOOKUP_FIELD_IDS, LOOKUP_MESSAGES } from './lookup-model';

export function RequestStatusLink({ orderNumber, expired }: { orderNumber: string; expired: boolean }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  async function request() {
    const number = orderNumber.trim().toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) {
      const text = number ? LOOKUP_MESSAGES.orderNumberFormat : LOOKUP_MESSAGES.orderNumberMissing;
      setMessage({ text, error: true });
      requestAnimationFrame(() => document.getElementById(LOOKUP_FIELD_IDS.orderNumber)?.focus());
      return;
    }
    setBusy(true);
    const result = await requestStatusLink(number);
    setBusy(false);
    setMessage(
      result.ok
        ? {
            text: 'Wenn es diese Bestellung gibt, haben wir soeben einen neuen Link an die E-Mail-Adresse der Bestellung gesendet.',
            error: false,
          }
        : { text: result.message, error: true },
    );
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  return (
    <section aria-labelledby="status-link-title" className="mt-10 max-w-xl">
      <h2 id="status-link-title" className="text-xl font-bold">
        {expired ? 'Neuen Link anfordern' : 'Link abgelaufen oder verloren?'}
      </h2>
      <p className="mt-2 text-slate-800">
        Wir senden dir einen neuen Link zum Bestellstatus – aus Sicherheitsgründen nur an die E-Mail-Adresse, mit der du
        bestellt hast. Bitte gib dazu oben deine Bestellnummer ein.
      </p>
      <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void request()}>
        {busy ? 'Wird gesendet …' : 'Neuen Link per E-Mail anfordern'}
      </button>
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
