// "Neuen Link für die zweite Person senden": while the second person's ID copy and signature are awaited,
// the customer gets a fresh personal link, mailed to the order's own address; the older link ends.
import { useState } from 'react';
import { requestPartnerLink } from '../payment-return/api';
import { ActionMessage, useActionMessage } from './ActionMessage';

export function PartnerLinkResend({ orderNumber, statusToken }: { orderNumber: string; statusToken: string }) {
  const answer = useActionMessage();
  const [busy, setBusy] = useState(false);

  async function request() {
    setBusy(true);
    const result = await requestPartnerLink(orderNumber, statusToken);
    setBusy(false);
    answer.say(
      result.ok
        ? {
            text: 'Wir haben dir soeben einen neuen Link für die zweite Person an die E-Mail-Adresse der Bestellung gesendet. Der frühere Link gilt nicht mehr.',
            error: false,
          }
        : { text: result.message, error: true },
    );
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
      <ActionMessage {...answer} />
    </section>
  );
}
