import { SELF } from 'cloudflare:test';

/** Sends JSON to the Worker as a browser at the given IP would. */
export function postJson(path: string, body: unknown, ip = '203.0.113.10'): Promise<Response> {
  return SELF.fetch(`https://punktebrief.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
