// "Neuen Link für die zweite Person senden": while the second person's ID copy and signature are awaited,
// the customer gets a fresh personal link, mailed to the order's own address; the older link ends.
import { useRef, useState } from 'react';
import { requestPartnerLink } from '../payment-return/api';

export function PartnerLinkResend({ orderNumber, statusToken }: { orderNumber: string; statusToken: string }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  async function request() {
    setBusy(true);
    const result = await requestPartnerLink(orderNumber, statusToken);
    setBusy(false);
    setMessage(
      result.ok
        ? {
            text: 'Wir haben dir soeben einen neuen Link für die zweite Person an die E-Mail-Adresse der Bestellung gesendet. Der frühere Link gilt nicht mehr.',
            error: false,
          }
        : { text: result.message, error: true },
    );
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  return (
    <section aria-labelledby="partner-link-title" className="mb-6 max-w-2xl">
      <h2 id="partner-link-title" className="text-xl font-bold">
        Link für die zweite Person
      </h2>
      <p className="mt-2 text-slate-800">
        Die zweite Person hat Ausweis und Unterschrift noch nicht ergänzt. Ist ihr persönlicher Link verloren gegangen
        oder abgelaufen? Wir senden dir einen neuen – aus Sicherheitsgründen nur an die E-Mail-Adresse, mit der du
        bestellt hast.
      </p>
      <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void request()}>
        {busy ? 'Wird gesendet …' : 'Neuen Link für die zweite Person senden'}
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
