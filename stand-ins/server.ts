// The outside world on this machine: one local server with the print service's API (/pingen), the mail
// API (/mail), the SMS gateway (/seven), a page with the letters received and one inbox for every mail and
// SMS sent, for `npm start`, `npm run dev` and the e2e servers. The Worker reaches them through its real
// adapters (PINGEN_API_URL, MAIL_API_URL, SMS_API_URL); their webhooks go back to the Worker signed as the
// providers sign them. Development only: nothing here is deployed, and the Worker refuses http:// provider
// URLs in production.
//
// Only erasable TypeScript syntax and explicit .ts imports: scripts/start.mjs runs this in Node.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { mailStandIn } from './mail.ts';
import { page } from './page.ts';
import { printServiceStandIn } from './print-service.ts';
import { smsStandIn } from './sms.ts';

export interface StandInSettings {
  port: number;
  /** Where the Worker listens, e.g. http://127.0.0.1:8787: the webhooks and the local cron go there. */
  workerUrl: string;
  /** The local secrets from .dev.vars: the stand-ins accept exactly these credentials. */
  secrets: Record<string, string>;
  /** Runs the Worker's cron every 2 minutes, as Cloudflare does (wrangler dev does not). */
  cron: boolean;
}

/** The settings the Worker needs to use the stand-ins, as wrangler `--var NAME:value` pairs. */
export function workerVars(port: number): Record<string, string> {
  const base = `http://127.0.0.1:${port}`;
  return {
    PINGEN_API_URL: `${base}/pingen`,
    MAIL_API_URL: `${base}/mail/emails`,
    SMS_API_URL: `${base}/seven`,
  };
}

const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Berlin' });

/** seven.io's webhook signature (X-Timestamp, X-Nonce, X-Signature over the request and the body's MD5). */
function sevenSignature(secret: string, url: string, body: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomUUID().replaceAll('-', '');
  const md5 = createHash('md5').update(body).digest('hex');
  const signature = createHmac('sha256', secret).update([timestamp, nonce, 'POST', url, md5].join('\n')).digest('hex');
  return { 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature };
}

