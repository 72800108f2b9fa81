// The Pingen REST API v2 (facts: README "Print and mail"). Written with fetch instead of the provider's
// SDK: pingen2-sdk-js is not on npm and reads files from disk (node:fs), which a Worker has not; the calls we
// make are five. stand-ins/print-service.ts speaks this API as the SDKs declare it, and `npm start`, the e2e
// servers and the Worker tests run this adapter against it.
import type { HandedOver, LetterToHandOver, PrintService, SignedUpload } from './types';
import { LetterRejected } from './types';

export interface PingenSettings {
  clientId: string;
  clientSecret: string;
  organisationId: string;
  /** The API host, e.g. https://api.pingen.com, or a stand-in. */
  apiUrl: string;
}

/** Waits between attempts; tests pass one that does not wait. */
export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Attempts per call on 429, 5xx or a network error before the job's own backoff takes over. */
const ATTEMPTS = 3;
const MAX_WAIT_MS = 10_000;
/** The token is renewed this long before the provider says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const JSON_API = 'application/vnd.api+json';

export const PINGEN_PRODUCTION = 'https://api.pingen.com';
export const PINGEN_STAGING = 'https://api-staging.pingen.com';

/**
 * Where the access token comes from. The provider's PHP SDK (Provider/Pingen.php) and its n8n node ask
 * its identity host; any other API URL (a stand-in) issues tokens itself.
 */
export function identityUrlOf(apiUrl: string): string {
  if (apiUrl === PINGEN_PRODUCTION) return 'https://identity.pingen.com';
  if (apiUrl === PINGEN_STAGING) return 'https://identity-staging.pingen.com';
  return apiUrl;
}

/** Tokens per client id and host, for this isolate: reused until shortly before they expire. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Forgets the cached tokens (tests start each case without one). */
export function forgetPingenTokens(): void {
  tokens.clear();
}

class PingenError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`pingen ${status}: ${detail}`);
    this.name = 'PingenError';
  }
}

/** The first JSON:API error's words, for the operator (never the request, which holds personal data). */
async function errorDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { title?: string; detail?: string; code?: string }[] };
    const first = body.errors?.[0];
    return (first?.detail ?? first?.title ?? first?.code ?? response.statusText).slice(0, 300);
  } catch {
    return response.statusText;
  }
}

function retryAfterMs(response: Response, attempt: number): number {
  const seconds = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(seconds) && seconds > 0) return Math.min(seconds * 1000, MAX_WAIT_MS);
  return Math.min(500 * 2 ** attempt, MAX_WAIT_MS);
}

const retryable = (status: number) => status === 429 || status >= 500;

