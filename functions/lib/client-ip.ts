/** The client's IP as Cloudflare reports it; never logged or stored in clear text. */
export function clientIp(headers: Headers): string {
  return headers.get('CF-Connecting-IP') ?? headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? 'unknown';
}

const LOCAL_SALT = 'local-development-salt';

/** SHA-256 of salt + IP as hex, so that rate limits work without keeping personal data. */
export async function hashIp(ip: string, salt: string | undefined, environment: string): Promise<string> {
  if (!salt && environment === 'production') throw new Error('IP_HASH_SALT is not set');
  const bytes = new TextEncoder().encode(`${salt ?? LOCAL_SALT}:${ip}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
