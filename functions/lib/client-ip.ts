import { sha256Hex } from './crypto';

/** The client's IP as Cloudflare reports it; never logged or stored in clear text. */
export function clientIp(headers: Headers): string {
  return headers.get('CF-Connecting-IP') ?? headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? 'unknown';
}

const LOCAL_SALT = 'local-development-salt';

/** SHA-256 of salt + IP as hex, so that rate limits work without keeping personal data. */
export async function hashIp(ip: string, salt: string | undefined, environment: string): Promise<string> {
  if (!salt && environment === 'production') throw new Error('IP_HASH_SALT is not set');
  return sha256Hex(`${salt ?? LOCAL_SALT}:${ip}`);
}
