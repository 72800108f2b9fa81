import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, jpegBytes, orderBody, pdfBytes, pngBytes, postOrder, upload, uploadRequest } from './fixtures';

interface ErrorBody {
  error: { code: string; message: string };
}

describe('POST /api/uploads', () => {
  it('stores a JPEG encrypted under a random key and returns id, token and the detected type', async () => {
    const bytes = jpegBytes();
    const res = await uploadRequest('front', bytes, 'Ausweis Erika Mustermann.jpg');
    expect(res.status).toBe(201);
    const body = await res.json<{ id: string; token: string; mime: string; size: number; name: string }>();
    expect(body).toMatchObject({ mime: 'image/jpeg', size: bytes.length, name: 'Ausweis Erika Mustermann.jpg' });
    expect(body.token).toMatch(/^[\w-]{43}$/);

    const row = (await env.DB.prepare('SELECT * FROM uploads WHERE id = ?')
      .bind(body.id)
      .first<{ token_hash: string; object_key: string; expires_at: string; created_at: string }>())!;
    expect(row.token_hash).not.toBe(body.token);
    expect(row.object_key).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    expect(JSON.stringify(row)).not.toContain('Mustermann');
    expect(row.expires_at > row.created_at).toBe(true);

    const stored = new Uint8Array(await (await env.DOCUMENTS.get(row.object_key))!.arrayBuffer());
    expect(stored.length).toBeGreaterThan(bytes.length); // IV and tag added
    expect([...stored.slice(12, 15)]).not.toEqual([0xff, 0xd8, 0xff]);
  });

  it('decides the type by the bytes: a PNG named .pdf is a PNG', async () => {
    const res = await uploadRequest('back', pngBytes(), 'scan.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    expect((await res.json<{ mime: string }>()).mime).toBe('image/png');
  });

  it('refuses a text file pretending to be a JPEG with the German 415 message', async () => {
    const res = await uploadRequest('front', new TextEncoder().encode('hello, not an image'), 'foto.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect((await res.json<ErrorBody>()).error.message).toBe('Nur JPG, PNG und PDF Dateien sind erlaubt.');
  });

  it('accepts a PDF that parses and refuses one that does not', async () => {
    expect((await uploadRequest('front', await pdfBytes(), 'scan.pdf', 'application/pdf')).status).toBe(201);
    const broken = await uploadRequest(
      'front',
      new TextEncoder().encode('%PDF-1.7\nthis is not a pdf'),
      'scan.pdf',
      'application/pdf',
    );
    expect(broken.status).toBe(422);
    expect((await broken.json<ErrorBody>()).error.message).toBe(
      'Die PDF-Datei konnte nicht gelesen werden. Bitte lade eine andere Datei hoch.',
    );
  });

  it('refuses images with absurd dimensions (decompression bombs)', async () => {
    for (const bytes of [pngBytes(50_000, 50_000), jpegBytes(65_000, 65_000)]) {
      const res = await uploadRequest('front', bytes);
      expect(res.status).toBe(422);
      expect((await res.json<ErrorBody>()).error.code).toBe('image_too_large');
    }
  });

  it('refuses a file over 10 MB with the German 413 message', async () => {
    const big = new Uint8Array(10_485_761);
    big.set(jpegBytes());
    const res = await uploadRequest('front', big);
    expect(res.status).toBe(413);
    expect((await res.json<ErrorBody>()).error.message).toBe('Datei ist zu groß. Maximum 10MB erlaubt.');
  });

  it('refuses a declared oversize body before reading it', async () => {
    const res = await SELF.fetch(`${BASE}/api/uploads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
        'CF-Connecting-IP': '203.0.113.21',
      },
      body: '--x--',
    });
    expect(res.status).toBe(413);
  });

  it('refuses a PDF as signature and an unknown kind', async () => {
    expect((await uploadRequest('signature', await pdfBytes(), 's.pdf', 'application/pdf')).status).toBe(415);
    expect((await uploadRequest('selfie', jpegBytes())).status).toBe(400);
  });
});

describe('preview and delete', () => {
  it('returns the decrypted file only with the right token, never cached', async () => {
    const bytes = jpegBytes(1200, 800);
    const file = await upload('front', bytes);
    const ok = await SELF.fetch(`${BASE}/api/uploads/${file.id}/preview`, {
      headers: { 'X-Upload-Token': file.token },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Content-Type')).toBe('image/jpeg');
    expect(ok.headers.get('Cache-Control')).toBe('no-store');
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(bytes);

    const wrong = await SELF.fetch(`${BASE}/api/uploads/${file.id}/preview`, {
      headers: { 'X-Upload-Token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(404);
    const none = await SELF.fetch(`${BASE}/api/uploads/${file.id}/preview`);
    expect(none.status).toBe(404);
  });

  it('no longer opens the preview once the upload belongs to an order, though the token still matches', async () => {
    const body = await orderBody();
    const preview = () =>
      SELF.fetch(`${BASE}/api/uploads/${body.uploads.front.id}/preview`, {
        headers: { 'X-Upload-Token': body.uploads.front.token },
      });
    expect((await preview()).status).toBe(200);
    expect((await postOrder(body)).status).toBe(201);
    const refused = await preview();
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Content-Type')).toContain('application/json');
    expect((await refused.json<ErrorBody>()).error.message).toBe('Datei nicht gefunden.');
  });

  it('deletes the file and its object; a second delete is a 404', async () => {
    const file = await upload('back');
    const key = (await env.DB.prepare('SELECT object_key FROM uploads WHERE id = ?')
      .bind(file.id)
      .first<string>('object_key'))!;
    const res = await SELF.fetch(`${BASE}/api/uploads/${file.id}`, {
      method: 'DELETE',
      headers: { 'X-Upload-Token': file.token },
    });
    expect(res.status).toBe(204);
    expect(await env.DOCUMENTS.get(key)).toBeNull();
    const again = await SELF.fetch(`${BASE}/api/uploads/${file.id}`, {
      method: 'DELETE',
      headers: { 'X-Upload-Token': file.token },
    });
    expect(again.status).toBe(404);
  });
});
