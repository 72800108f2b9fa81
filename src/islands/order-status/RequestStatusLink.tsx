// "Neuen Link anfordern": a fresh status link, mailed by the Worker to the order's own address. The
// answer is the same whether the order exists or not, so the page says what happens, not whether it did.
import { useState } from 'react';
import { ORDER_NUMBER_PATTERN } from '../../domain/order-number';
import { requestStatusLink } from '../payment-return/api';
import { LOOKUP_FIELD_IDS, LOOKUP_MESSAGES } from './lookup-model';
import { ActionMessage, useActionMessage } from './ActionMessage';

export function RequestStatusLink({ orderNumber, expired }: { orderNumber: string; expired: boolean }) {
  const answer = useActionMessage();
  const [busy, setBusy] = useState(false);

  async function request() {
    const number = orderNumber.trim().toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) {
      const text = number ? LOOKUP_MESSAGES.orderNumberFormat : LOOKUP_MESSAGES.orderNumberMissing;
      answer.say({ text, error: true });
      requestAnimationFrame(() => document.getElementById(LOOKUP_FIELD_IDS.orderNumber)?.focus());
      return;
    }
    setBusy(true);
    const result = await requestStatusLink(number);
    setBusy(false);
    answer.say(
      result.ok
        ? {
            text: 'Wenn es diese Bestellung gibt, haben wir soeben einen neuen Link an die E-Mail-Adresse der Bestellung gesendet.',
            error: false,
          }
        : { text: result.message, error: true },
    );
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
      <ActionMessage {...answer} />
    </section>
  );
}
