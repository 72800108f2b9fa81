// Optional second gate for the back office: when CF_ACCESS_TEAM_DOMAIN is set, every /api/admin/*
// request must carry a valid Cloudflare Access JWT (header Cf-Access-Jwt-Assertion) for our
// application (audience CF_ACCESS_AUD), verified against the team's published keys.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from './api-error';

interface Jwk extends JsonWebKey {
  kid: string;
}

const KEYS_TTL_MS = 10 * 60_000;
let cachedKeys: { domain: string; fetchedAt: number; keys: Jwk[] } | null = null;

function decodePart<T>(part: string): T {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))) as T;
}

function bytesOf(part: string): Uint8Array {
  return Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
}

async function teamKeys(domain: string, now: number): Promise<Jwk[]> {
  if (cachedKeys?.domain === domain && now - cachedKeys.fetchedAt < KEYS_TTL_MS) return cachedKeys.keys;
  const res = await fetch(`https://${domain}/cdn-cgi/access/certs`);
  if (!res.ok) throw new Error(`Access certs: ${res.status}`);
  const keys = ((await res.json()) as { keys: Jwk[] }).keys;
  cachedKeys = { domain, fetchedAt: now, keys };
  return keys;
}

/** True when the token is signed by the team, unexpired, and meant for our application. */
export async function verifyAccessJwt(
  token: string,
  domain: string,
  audience: string,
  now = Date.now(),
): Promise<boolean> {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return false;
  try {
    const header = decodePart<{ alg: string; kid: string }>(head);
    const claims = decodePart<{ aud: string | string[]; exp: number; nbf?: number; iss: string }>(body);
    if (header.alg !== 'RS256') return false;
    const jwk = (await teamKeys(domain, now)).find((k) => k.kid === header.kid);
    if (!jwk) return false;
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    const valid = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      bytesOf(signature),
      new TextEncoder().encode(`${head}.${body}`),
    );
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const seconds = now / 1000;
    return (
      valid &&
      audiences.includes(audience) &&
      claims.exp > seconds &&
      (claims.nbf ?? 0) <= seconds + 60 &&
      claims.iss === `https://${domain}`
    );
  } catch {
    return false;
  }
}

export const requireAccessJwt = createMiddleware<AppEnv>(async (c, next) => {
  const domain = c.env.CF_ACCESS_TEAM_DOMAIN;
  if (domain) {
    const token = c.req.header('Cf-Access-Jwt-Assertion') ?? '';
    if (!c.env.CF_ACCESS_AUD || !(await verifyAccessJwt(token, domain, c.env.CF_ACCESS_AUD))) {
      throw new ApiError(403, 'access_required', 'Zugriff nur über Cloudflare Access.');
    }
  }
  await next();
});
