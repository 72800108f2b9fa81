import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Env } from './env';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, errorBody } from './lib/api-error';
import { Refusal, type RefusalKind } from './lib/refusal';
import { requireAccessJwt } from './lib/cloudflare-access';
import { requireConfiguration } from './lib/config';
import { contact } from './routes/contact';
import { devOutbox } from './routes/dev-outbox';
import { dispatchWebhooks } from './routes/dispatch';
import { smsWebhooks } from './routes/sms';
import { emailChanges } from './routes/email-changes';
import { corrections } from './routes/corrections';
import { letterCopies } from './routes/letter-copies';
import { nameProofs } from './routes/name-proofs';
import { orders } from './routes/orders';
import { payments } from './routes/payments';
import { uploads } from './routes/uploads';
import { withdrawals } from './routes/withdrawals';
import { adminOrders } from './routes/admin/orders';
import { adminNameProofs } from './routes/admin/name-proofs';
import { adminRecords } from './routes/admin/records';
import { adminMaintenance } from './routes/admin/maintenance';
import { adminSession } from './routes/admin/session';
import { health } from './routes/health';
import { runScheduled } from './jobs/scheduled';
import { drainOutbox } from './services/mails/sender';
import { namedPageLanguage, PAGE_LANGUAGE_HEADER, pageLanguageOf } from './lib/page-language';

const app = new Hono<AppEnv>().basePath('/api');

// API responses are never cached and never framed; pages get their headers from public/_headers.
app.use(
  secureHeaders({
    // JSON needs nothing; the two small HTML pages (demo checkout, local outbox) need their inline
    // stylesheet and forms posting to ourselves.
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
    referrerPolicy: 'strict-origin-when-cross-origin',
  }),
);
app.use(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  // Mails a request queued go out after the response; what fails here is retried by the cron.
  if (c.get('workQueued')) c.executionCtx.waitUntil(drainOutbox(c.env).catch(() => 0));
});

/**
 * The routes as one chain, so that `AppType` carries every route's path, parameters and responses:
 * the browser's client (src/lib/api.ts) takes its types from here instead of copies.
 */
export const routes = app
  .route('/health', health)
  // Everything else needs the required secrets (functions/lib/config.ts).
  .use(requireConfiguration)
  .route('/contact', contact)
  .route('/uploads', uploads)
  .route('/orders', orders)
  .route('/orders', letterCopies)
  .route('/orders', corrections)
  .route('/orders', nameProofs)
  .route('/payments', payments)
  .route('/withdrawals', withdrawals)
  .route('/email-changes', emailChanges)
  .route('/dispatch', dispatchWebhooks)
  .route('/sms', smsWebhooks)
  .use('/admin/*', requireAccessJwt)
  .route('/admin/session', adminSession)
  .route('/admin/orders', adminOrders)
  .route('/admin/name-proofs', adminNameProofs)
  .route('/admin/records', adminRecords)
  .route('/admin/maintenance', adminMaintenance)
  .route('/dev/outbox', devOutbox);

/** The Worker's API as the browser's typed client sees it. */
export type AppType = typeof routes;

/** The language every refusal is said in: the page's that asked (lib/page-language.ts). */
const answerLanguage = (c: Context<AppEnv>) => pageLanguageOf(c.req.header(PAGE_LANGUAGE_HEADER));

app.notFound((c) => c.json(errorBody(answerLanguage(c), 'not_found', { key: 'errors.notFound' }), 404));

/** What a service's refusal is in HTTP: the one place that decides it. */
const STATUS_OF = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  unavailable: 503,
  too_many: 429,
  unsupported: 415,
} as const satisfies Record<RefusalKind, ContentfulStatusCode>;

/** Refusals name their messages by key; here they are said, in the language of the page that asked. */
app.onError((err, c) => {
  const locale = answerLanguage(c);
  if (err instanceof Refusal) {
    const headers = err.retryAfterSeconds ? { 'Retry-After': String(err.retryAfterSeconds) } : undefined;
    // The page's own language when it names one; otherwise the language the request itself named, if any.
    const language = namedPageLanguage(c.req.header(PAGE_LANGUAGE_HEADER)) ?? err.requestLanguage ?? locale;
    const message = { key: err.key, ...(err.params ? { params: err.params } : {}) };
    return c.json(errorBody(language, err.code, message, err.fields), STATUS_OF[err.kind], headers);
  }
  if (err instanceof ApiError) return c.json(err.toBody(locale), err.status, err.headers);
  if (err instanceof HTTPException) {
    return c.json(errorBody(locale, 'bad_request', { key: 'errors.badRequest' }), err.status);
  }
  // Log the kind of failure and where, never the request body or anything personal.
  console.error(`api_error path=${new URL(c.req.url).pathname} name=${err.name}`);
  return c.json(errorBody(locale, 'internal_error', { key: 'errors.internal' }), 500);
});

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, new Date(controller.scheduledTime), env));
  },
} satisfies ExportedHandler<Env>;

export { app };
