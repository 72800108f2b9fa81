// The size of a page's response as the local server sends it (`npm start`, wrangler dev, gzip when asked as a
// browser asks): status line, headers and compressed body. Lighthouse's simulation delivers 14,600 bytes
// (10 segments of 1,460) in a new connection's first round trip; a document with its headers beyond that
// waits for a second one (bench/RESULTS.md, "Page weight"). Used by bench/page-size.mjs and the e2e tests.
import { request } from 'node:http';

/** TCP's initial congestion window as Lighthouse simulates it: 10 segments of 1,460 bytes. */
export const FIRST_FLIGHT = 14_600;

/** Bytes of the response to GET `base + path`. */
export function bytesOnTheWire(base, path) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let body = 0;
      res.on('data', (chunk) => (body += chunk.length));
      res.on('end', () => {
        const headers = res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0); // "name: " and "value\r\n"
        const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length;
        resolve(statusLine + headers + 2 + body);
      });
    });
    req.on('error', reject);
    req.end();
  });
}
