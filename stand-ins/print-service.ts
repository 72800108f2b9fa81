// The print service as our adapter meets it, for `npm start`, the e2e servers and the Worker tests: the
// calls of Pingen's REST API v2 that functions/services/dispatch/pingen.ts makes, and the webhooks back.
// Never part of the Worker. Strict exactly where the provider's own artefacts are:
//   - create attributes, their enums and the auto_send rule: pingencom/pingen2-sdk-js
//     src/resources/letters/types.ts + letters.ts, pingen2-sdk-php LetterCreateAttributes.php;
//   - meta_data addresses and their lengths: pingencom/n8n-nodes-pingen2 types/index.ts (RegisteredAddress);
//   - token endpoint on the identity host, JSON:API media type, signed upload URL: pingen2-sdk-php
//     Provider/Pingen.php, ResourceEndpoint.php, FileUploadAttributes.php;
//   - webhook payloads and their signature: n8n-nodes-pingen2 test/fixtures/webhookFixtures.ts, utils/webhook.ts.
// Only Web APIs, Hono and valibot, so the same app runs in Node (stand-ins/server.ts) and inside workerd.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { hmacSha256Hex, sha256Hex } from './crypto.ts';
import { lettersPage } from './print-service-page.ts';

const JSON_API = 'application/vnd.api+json';

const DELIVERY_PRODUCTS = ['cheap', 'fast', 'bulk', 'premium', 'registered'] as const;

/** One address of meta_data, with the lengths the provider's node validates. */
const Address = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(45)),
  street: v.optional(v.pipe(v.string(), v.maxLength(40))),
  pobox: v.optional(v.pipe(v.string(), v.maxLength(45))),
  number: v.optional(v.pipe(v.string(), v.maxLength(10))),
  zip: v.pipe(v.string(), v.minLength(1), v.maxLength(8)),
  city: v.pipe(v.string(), v.minLength(1), v.maxLength(25)),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
});

const LetterCreate = v.strictObject({
  data: v.strictObject({
    type: v.literal('letters'),
    attributes: v.pipe(
      v.strictObject({
        file_original_name: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
        file_url: v.pipe(v.string(), v.url()),
        file_url_signature: v.pipe(v.string(), v.minLength(1)),
        address_position: v.picklist(['left', 'right']),
        auto_send: v.boolean(),
        delivery_product: v.optional(v.picklist(DELIVERY_PRODUCTS)),
        print_mode: v.optional(v.picklist(['simplex', 'duplex'])),
        print_spectrum: v.optional(v.picklist(['grayscale', 'color'])),
        meta_data: v.optional(v.strictObject({ recipient: Address, sender: Address })),
      }),
      v.check(
        (a) => !a.auto_send || Boolean(a.delivery_product && a.print_mode && a.print_spectrum),
        'When auto_send is set to true delivery_product, print_mode and print_spectrum are required.',
      ),
    ),
    relationships: v.optional(v.record(v.string(), v.unknown())),
  }),
});

type CreateAttributes = v.InferOutput<typeof LetterCreate>['data']['attributes'];

type WebhookKind = 'sent' | 'undeliverable' | 'issues' | 'delivered';

/** What the stand-in keeps of a letter, as the print service would show it in its own app. */
interface ReceivedLetter {
  id: string;
  fileName: string;
  pdf: Uint8Array;
  attributes: CreateAttributes;
  /** In the provider's words: validating → submitted → sent, or action_required / undeliverable / deleted. */
  status: string;
  priceValue: number;
  receivedAt: string;
  idempotencyKey: string | null;
  events: { kind: WebhookKind; at: string; delivered: boolean }[];
}

