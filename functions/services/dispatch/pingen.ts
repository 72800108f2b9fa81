// The Pingen REST API v2 (facts: README "Print and mail"). Pingen publishes no JavaScript SDK to npm
// and its GitHub SDK targets Node (axios); the four calls we make are plain fetch, kept here.
import type { HandedOver, LetterToHandOver, PrintService } from './types';
import { LetterRejected } from './types';

export interface PingenSettings {
  clientId: string;
  clientSecret: string;
  organisationId: string;
  staging: boolean;
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

export function pingenHost(staging: boolean): string {
  return staging ? 'https://api-staging.pingen.com' : 'https://api.pingen.com';
}

/** Tokens per client id, for this isolate: reused until shortly before they expire. */
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
  const host = pingenHost(settings.staging);

  async function accessToken(now = Date.now()): Promise<string> {
    const cached = tokens.get(settings.clientId);
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now) return cached.token;
    const response = await send(
      () =>
        new Request(`${host}/auth/access-tokens`, {
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
    tokens.set(settings.clientId, { token: body.access_token, expiresAt: now + (body.expires_in ?? 0) * 1000 });
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
      tokens.delete(settings.clientId);
      const renewed = await accessToken();
      return send(() => build(renewed));
    }
  }

  const organisation = `${host}/organisations/${encodeURIComponent(settings.organisationId)}`;

  return {
    name: 'pingen',
    async handOver(letter: LetterToHandOver): Promise<HandedOver> {
      const upload = (await (
        await authorised((token) => new Request(`${host}/file-upload`, { headers: bearer(token) }))
      ).json()) as { data?: { attributes?: { url?: string; url_signature?: string } } };
      const url = upload.data?.attributes?.url;
      const signature = upload.data?.attributes?.url_signature;
      if (!url || !signature) throw new PingenError(502, 'file upload without url');
      // The signed URL carries its own authorisation.
      await send(() => new Request(url, { method: 'PUT', body: letter.pdf }));
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

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, Accept: JSON_API };
}

/** The create call's JSON:API body: printed and posted at once, address window left (DIN 5008 form B). */
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
        meta_data: { order_number: letter.orderNumber },
      },
    },
  };
}
