// The operator's check of a proof of a change of name that the customer sent from the status page: the
// document waits (shown with the order's documents, every view audited) until a person confirms that the
// certificate matches the ID and the order. Confirmed, it is printed with the application; rejected, it is
// deleted and the customer gets a mail with a fresh status link.
import { useState } from 'react';
import { pathParams } from '../../lib/api';
import { admin, adminCall, type OrderDetail } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';

type Decision = 'confirm' | 'reject';

/** The buttons "Nachweis bestätigen" / "Nachweis ablehnen" for the waiting proof, each behind a question. */
export function NameProofReview({
  order,
  busy,
  onDone,
}: {
  order: OrderDetail;
  busy: boolean;
  /** The answer in words (ok or error); the page then reloads the order. */
  onDone: (message: { tone: 'ok' | 'error'; text: string }) => void;
}) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const [working, setWorking] = useState(false);
  const pending = order.documents.find((doc) => doc.review === 'pending' && !doc.deleted);
  if (!pending) return null;

  const decide = async (decision: Decision) => {
    setWorking(true);
    const param = pathParams({ orderNumber: order.orderNumber, id: pending.id });
    const proof = admin['name-proofs'][':orderNumber'][':id'];
    const result = await adminCall((options) =>
      decision === 'confirm' ? proof.confirm.$post({ param }, options) : proof.reject.$post({ param }, options),
    );
    setWorking(false);
    setAsking(null);
    onDone(
      result.ok
        ? {
            tone: 'ok',
            text:
              decision === 'confirm'
                ? 'Nachweis bestätigt: Er wird mit dem Antrag gedruckt.'
                : 'Nachweis abgelehnt und gelöscht; der Kunde wurde per E-Mail informiert.',
          }
        : { tone: 'error', text: result.message },
    );
  };

  return (
    <>
      <button
        type="button"
        className="btn-primary px-4 py-2"
        disabled={busy || working}
        onClick={() => setAsking('confirm')}
      >
        Nachweis bestätigen
      </button>
      <button
        type="button"
        className="btn-secondary px-4 py-2"
        disabled={busy || working}
        onClick={() => setAsking('reject')}
      >
        Nachweis ablehnen
      </button>
      <ConfirmDialog
        open={asking === 'confirm'}
        title="Nachweis der Namensänderung bestätigen?"
        confirmLabel="Ja, Nachweis bestätigen"
        busy={working}
        onConfirm={() => void decide('confirm')}
        onCancel={() => setAsking(null)}
      >
        <p>
          Passt die Urkunde zum Ausweis und zu den Angaben der Bestellung {order.orderNumber}? Bestätigt wird sie mit
          dem Antrag gedruckt und nach dem Versand mit der Ausweiskopie gelöscht.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reject'}
        title="Nachweis der Namensänderung ablehnen?"
        confirmLabel="Ja, ablehnen und löschen"
        busy={working}
        onConfirm={() => void decide('reject')}
        onCancel={() => setAsking(null)}
      >
        <p>
          Der Nachweis wird gelöscht und nicht gedruckt. Der Kunde erhält eine E-Mail, dass wir ihn nicht verwenden
          konnten, mit einem Link, über den er einen neuen senden kann.
        </p>
      </ConfirmDialog>
    </>
  );
}
