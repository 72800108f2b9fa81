import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/api-error';
import { isDevelopment } from '../lib/config';
import { newestMails } from '../services/mails/dev-outbox';

/** Local only: the mails waiting in the outbox, for when no mail API is configured. */
export const devOutbox = new Hono<AppEnv>().get('/', async (c) => {
  if (!isDevelopment(c.env)) throw new ApiError(404, 'not_found', 'errors.notFound');
  const mails = await newestMails(c.env, 50);
  return c.html(
    html`<!doctype html>
      <html lang="de">
        <head>
          <meta charset="utf-8" />
          <title>Postausgang (lokal)</title>
          <style>
            body {
              font-family: system-ui, sans-serif;
              max-width: 60rem;
              margin: 2rem auto;
              padding: 0 1rem;
            }
            article {
              border: 1px solid #cbd5e1;
              border-radius: 0.5rem;
              padding: 1rem;
              margin: 1rem 0;
            }
            pre {
              white-space: pre-wrap;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>Postausgang (lokal, ${mails.length} neueste)</h1>
            ${mails.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p>
                    ${m.channel === 'sms' ? 'SMS' : 'E-Mail'} an: ${m.to} · Art: ${m.kind} · Status: ${m.status} ·
                    Versuche: ${m.attempts} · ${m.createdAt}
                  </p>
                  <pre>${m.text}</pre>
                </article>`,
            )}
          </main>
        </body>
      </html>`,
  );
});
