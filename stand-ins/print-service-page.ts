// The print service stand-in's own page for a person: the letters it received and the buttons that send
// the webhooks the real print service would. Kept apart from the API (./print-service.ts), which is held to
// the provider's artefacts; this page is ours and only has to be readable.
import { html } from 'hono/html';
import { page } from './page.ts';

/** What the page shows of a received letter (./print-service.ts ReceivedLetter). */
export interface ShownLetter {
  id: string;
  fileName: string;
  status: string;
  priceValue: number;
  receivedAt: string;
  attributes: {
    delivery_product?: string;
    print_mode?: string;
    print_spectrum?: string;
    address_position: 'left' | 'right';
  };
}

const STATUS_WORDS: Record<string, string> = {
  submitted: 'angenommen, wird gedruckt',
  valid: 'angenommen (Entwurf)',
  sent: 'bei der Post eingeliefert',
  undeliverable: 'unzustellbar zurück',
  action_required: 'Problem gemeldet',
  deleted: 'gelöscht',
};

const PRODUCT_WORDS: Record<string, string> = { fast: 'schnell (fast)', cheap: 'günstig (cheap)' };

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Berlin' });

export function lettersPage(letters: readonly ShownLetter[], base: string, lastAnswer: string | undefined) {
  return page(
    'Druckerei (lokaler Stand-in)',
    html`<h1>Druckerei (lokaler Stand-in)</h1>
      <p>
        Dieser lokale Dienst spricht die API der Druckerei (Pingen REST API v2). Hier kommen die Briefe an, die der
        lokale Server übergibt; die Knöpfe senden die signierten Meldungen, die die Druckerei sendet.
      </p>
      ${
        lastAnswer
          ? html`<p role="status">
              Meldung gesendet, Antwort des Servers: ${lastAnswer === '200' ? 'angenommen' : lastAnswer}
            </p>`
          : ''
      }
      ${letters.length === 0 ? html`<p>Noch keine Briefe.</p>` : ''}
      ${letters.map(
        (letter) =>
          html`<article aria-labelledby="letter-${letter.id}">
            <h2 id="letter-${letter.id}">${letter.fileName}</h2>
            <dl>
              <dt>Versandart</dt>
              <dd>${PRODUCT_WORDS[letter.attributes.delivery_product ?? ''] ?? letter.attributes.delivery_product}</dd>
              <dt>Preis</dt>
              <dd>${euro.format(letter.priceValue)}</dd>
              <dt>Druck</dt>
              <dd>${letter.attributes.print_mode}, ${letter.attributes.print_spectrum}</dd>
              <dt>Adressfeld</dt>
              <dd>${letter.attributes.address_position === 'left' ? 'links' : 'rechts'}</dd>
              <dt>Angenommen</dt>
              <dd>${time.format(new Date(letter.receivedAt))}</dd>
              <dt>Status</dt>
              <dd data-status>${STATUS_WORDS[letter.status] ?? letter.status}</dd>
            </dl>
            ${
              letter.status === 'deleted'
                ? ''
                : html`<p><a href="${base}/letters/${letter.id}/file">PDF ansehen</a></p>`
            }
            ${
              letter.status === 'submitted' || letter.status === 'action_required'
                ? html`<form method="post" action="${base}/letters/${letter.id}/sent">
                      <button type="submit">Bei der Post eingeliefert melden</button>
                    </form>
                    <form method="post" action="${base}/letters/${letter.id}/undeliverable">
                      <button type="submit" class="secondary">Unzustellbar melden</button>
                    </form>
                    <form method="post" action="${base}/letters/${letter.id}/issues">
                      <button type="submit" class="secondary">Problem melden</button>
                    </form>`
                : ''
            }
          </article>`,
      )}`,
  );
}