export interface PrintServiceOptions {
  clientId: string;
  clientSecret: string;
  organisationId: string;
  /** The key our webhook endpoint verifies with (DISPATCH_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Posts one signed webhook to our Worker and returns its answer. */
  deliverWebhook: (body: string, headers: Record<string, string>) => Promise<Response>;
  now?: () => Date;
  /** Prices in euros by delivery product: the stand-in's own, shown so the back office's cost column has data. */
  prices?: Partial<Record<(typeof DELIVERY_PRODUCTS)[number], number>>;
}

const DEFAULT_PRICES = { cheap: 0.95, fast: 1.25, bulk: 0.85, premium: 1.6, registered: 4.5 };
const TOKEN_SECONDS = 3600;
const UPLOAD_SECONDS = 3600;
const MAX_PDF_BYTES = 50 * 1024 * 1024;

function jsonApiError(c: Context, status: 400 | 401 | 403 | 404 | 409 | 415 | 422, title: string, detail: string) {
  return c.body(JSON.stringify({ errors: [{ status: String(status), title, detail }] }), status, {
    'Content-Type': JSON_API,
  });
}

const isJsonApi = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() === JSON_API;

/** The provider's timestamp form, e.g. 2020-11-19T09:42:48+0100 (German time, as its examples show). */
function pingenTime(date: Date): string {
  const offsetMinutes = germanOffsetMinutes(date);
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const hours = String(Math.floor(offsetMinutes / 60)).padStart(2, '0');
  return `${local}+${hours}00`;
}

function germanOffsetMinutes(date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name === 'GMT+2' ? 120 : 60;
}

export interface PrintServiceStandIn {
  app: Hono;
  letters: ReceivedLetter[];
  /** Sends the provider's webhook for a letter, as its buttons do; returns our Worker's answer status. */
  sendWebhook(letterId: string, kind: WebhookKind, reason?: string): Promise<number>;
}

