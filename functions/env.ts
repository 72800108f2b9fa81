/**
 * Everything the Worker receives from the platform. Bindings and vars are declared in wrangler.jsonc
 * (`wrangler types` generates the matching `Cloudflare.Env`); secrets are set with
 * `wrangler secret put NAME` in production and read from `.dev.vars` locally.
 */
export interface Env {
  // ── Bindings ──────────────────────────────────────────────────────────────
  /** The pre-rendered site in dist/ (pages, 404 page, scripts, styles). */
  ASSETS: Fetcher;
  /** D1 (SQLite): contact messages, mail outbox, rate-limit counters; later orders and uploads. */
  DB: D1Database;
  /** Private R2 bucket for encrypted ID copies, signatures and invoices. Never public. */
  DOCUMENTS: R2Bucket;

  // ── Vars ──────────────────────────────────────────────────────────────────
  /** "development" locally and in tests, "production" when deployed. Guards demo-only features. */
  ENVIRONMENT: string;
  /** Where contact messages are mailed to. */
  SUPPORT_EMAIL: string;
  /** Where the operator's alerts and the morning digest go; unset: SUPPORT_EMAIL. */
  OPS_EMAIL?: string;

  // ── Secrets ───────────────────────────────────────────────────────────────
  /**
   * Salt for hashing client IPs before they are used as rate-limit keys, so no raw IP is stored.
   * Required in production; development falls back to a fixed local salt.
   */
  IP_HASH_SALT?: string;
  /** AES-256 key (32 bytes, base64) for ID copies, signatures and invoices in R2. `npm start` creates a local one. */
  DOCUMENTS_KEY?: string;
  /**
   * Former documents keys, comma-separated (same format), after a key change: they only open what they
   * sealed (chosen by the key id stored with it); everything new is sealed with DOCUMENTS_KEY. Remove
   * them once `npm run documents:rotate` reports nothing left under an old key (README, "Rotating the
   * documents key").
   */
  DOCUMENTS_KEY_PREVIOUS?: string;
  /** Stripe secret key. Unset: the demo payment provider is used (refused in production). */
  STRIPE_SECRET_KEY?: string;
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  STRIPE_WEBHOOK_SECRET?: string;
  /**
   * HTTP e-mail API endpoint (Resend's `POST /emails` and compatible ones), e.g. https://api.resend.com/emails;
   * `npm start` points it at the local stand-in. Unset: mails stay in the outbox (see /api/dev/outbox).
   */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** Sender address of outgoing mails, e.g. "PunkteBrief <support@punktebrief.de>". */
  MAIL_FROM?: string;
  /** Optional: paid orders are posted there (without documents), signed with ORDER_WEBHOOK_SECRET (HMAC-SHA-256). */
  ORDER_WEBHOOK_URL?: string;
  ORDER_WEBHOOK_SECRET?: string;
  /** How letters leave: pingen (the print-and-mail API at PINGEN_API_URL) or manual (printed by hand). */
  DISPATCH_PROVIDER?: string;
  /** Pingen API v2 OAuth client and organisation (DISPATCH_PROVIDER=pingen). */
  PINGEN_CLIENT_ID?: string;
  PINGEN_CLIENT_SECRET?: string;
  PINGEN_ORGANISATION_ID?: string;
  /** The print service's API host; unset: https://api.pingen.com. `npm start` points it at the local stand-in. */
  PINGEN_API_URL?: string;
  /** "1" (when PINGEN_API_URL is unset): Pingen's staging host instead of production. */
  PINGEN_STAGING?: string;
  /** Signing key of the print service's webhooks (HMAC-SHA256 over the raw body). */
  DISPATCH_WEBHOOK_SECRET?: string;
  /** The print service's daily cut-off "HH:MM" (German time); unset: the site's cut-off. */
  PRINT_SERVICE_CUTOFF?: string;
  /** SMS status updates for Pro: seven (seven.io) or unset/none (SMS wait in the outbox, see /api/dev/outbox). */
  SMS_PROVIDER?: string;
  /** The SMS provider's API key. */
  SMS_API_KEY?: string;
  /** The SMS gateway's API base; unset: https://gateway.seven.io/api. `npm start` points it at the local stand-in. */
  SMS_API_URL?: string;
  /** Sender shown on the phone: up to 11 letters and digits (default PunkteBrief). */
  SMS_SENDER?: string;
  /** Signing secret of the provider's inbound-SMS webhook (a customer's STOP reply). */
  SMS_WEBHOOK_SECRET?: string;
  /** Optional: team domain (e.g. firma.cloudflareaccess.com); then /api/admin/* also needs a Cloudflare Access JWT. */
  CF_ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience tag (AUD), required together with CF_ACCESS_TEAM_DOMAIN. */
  CF_ACCESS_AUD?: string;
}

/** The signed-in operator of a back-office request (set by requireOperator). */
export interface OperatorContext {
  operatorId: string;
  email: string;
  sessionHash: string;
}

/** Hono's environment type for every router of this Worker. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Set by a handler that queued mail, so the outbox is drained after the response. */
    workQueued?: boolean;
    /** Set by requireOperator on /api/admin/* routes. */
    operator?: OperatorContext;
  };
}
