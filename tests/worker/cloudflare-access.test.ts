import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../functions/index';

const DOMAIN = 'firma.cloudflareaccess.com';
const AUD = 'aud-tag-123';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const json = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)));

async function keyPair() {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  return { privateKey: pair.privateKey, jwk: { ...jwk, kid: 'k1' } };
}

async function sign(privateKey: CryptoKey, claims: Record<string, unknown>) {
  const head = json({ alg: 'RS256', kid: 'k1' });
  const body = json(claims);
  const signature = new Uint8Array(
    await crypto.subtle.sign('RSASSA-PKCS1-v1_5', privateKey, new TextEncoder().encode(`${head}.${body}`)),
  );
  return `${head}.${body}.${b64url(signature)}`;
}

async function call(token?: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request('https://punktebrief.test/api/admin/session', {
      headers: token ? { 'Cf-Access-Jwt-Assertion': token } : {},
    }),
    { ...env, CF_ACCESS_TEAM_DOMAIN: DOMAIN, CF_ACCESS_AUD: AUD } as never,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res.status;
}

afterEach(() => vi.restoreAllMocks());

describe('Cloudflare Access in front of the back office (optional)', () => {
  it('requires a JWT signed by the team, for our audience, unexpired', async () => {
    const { privateKey, jwk } = await keyPair();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      expect(String(input instanceof Request ? input.url : input)).toBe(`https://${DOMAIN}/cdn-cgi/access/certs`);
      return Response.json({ keys: [jwk] });
    });
    const now = Math.floor(Date.now() / 1000);
    const base = { iss: `https://${DOMAIN}`, aud: [AUD], exp: now + 600, nbf: now - 10 };
    expect(await call()).toBe(403);
    expect(await call(await sign(privateKey, { ...base, aud: ['other-app'] }))).toBe(403);
    expect(await call(await sign(privateKey, { ...base, exp: now - 1 }))).toBe(403);
    const other = await keyPair();
    expect(await call(await sign(other.privateKey, base))).toBe(403);
    // A valid token passes Access; the operator session is checked next (none here: 401).
    expect(await call(await sign(privateKey, base))).toBe(401);
  });
});
