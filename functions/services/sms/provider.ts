// Sends one SMS through the configured provider (SMS_PROVIDER=seven: seven.io's REST API) and checks the
// signature of its inbound-SMS webhook (a STOP reply). Without a provider and key an SMS stays in the
// outbox (false), as mails do without MAIL_API_URL.
//
// Written against the API instead of with seven.io's official client (@seven.io/client 5.6): that client
// bundles Node polyfills and crypto-browserify, which made the Worker 299 KB gzip larger (1,674 → 1,973 KB,
// measured with `wrangler deploy --dry-run`) for one POST and one HMAC. Endpoint, headers, body, answer
// codes and the webhook signature are taken from that client's source; stand-ins/sms.ts holds this sender
// to them, and `npm start` sends through it (SMS_API_URL).
import type { Env } from '../../env';
import { fromHex, toHex } from '../../lib/encoding';
import { verifyHmacSha256 } from '../../lib/hmac';

const SEVEN_API = 'https://gateway.seven.io/api';
/** What the provider's sender field allows: up to 11 letters and digits, or a number. */
const DEFAULT_SENDER = 'PunkteBrief';
/** seven.io's answer code for "sent". */
const SENT = '100';

interface SevenAnswer {
  success?: string;
  messages?: { success: boolean }[];
}

export async function deliverSms(env: Env, to: string, text: string): Promise<boolean> {
  if (env.SMS_PROVIDER !== 'seven' || !env.SMS_API_KEY) return false;
  const res = await fetch(`${(env.SMS_API_URL || SEVEN_API).replace(/\/+$/, '')}/sms`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Key': env.SMS_API_KEY },
    body: JSON.stringify({ to, text, from: env.SMS_SENDER || DEFAULT_SENDER }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  // seven.io answers 200 with a code of its own: '100' is sent, anything else (e.g. '402' no credit) is not.
  const answer = (await res.json().catch(() => null)) as SevenAnswer | null;
  if (answer?.success !== SENT || !answer.messages?.every((m) => m.success)) {
    throw new Error(`SMS provider refused (${String(answer?.success ?? 'no answer').slice(0, 20)})`);
  }
  return true;
}

/** Webhooks older (or newer) than this are refused, so a recorded one cannot be replayed later. */
export const WEBHOOK_MAX_AGE_SECONDS = 300;

/**
 * seven.io's webhook signature: X-Signature = HMAC-SHA256(secret, timestamp \n nonce \n METHOD \n url \n
 * md5(body)) in hex, with X-Timestamp (seconds) and X-Nonce. False for anything missing, stale or wrong.
 */
export async function verifySmsWebhook(
  secret: string,
  request: { method: string; url: string; headers: Headers; body: string },
  now: Date,
): Promise<boolean> {
  const timestamp = request.headers.get('X-Timestamp') ?? '';
  const nonce = request.headers.get('X-Nonce') ?? '';
  const signature = (request.headers.get('X-Signature') ?? '').toLowerCase();
  if (!/^\d{1,12}$/.test(timestamp) || !nonce || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp)) > WEBHOOK_MAX_AGE_SECONDS) return false;
  // Workers' WebCrypto digests MD5 (a Cloudflare extension), which the provider's scheme uses for the body.
  const bodyMd5 = toHex(await crypto.subtle.digest('MD5', new TextEncoder().encode(request.body)));
  const signed = [timestamp, nonce, request.method.toUpperCase(), request.url, bodyMd5].join('\n');
  return verifyHmacSha256(secret, signed, fromHex(signature)!);
}