export function standInApp(settings: Omit<StandInSettings, 'port' | 'cron'>) {
  const { secrets, workerUrl } = settings;
  const printService = printServiceStandIn({
    clientId: secrets.PINGEN_CLIENT_ID ?? '',
    clientSecret: secrets.PINGEN_CLIENT_SECRET ?? '',
    organisationId: secrets.PINGEN_ORGANISATION_ID ?? '',
    webhookSecret: secrets.DISPATCH_WEBHOOK_SECRET ?? '',
    deliverWebhook: (body, headers) => fetch(`${workerUrl}/api/dispatch/webhook`, { method: 'POST', headers, body }),
  });
  const mail = mailStandIn({ apiKey: secrets.MAIL_API_KEY ?? '' });
  const sms = smsStandIn({ apiKey: secrets.SMS_API_KEY ?? '' });

  async function replyStop(number: string): Promise<number> {
    const url = `${workerUrl}/api/sms/inbound`;
    const body = JSON.stringify({
      webhook_event: 'sms_mo',
      webhook_timestamp: new Date().toISOString().slice(0, 19).replace('T', ' '),
      data: {
        id: randomUUID(),
        message_type: 'SMS',
        sender: number.replace(/^\+/, ''),
        system: secrets.SMS_SENDER ?? 'PunkteBrief',
        text: 'STOP',
        time: String(Math.floor(Date.now() / 1000)),
      },
    });
    const headers = {
      'Content-Type': 'application/json',
      ...sevenSignature(secrets.SMS_WEBHOOK_SECRET ?? '', url, body),
    };
    return (await fetch(url, { method: 'POST', headers, body })).status;
  }

  // strict: false, so /pingen and /pingen/ are one page.
  const app = new Hono({ strict: false })
    .route('/pingen', printService.app)
    .route('/mail', mail.app)
    .route('/seven', sms.app)
    .get('/', (c) =>
      c.html(
        page(
          'Lokale Dienste',
          html`<h1>Lokale Dienste</h1>
            <p>Die Anbieter, mit denen der lokale Server spricht, hier auf diesem Rechner:</p>
            <ul>
              <li><a href="/pingen">Druckerei</a>: die übergebenen Briefe und ihre Meldungen</li>
              <li><a href="/inbox">Posteingang</a>: jede versendete E-Mail und SMS</li>
            </ul>`,
        ),
      ),
    )
    .get('/inbox', (c) =>
      c.html(
        page(
          'Posteingang (lokal)',
          html`<h1>Posteingang (lokal)</h1>
            <p>Was der lokale Server über die Mail-API und das SMS-Gateway versendet hat, neueste zuerst.</p>
            ${
              c.req.query('stop')
                ? html`<p role="status">STOP gesendet, Antwort des Servers: ${c.req.query('stop')}</p>`
                : ''
            }
            <h2>SMS (${sms.messages.length})</h2>
            ${sms.messages.length === 0 ? html`<p>Noch keine SMS.</p>` : ''}
            ${sms.messages.map(
              (m) =>
                html`<article aria-labelledby="sms-${m.id}">
                  <h3 id="sms-${m.id}">SMS an ${m.to}</h3>
                  <p>Von ${m.from} · ${time.format(new Date(m.receivedAt))}</p>
                  <pre>${m.text}</pre>
                  <form method="post" action="/inbox/sms/${m.id}/stop">
                    <button type="submit" class="secondary">Mit STOP antworten</button>
                  </form>
                </article>`,
            )}
            <h2>E-Mails (${mail.mails.length})</h2>
            ${mail.mails.length === 0 ? html`<p>Noch keine E-Mails.</p>` : ''}
            ${mail.mails.map(
              (m) =>
                html`<article aria-labelledby="mail-${m.id}">
                  <h3 id="mail-${m.id}">${m.subject}</h3>
                  <p>
                    An ${m.to.join(', ')} · von
                    ${m.from}${m.replyTo.length ? ` · Antwort an ${m.replyTo.join(', ')}` : ''} ·
                    ${time.format(new Date(m.receivedAt))}
                  </p>
                  <pre>${m.text}</pre>
                  ${
                    m.attachments.length
                      ? html`<ul>
                          ${m.attachments.map(
                            (a, i) => html`<li><a href="/inbox/mails/${m.id}/${i}">${a.filename}</a></li>`,
                          )}
                        </ul>`
                      : ''
                  }
                </article>`,
            )}`,
        ),
      ),
    )
    .get('/inbox/mails/:id/:index', (c) => {
      const attachment = mail.mails.find((m) => m.id === c.req.param('id'))?.attachments[Number(c.req.param('index'))];
      if (!attachment) return c.text('Nicht gefunden', 404);
      return c.body(attachment.bytes.slice().buffer, 200, {
        'Content-Type': attachment.contentType || 'application/octet-stream',
        'Content-Disposition': `inline; filename="${attachment.filename}"`,
      });
    })
    .post('/inbox/sms/:id/stop', async (c) => {
      const message = sms.messages.find((m) => m.id === c.req.param('id'));
      if (!message) return c.text('Nicht gefunden', 404);
      return c.redirect(`/inbox?stop=${await replyStop(message.to)}`, 303);
    });

  return { app, printService, mail, sms };
}

/** Starts the stand-ins (and the local cron); resolves once they listen. */
export function startStandIns(settings: StandInSettings): Promise<ServerType> {
  const { app } = standInApp(settings);
  if (settings.cron) {
    // The platform runs the cron every 2 minutes (wrangler.jsonc); the first run waits for the Worker.
    const tick = () =>
      fetch(`${settings.workerUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/2 * * * *')}`).catch(
        () => undefined,
      );
    setInterval(tick, 120_000).unref();
  }
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: settings.port, hostname: '127.0.0.1' }, () => resolve(server));
  });
}
