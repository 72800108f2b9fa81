import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../functions/index';

const AUD = 'aud-tag-123';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const json = (value: unknown) => b64url(new TextEncoder().encode(JSON.stringify(value)));

async function keyPair(kid: string) {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  return { privateKey: pair.privateKey, kid, jwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

async function sign(key: { privateKey: CryptoKey; kid: string }, claims: Record<string, unknown>, alg = 'RS256') {
  const head = json({ alg, kid: key.kid, typ: 'JWT' });
  const body = json(claims);
  const signature = new Uint8Array(
    await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key.privateKey, new TextEncoder().encode(`${head}.${body}`)),
  );
  return `${head}.${body}.${b64url(signature)}`;
}

/** One request to the back office through the whole Worker, with Access configured for `domain`. */
async function call(domain: string, token?: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request('https://punktebrief.test/api/admin/session', {
      headers: token ? { 'Cf-Access-Jwt-Assertion': token } : {},
    }),
    { ...env, CF_ACCESS_TEAM_DOMAIN: domain, CF_ACCESS_AUD: AUD } as never,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res.status;
}

/** The team's published key set, as a mocked fetch; `published` may change between calls (rotation). */
function mockCerts(domain: string, published: { current: JsonWebKey[] }) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    expect(url).toBe(`https://${domain}/cdn-cgi/access/certs`);
    return Response.json({ keys: published.current });
  });
  return calls;
}

const claimsFor = (domain: string) => {
  const now = Math.floor(Date.now() / 1000);
  return { iss: `https://${domain}`, aud: [AUD], exp: now + 600, nbf: now - 10, iat: now - 10 };
};

afterEach(() => vi.restoreAllMocks());

describe('Cloudflare Access in front of the back office (optional, verified with jose)', () => {
  it('requires a JWT signed by the team (RS256), for our audience, from our issuer, unexpired', async () => {
    // Each test has its own team domain: the Worker keeps one key set per domain for the isolate's life.
    const domain = 'firma.cloudflareaccess.com';
    const key = await keyPair('k1');
    mockCerts(domain, { current: [key.jwk] });
    const base = claimsFor(domain);
    expect(await call(domain)).toBe(403);
    expect(await call(domain, 'not.a.jwt')).toBe(403);
    expect(await call(domain, await sign(key, { ...base, aud: ['other-app'] }))).toBe(403);
    expect(await call(domain, await sign(key, { ...base, iss: 'https://evil.cloudflareaccess.com' }))).toBe(403);
    expect(await call(domain, await sign(key, { ...base, exp: base.nbf }))).toBe(403);
    const impostor = await keyPair('k1');
    expect(await call(domain, await sign(impostor, base))).toBe(403);
    // Only RS256: the same key's signature under another algorithm name is refused.
    expect(await call(domain, await sign(key, base, 'RS512'))).toBe(403);
    // A valid token passes Access; the operator session is checked next (none here: 401).
    expect(await call(domain, await sign(key, base))).toBe(401);
  });

  it('fetches the keys again as soon as a token names a rotated-in key, and keeps them cached otherwise', async () => {
    const domain = 'rotation.cloudflareaccess.com';
    const [oldKey, newKey] = [await keyPair('old'), await keyPair('new')];
    const published = { current: [oldKey.jwk] };
    const calls = mockCerts(domain, published);
    expect(await call(domain, await sign(oldKey, claimsFor(domain)))).toBe(401);
    expect(await call(domain, await sign(oldKey, claimsFor(domain)))).toBe(401);
    expect(calls).toHaveLength(1);

    // Cloudflare rotates: the new key is published, tokens are signed with it. Past jose's 30 s
    // cooldown between fetches, the first token with the unknown key id fetches the set again.
    published.current = [newKey.jwk, oldKey.jwk];
    const claims = claimsFor(domain);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    expect(await call(domain, await sign(newKey, claims))).toBe(401);
    expect(calls).toHaveLength(2);
    // A key id that is still unknown right after a fetch does not fetch again (no request per forged token).
    expect(await call(domain, await sign(await keyPair('forged'), claims))).toBe(403);
    expect(calls).toHaveLength(2);
  });
});
