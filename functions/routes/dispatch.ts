import { Hono } from 'hono';
import { html } from 'hono/html';
import { formatEuro } from '../../src/domain/money';
import type { AppEnv, Env } from '../env';
import { demoPrintJobs, findDemoPrintJob, setDemoPrintJobStatus } from '../db/demo-print-jobs';
import { ApiError } from '../lib/api-error';
import { isDevelopment } from '../lib/config';
import { getDecrypted } from '../services/documents';
import { DEMO_LETTER_PRICE_CENTS } from '../services/dispatch/demo';
import {
  applyDispatchEvent,
  parseDispatchEvent,
  signDispatchBody,
  SIGNATURE_HEADER,
  verifyDispatchSignature,
  type EventOutcome,
} from '../services/dispatch/events';
import { dispatchProviderName } from '../services/dispatch/provider';
import { runOrderEffects } from '../services/order-jobs';

const notFound = () => new ApiError(404, 'not_found', 'Nicht gefunden.');

/**
 * One signed webhook body: verified over the raw bytes before anything is parsed, then applied once.
 * The print service's and the demo shop's events take this same path.
 */
async function receiveWebhook(env: Env, rawBody: string, signature: string): Promise<EventOutcome> {
  if (!(await verifyDispatchSignature(env.DISPATCH_WEBHOOK_SECRET ?? '', rawBody, signature)))
    throw new ApiError(401, 'invalid_signature', 'Ungültige Signatur.');
  const event = parseDispatchEvent(rawBody);
  if (!event) return 'ignored';
  const { outcome, orderNumber } = await applyDispatchEvent(env, event, new Date());
  // Posted: the ID copies go now, not with the next cron.
  if (orderNumber) await runOrderEffects(env, orderNumber);
  return outcome;
}

/** The print service's webhooks (`sent`, `undeliverable`, `issues`), HMAC-SHA256 signed. */
export const dispatchWebhooks = new Hono<AppEnv>().post('/webhook', async (c) => {
  if (!c.env.DISPATCH_WEBHOOK_SECRET) throw notFound();
  const outcome = await receiveWebhook(c.env, await c.req.text(), c.req.header(SIGNATURE_HEADER) ?? '');
  c.set('workQueued', true);
  // Only the outcome's kind is logged, never the body.
  if (outcome === 'unknown_letter') console.warn('dispatch_webhook unknown letter');
  return c.json({ received: true, outcome });
});

function demoAllowed(env: Env): boolean {
  return isDevelopment(env) && dispatchProviderName(env) === 'demo' && Boolean(env.DISPATCH_WEBHOOK_SECRET);
}

const STATUS_WORDS: Record<string, string> = {
  accepted: 'angenommen',
  sent: 'bei der Post eingeliefert',
  undeliverable: 'unzustellbar zurück',
  deleted: 'versendet, Datei gelöscht',
};

/**
 * The demo print shop (development only, DISPATCH_PROVIDER=demo): what it received, and buttons that
 * send the signed webhooks a real print service sends.
 */
export const demoPrintShop = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!demoAllowed(c.env)) throw notFound();
    await next();
  })
  .get('/', async (c) => {
    const jobs = await demoPrintJobs(c.env.DB);
    return c.html(
      html`<!doctype html>
        <html lang="de">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Demo-Druckerei (lokal)</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 60rem;
                margin: 2rem auto;
                padding: 0 1rem;
                color: #0f172a;
              }
              article {
                border: 1px solid #94a3b8;
                border-radius: 0.5rem;
                padding: 1rem;
                margin: 1rem 0;
              }
              form {
                display: inline;
              }
              button {
                font: inherit;
                padding: 0.5rem 1rem;
                margin: 0.25rem 0.5rem 0.25rem 0;
                border: 2px solid #1e3a8a;
                border-radius: 0.375rem;
                background: #1e3a8a;
                color: #fff;
              }
              button.secondary {
                background: #fff;
                color: #1e3a8a;
              }
              a {
                color: #1e3a8a;
              }
            </style>
          </head>
          <body>
            <main>
              <h1>Demo-Druckerei</h1>
              <p>
                Hier kommen die Briefe an, die der lokale Server der Druckerei übergibt. Die Knöpfe senden die
                signierten Meldungen, die eine echte Druckerei sendet.
              </p>
              ${jobs.length === 0 ? html`<p>Noch keine Briefe.</p>` : ''}
              ${jobs.map(
                (job) =>
                  html`<article aria-labelledby="letter-${job.id}">
                    <h2 id="letter-${job.id}">${job.file_name}</h2>
                    <p>
                      Versandart: ${job.delivery_product === 'fast' ? 'schnell (fast)' : 'günstig (cheap)'} · Preis:
                      ${formatEuro(DEMO_LETTER_PRICE_CENTS[job.delivery_product === 'fast' ? 'fast' : 'cheap'])} ·
                      Adressfeld: ${job.address_position === 'left' ? 'links' : 'rechts'} · Status:
                      <span data-status>${STATUS_WORDS[job.status] ?? job.status}</span>
                    </p>
                    ${
                      job.status === 'deleted'
                        ? ''
                        : html`<p><a href="/api/dev/print-shop/${job.id}/file">PDF ansehen</a></p>`
                    }
                    ${
                      job.status === 'accepted'
                        ? html`<form method="post" action="/api/dev/print-shop/${job.id}/sent">
                              <button type="submit">Bei der Post eingeliefert melden</button>
                            </form>
                            <form method="post" action="/api/dev/print-shop/${job.id}/undeliverable">
                              <button type="submit" class="secondary">Unzustellbar melden</button>
                            </form>`
                        : ''
                    }
                  </article>`,
              )}
            </main>
          </body>
        </html>`,
    );
  })
  .get('/:id/file', async (c) => {
    const job = await findDemoPrintJob(c.env.DB, c.req.param('id'));
    const bytes = job && job.status !== 'deleted' ? await getDecrypted(c.env, job.file_key) : null;
    if (!job || !bytes) throw notFound();
    return new Response(bytes, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${job.file_name}"`,
      },
    });
  })
  .post('/:id/:event{sent|undeliverable}', async (c) => {
    const job = await findDemoPrintJob(c.env.DB, c.req.param('id'));
    if (!job) throw notFound();
    const kind = c.req.param('event') as 'sent' | 'undeliverable';
    await setDemoPrintJobStatus(c.env.DB, job.id, kind).run();
    const body = JSON.stringify({
      data: {
        id: `demo_event_${crypto.randomUUID()}`,
        type: `webhook_${kind}`,
        attributes: {
          created_at: new Date().toISOString(),
          reason: kind === 'undeliverable' ? 'Empfänger unter der angegebenen Anschrift nicht zu ermitteln' : null,
        },
        relationships: { letter: { data: { id: job.id, type: 'letters' } } },
      },
    });
    const signature = await signDispatchBody(c.env.DISPATCH_WEBHOOK_SECRET!, body);
    await receiveWebhook(c.env, body, signature);
    c.set('workQueued', true);
    return c.redirect('/api/dev/print-shop', 303);
  });