export function pingenPrintService(settings: PingenSettings, sleep: Sleep = realSleep): PrintService {
  const host = settings.apiUrl.replace(/\/+$/, '');
  const tokenKey = `${settings.clientId} ${host}`;

  async function accessToken(now = Date.now()): Promise<string> {
    const cached = tokens.get(tokenKey);
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now) return cached.token;
    const response = await send(
      () =>
        new Request(`${identityUrlOf(host)}/auth/access-tokens`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }),
        }),
    );
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PingenError(response.status, 'no access token');
    tokens.set(tokenKey, { token: body.access_token, expiresAt: now + (body.expires_in ?? 0) * 1000 });
    return body.access_token;
  }

  /** One call with retries on 429, 5xx and network errors; the request is rebuilt for each attempt. */
  async function send(build: () => Request): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(build());
      } catch (error) {
        if (attempt + 1 >= ATTEMPTS) throw error;
        await sleep(Math.min(500 * 2 ** attempt, MAX_WAIT_MS));
        continue;
      }
      if (response.ok) return response;
      if (retryable(response.status) && attempt + 1 < ATTEMPTS) {
        await sleep(retryAfterMs(response, attempt));
        continue;
      }
      const detail = await errorDetail(response);
      // A document the provider cannot process as it is: not a reason to try again.
      if (response.status === 422) throw new LetterRejected(detail);
      throw new PingenError(response.status, detail);
    }
  }

  /** An authorised call; after a 401 the token is renewed once. */
  async function authorised(build: (token: string) => Request): Promise<Response> {
    const token = await accessToken();
    try {
      return await send(() => build(token));
    } catch (error) {
      if (!(error instanceof PingenError) || error.status !== 401) throw error;
      tokens.delete(tokenKey);
      const renewed = await accessToken();
      return send(() => build(renewed));
    }
  }

  const organisation = `${host}/organisations/${encodeURIComponent(settings.organisationId)}`;

  /** Asks for a signed upload URL and puts the PDF there; the URL carries its own authorisation. */
  async function upload(pdf: Uint8Array): Promise<SignedUpload> {
    const answer = (await (
      await authorised((token) => new Request(`${host}/file-upload`, { headers: bearer(token) }))
    ).json()) as { data?: { attributes?: { url?: string; url_signature?: string; expires_at?: string } } };
    const { url, url_signature: signature, expires_at } = answer.data?.attributes ?? {};
    if (!url || !signature) throw new PingenError(502, 'file upload without url');
    await send(() => new Request(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: pdf }));
    const expires = expires_at ? Date.parse(expires_at) : NaN;
    return { url, signature, expiresAt: Number.isNaN(expires) ? null : new Date(expires).toISOString() };
  }

  return {
    name: 'pingen',
    async handOver(letter: LetterToHandOver, rememberUpload): Promise<HandedOver> {
      // A retry sends the create call again byte for byte (same file URL, same Idempotency-Key), so the
      // provider recognises a letter it already took though its answer was lost.
      const earlier = isUsable(letter.upload) ? letter.upload : null;
      const fresh = earlier ? null : await upload(letter.pdf);
      if (fresh) await rememberUpload(fresh);
      const { url, signature } = (earlier ?? fresh)!;
      const created = (await (
        await authorised(
          (token) =>
            new Request(`${organisation}/deliveries/letters`, {
              method: 'POST',
              headers: { ...bearer(token), 'Content-Type': JSON_API, 'Idempotency-Key': letter.id },
              body: JSON.stringify(letterBody(letter, url, signature)),
            }),
        )
      ).json()) as { data?: { id?: string; attributes?: { price_value?: number | string | null } } };
      const id = created.data?.id;
      if (!id) throw new PingenError(502, 'letter without id');
      const price = Number(created.data?.attributes?.price_value);
      return { providerLetterId: id, priceCents: Number.isFinite(price) && price > 0 ? Math.round(price * 100) : null };
    },
    async deleteLetter(providerLetterId: string): Promise<void> {
      await authorised(
        (token) =>
          new Request(`${organisation}/deliveries/letters/${encodeURIComponent(providerLetterId)}`, {
            method: 'DELETE',
            headers: bearer(token),
          }),
      );
    },
  };
}

/** An upload made by an earlier attempt that the provider still accepts (with a few minutes to spare). */
function isUsable(upload: SignedUpload | null): upload is SignedUpload {
  return Boolean(upload && upload.expiresAt && Date.parse(upload.expiresAt) > Date.now() + 5 * 60_000);
}

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, Accept: JSON_API };
}

/**
 * The create call's JSON:API body: printed and posted at once, address window left (DIN 5008 form B).
 * No meta_data: the SDKs declare it as the recipient's and sender's postal addresses only (no order
 * number; ours is in the file name and in our letters row), the provider reads both from the letter
 * itself, and sending the customer's address again as data would give the print service more
 * personal data than the letter needs.
 */
export function letterBody(letter: LetterToHandOver, fileUrl: string, fileUrlSignature: string) {
  return {
    data: {
      type: 'letters',
      attributes: {
        file_original_name: letter.fileName,
        file_url: fileUrl,
        file_url_signature: fileUrlSignature,
        address_position: 'left',
        auto_send: true,
        delivery_product: letter.deliveryProduct,
        print_mode: 'simplex',
        print_spectrum: 'grayscale',
      },
    },
  };
}
