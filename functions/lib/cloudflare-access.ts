// Optional second gate for the back office: when CF_ACCESS_TEAM_DOMAIN is set, every /api/admin/*
// request must carry a valid Cloudflare Access JWT (header Cf-Access-Jwt-Assertion) for our
// application (audience CF_ACCESS_AUD), verified with jose against the team's published keys.
// jose's remote key set fetches the keys again as soon as a token names a key it does not know (at
// most once per 30 s), so a key Cloudflare rotated in is accepted at once, not after a cache expires.
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppEnv, Env } from '../env';
import { ApiError } from './api-error';
import { isDevelopment } from './config';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/** One key set per team domain, kept for the isolate's life (jose refreshes it after 10 minutes). */
const keySets = new Map<string, KeySet>();

function keySetOf(domain: string): KeySet {
  let keys = keySets.get(domain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`https://${domain}/cdn-cgi/access/certs`));
    keySets.set(domain, keys);
  }
  return keys;
}

/** True when the token is signed (RS256) by the team, unexpired, issued by the team and meant for our application. */
async function verifyAccessJwt(token: string, domain: string, audience: string): Promise<boolean> {
  if (!token) return false;
  try {
    await jwtVerify(token, keySetOf(domain), {
      issuer: `https://${domain}`,
      audience,
      algorithms: ['RS256'],
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * What /api/health says about this gate (names only): in production, a back office without Access is a
 * warning (password and TOTP still hold); a team domain without its audience refuses every admin request.
 */
export function accessGateProblems(env: Env): { warnings: string[]; invalid: string[] } {
  if (env.CF_ACCESS_TEAM_DOMAIN) {
    return {
      warnings: [],
      invalid: env.CF_ACCESS_AUD ? [] : ['CF_ACCESS_AUD (unset: the back office refuses every request)'],
    };
  }
  if (isDevelopment(env)) return { warnings: [], invalid: [] };
  const unset = ['CF_ACCESS_TEAM_DOMAIN', ...(env.CF_ACCESS_AUD ? [] : ['CF_ACCESS_AUD'])];
  return {
    warnings: [`${unset.join(', ')} (unset: the back office is protected by password and TOTP only)`],
    invalid: [],
  };
}

export const requireAccessJwt = createMiddleware<AppEnv>(async (c, next) => {
  const domain = c.env.CF_ACCESS_TEAM_DOMAIN;
  if (domain) {
    const token = c.req.header('Cf-Access-Jwt-Assertion') ?? '';
    if (!c.env.CF_ACCESS_AUD || !(await verifyAccessJwt(token, domain, c.env.CF_ACCESS_AUD))) {
      throw new ApiError(403, 'access_required', 'operator.accessRequired');
    }
  }
  await next();
});
