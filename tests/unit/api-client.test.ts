// The browser's one client of the Worker (src/lib/api.ts): the paths it builds from the routes' types,
// and how answers, errors, timeouts and lost connections reach the islands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, pathParams, send, sendForBlob, staticJson } from '../../src/lib/api';
import { blobOfDataUrl } from '../../src/lib/order-api';

const orderRoute = api.orders[':orderNumber'];

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed client', () => {
  it("builds the Worker's paths from the route types, parameters encoded", () => {
    expect(orderRoute['partner-link'].check.$path({ param: { orderNumber: 'PK-2026-000001' } })).toBe(
      '/api/orders/PK-2026-000001/partner-link/check',
    );
    expect(api.admin.orders.$path({ query: { status: 'due', page: '2' } })).toBe('/api/admin/orders?status=due&page=2');
    expect(api.uploads[':id'].preview.$path({ param: pathParams({ id: '../admin' }) })).toBe(
      '/api/uploads/..%2Fadmin/preview',
    );
  });

  it('sends a JSON body typed by the route, with its headers, and the proof never in the address', async () => {
    const fetch = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    const result = await send((init) =>
      orderRoute['sms-opt-out'].$post(
        { param: { orderNumber: 'PK-1' }, json: { statusToken: 'geheim' } },
        { headers: { 'X-Extra': '1' }, init },
      ),
    );
    expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/PK-1/sms-opt-out');
    expect(url).not.toContain('geheim');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"statusToken":"geheim"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init.headers).get('X-Extra')).toBe('1');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("turns the Worker's error body into the message and field errors", async () => {
    vi.stubGlobal('fetch', async () =>
      answer(400, {
        error: {
          code: 'validation_failed',
          message: 'Bitte überprüfe deine Eingaben.',
          fields: [{ path: 'email', message: 'Ungültig' }],
        },
      }),
    );
    const result = await send((init) => api.contact.$post({ json: {} }, { init }));
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: 'Bitte überprüfe deine Eingaben.',
      fields: [{ path: 'email', message: 'Ungültig' }],
    });
  });

  it('names the status when an error has no body of ours (a proxy, a crash)', async () => {
    vi.stubGlobal('fetch', async () => answer(502, '<html>Bad Gateway</html>'));
    const result = await send((init) => api.contact.$post({ json: {} }, { init }));
    expect(result).toMatchObject({ ok: false, status: 502, message: 'Server-Fehler: 502', fields: [] });
  });

  it('tells a lost connection and a timeout apart, in German, without throwing', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await send((init) => api.contact.$post({ json: {} }, { init }));
    expect(offline).toMatchObject({
      ok: false,
      status: 0,
      message: expect.stringContaining('Keine Internetverbindung'),
    });

    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    });
    const slow = await send((init) => api.contact.$post({ json: {} }, { init }), 20);
    expect(slow).toMatchObject({ ok: false, status: 0, message: expect.stringContaining('dauert zu lange') });
  });

  it('returns files as blobs, and null with the status when refused', async () => {
    vi.stubGlobal('fetch', async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    const copy = await sendForBlob((init) =>
      orderRoute['letter.pdf'].$get({ param: { orderNumber: 'PK-1' } }, { init }),
    );
    expect(copy.status).toBe(200);
    expect(new Uint8Array(await copy.blob!.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));

    vi.stubGlobal('fetch', async () => answer(404, { error: { message: 'Nicht gefunden.' } }));
    expect(
      await sendForBlob((init) => orderRoute['letter.pdf'].$get({ param: { orderNumber: 'PK-1' } }, { init })),
    ).toEqual({ status: 404, blob: null });
  });

  it('loads static data files and rejects when they are missing', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/data/plz.json' ? answer(200, ['50667']) : answer(404, ''),
    );
    await expect(staticJson('/data/plz.json')).resolves.toEqual(['50667']);
    await expect(staticJson('/data/fehlt.json')).rejects.toThrow('HTTP 404');
  });
});

describe('a signature as a file', () => {
  it('decodes the data URL of the signature pad into an image of its type', async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const blob = blobOfDataUrl(`data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(png);
    expect(blobOfDataUrl('data:image/jpeg;base64,/9j/').type).toBe('image/jpeg');
  });
});
