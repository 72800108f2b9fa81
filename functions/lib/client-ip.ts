import { sha256Hex } from './crypto';

/** The client's IP as Cloudflare reports it; never logged or stored in clear text. */
export function clientIp(headers: Headers): string {
  return headers.get('CF-Connecting-IP') ?? headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? 'unknown';
}

/** SHA-256 of salt + IP as hex, so that rate limits work without keeping personal data. */
export async function hashIp(ip: string, salt: string | undefined): Promise<string> {
  // requireConfiguration refuses requests before this point when the salt is missing.
  if (!salt) throw new Error('IP_HASH_SALT is not set');
  return sha256Hex(`${salt}:${ip}`);
}