export function printServiceStandIn(options: PrintServiceOptions): PrintServiceStandIn {
  const now = options.now ?? (() => new Date());
  const prices = { ...DEFAULT_PRICES, ...options.prices };
  const tokens = new Map<string, number>();
  const uploads = new Map<string, { signature: string; expiresAt: number; pdf: Uint8Array | null }>();
  const idempotent = new Map<string, { fingerprint: string; letterId: string }>();
  const letters: ReceivedLetter[] = [];

  const authorised = (c: Context) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && expiresAt > now().getTime();
  };

  const letterResource = (letter: ReceivedLetter) => ({
    id: letter.id,
    type: 'letters',
    attributes: {
      status: letter.status,
      file_original_name: letter.fileName,
      file_pages: null,
      address: null,
      address_position: letter.attributes.address_position,
      country: 'DE',
      delivery_product: letter.attributes.delivery_product ?? null,
      print_mode: letter.attributes.print_mode ?? null,
      print_spectrum: letter.attributes.print_spectrum ?? null,
      price_currency: 'EUR',
      price_value: letter.priceValue,
      paper_types: ['normal'],
      fonts: [],
      source: 'api',
      tracking_number: null,
      submitted_at: null,
      created_at: pingenTime(new Date(letter.receivedAt)),
      updated_at: pingenTime(new Date(letter.receivedAt)),
    },
  });

  async function sendWebhook(letterId: string, kind: WebhookKind, reason?: string): Promise<number> {
    const letter = letters.find((l) => l.id === letterId);
    if (!letter) throw new Error(`no letter ${letterId}`);
    const at = now();
    const organisation = { data: { id: options.organisationId, type: 'organisations' } };
    const body = JSON.stringify({
      data: {
        id: crypto.randomUUID(),
        type: `webhook_${kind}`,
        attributes: {
          ...(kind === 'issues' || kind === 'undeliverable' ? { reason: reason ?? defaultReason(kind) } : {}),
          url: 'stand-in',
          created_at: pingenTime(at),
        },
        relationships: {
          organisation,
          letter: { data: { id: letter.id, type: 'letters' } },
          event: { data: { id: crypto.randomUUID(), type: 'letters_events' } },
        },
      },
      included: [letterResource(letter)],
    });
    const signature = await hmacSha256Hex(options.webhookSecret, body);
    // The letter's state changes first, then the provider tells us (and we may delete it meanwhile).
    if (kind === 'sent' || kind === 'undeliverable') letter.status = kind;
    if (kind === 'issues') letter.status = 'action_required';
    const answer = await options.deliverWebhook(body, { 'Content-Type': JSON_API, Signature: signature });
    letter.events.push({ kind, at: at.toISOString(), delivered: answer.ok });
    return answer.status;
  }

  const app = new Hono({ strict: false })
    .post('/auth/access-tokens', async (c) => {
      if (!c.req.header('Content-Type')?.startsWith('application/x-www-form-urlencoded'))
        return c.json({ error: 'invalid_request', error_description: 'form-encoded body required' }, 400);
      const form = await c.req.parseBody();
      if (form.grant_type !== 'client_credentials')
        return c.json({ error: 'unsupported_grant_type', error_description: 'client_credentials only' }, 400);
      if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret)
        return c.json({ error: 'invalid_client', error_description: 'Client authentication failed' }, 401);
      const token = crypto.randomUUID().replaceAll('-', '');
      tokens.set(token, now().getTime() + TOKEN_SECONDS * 1000);
      return c.json({ token_type: 'Bearer', expires_in: TOKEN_SECONDS, access_token: token });
    })
    .get('/file-upload', (c) => {
      if (!authorised(c)) return jsonApiError(c, 401, 'Unauthenticated', 'A valid access token is required.');
      const id = crypto.randomUUID();
      const signature = crypto.randomUUID().replaceAll('-', '');
      const expiresAt = now().getTime() + UPLOAD_SECONDS * 1000;
      uploads.set(id, { signature, expiresAt, pdf: null });
      const base = c.req.url.slice(0, c.req.url.lastIndexOf('/file-upload'));
      return c.body(
        JSON.stringify({
          data: {
            id,
            type: 'file_uploads',
            attributes: {
              url: `${base}/file-storage/${id}?X-Amz-Expires=${UPLOAD_SECONDS}`,
              url_signature: signature,
              expires_at: pingenTime(new Date(expiresAt)),
            },
          },
        }),
        200,
        { 'Content-Type': JSON_API },
      );
    })
    .put('/file-storage/:id', async (c) => {
      // A pre-signed storage URL: no bearer token (the SDKs send none), only the bytes.
      const upload = uploads.get(c.req.param('id'));
      if (!upload || upload.expiresAt <= now().getTime()) return c.text('Request has expired', 403);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length > MAX_PDF_BYTES) return c.text('EntityTooLarge', 400);
      upload.pdf = bytes;
      return c.body(null, 200);
    })
    .post('/organisations/:org/deliveries/letters', async (c) => {
      if (!authorised(c)) return jsonApiError(c, 401, 'Unauthenticated', 'A valid access token is required.');
      if (c.req.param('org') !== options.organisationId)
        return jsonApiError(c, 403, 'Forbidden', 'This organisation is not yours.');
      if (!isJsonApi(c.req.header('Content-Type')))
        return jsonApiError(c, 415, 'Unsupported Media Type', `Content-Type must be ${JSON_API}.`);
      const raw = await c.req.text();
      const key = c.req.header('Idempotency-Key') ?? null;
      const fingerprint = await sha256Hex(raw);
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          return jsonApiError(c, 409, 'Conflict', 'The Idempotency-Key was used with another request.');
        const letter = letters.find((l) => l.id === earlier.letterId)!;
        return c.body(JSON.stringify({ data: letterResource(letter) }), 201, { 'Content-Type': JSON_API });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return jsonApiError(c, 400, 'Bad Request', 'The body is not JSON.');
      }
      const parsed = v.safeParse(LetterCreate, json);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const path = issue.path?.map((p) => String(p.key)).join('/') ?? '';
        return jsonApiError(c, 422, 'Unprocessable Entity', `${path ? `/${path}: ` : ''}${issue.message}`);
      }
      const attributes = parsed.output.data.attributes;
      const uploadId = /\/file-storage\/([0-9a-f-]+)\?/.exec(attributes.file_url)?.[1];
      const upload = uploadId ? uploads.get(uploadId) : undefined;
      if (!upload || upload.signature !== attributes.file_url_signature)
        return jsonApiError(c, 422, 'Unprocessable Entity', 'file_url and file_url_signature do not match an upload.');
      if (!upload.pdf) return jsonApiError(c, 422, 'Unprocessable Entity', 'Nothing was uploaded to file_url.');
      if (new TextDecoder().decode(upload.pdf.subarray(0, 5)) !== '%PDF-')
        return jsonApiError(c, 422, 'Unprocessable Entity', 'The file is not a PDF.');
      const letter: ReceivedLetter = {
        id: crypto.randomUUID(),
        fileName: attributes.file_original_name,
        pdf: upload.pdf,
        attributes,
        status: attributes.auto_send ? 'submitted' : 'valid',
        priceValue: prices[attributes.delivery_product ?? 'cheap'],
        receivedAt: now().toISOString(),
        idempotencyKey: key,
        events: [],
      };
      letters.unshift(letter);
      if (key) idempotent.set(key, { fingerprint, letterId: letter.id });
      return c.body(JSON.stringify({ data: letterResource(letter) }), 201, { 'Content-Type': JSON_API });
    })
    .get('/organisations/:org/deliveries/letters/:id', (c) => {
      if (!authorised(c)) return jsonApiError(c, 401, 'Unauthenticated', 'A valid access token is required.');
      const letter = letters.find((l) => l.id === c.req.param('id') && l.status !== 'deleted');
      if (c.req.param('org') !== options.organisationId || !letter)
        return jsonApiError(c, 404, 'Not Found', 'No such letter.');
      return c.body(JSON.stringify({ data: letterResource(letter) }), 200, { 'Content-Type': JSON_API });
    })
    .delete('/organisations/:org/deliveries/letters/:id', (c) => {
      if (!authorised(c)) return jsonApiError(c, 401, 'Unauthenticated', 'A valid access token is required.');
      const letter = letters.find((l) => l.id === c.req.param('id') && l.status !== 'deleted');
      if (c.req.param('org') !== options.organisationId || !letter)
        return jsonApiError(c, 404, 'Not Found', 'No such letter.');
      letter.status = 'deleted';
      letter.pdf = new Uint8Array();
      return c.body(null, 204);
    })
    // The stand-in's own pages: what it received, and the webhooks the provider would send.
    .get('/', (c) => c.html(lettersPage(letters, new URL(c.req.url).pathname.replace(/\/$/, ''), c.req.query('sent'))))
    .get('/letters/:id/file', (c) => {
      const letter = letters.find((l) => l.id === c.req.param('id'));
      if (!letter || letter.status === 'deleted') return c.text('Nicht gefunden', 404);
      return c.body(letter.pdf.slice().buffer, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${letter.fileName}"`,
      });
    })
    .post('/letters/:id/:kind{sent|undeliverable|issues}', async (c) => {
      const id = c.req.param('id');
      if (!letters.some((l) => l.id === id)) return c.text('Nicht gefunden', 404);
      const status = await sendWebhook(id, c.req.param('kind') as WebhookKind);
      const base = new URL(c.req.url).pathname.replace(/\/letters\/[^/]+\/[a-z]+$/, '');
      return c.redirect(`${base}?sent=${status}`, 303);
    });

  return { app, letters, sendWebhook };
}

function defaultReason(kind: 'issues' | 'undeliverable'): string {
  // The provider's own example texts (webhookFixtures.ts).
  return kind === 'issues'
    ? 'Content failed inspection'
    : 'Recipient could not be determined at the specified address.';
}
