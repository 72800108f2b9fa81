// An HTTP/2 front for the local server, so that a benchmark can measure what a phone meets in production.
// wrangler dev speaks HTTP/1.1 only, where a browser opens at most six connections to a host and queues the
// rest of a page's requests behind them: on a 150 ms round trip each queue wave costs a round trip of its
// own. Cloudflare serves the site over HTTP/2 and HTTP/3, where every request of a page leaves at once on one
// connection. Node's own http2 server, with a throwaway self-signed certificate (the browser is told to
// accept it), forwards every request unchanged to the local server and streams the answer back.
import { request as http1Request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { generate } from 'selfsigned';

// Headers HTTP/2 forbids in an answer (RFC 9113, 8.2.2): they describe an HTTP/1.1 connection.
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/** Starts the front on a free port; returns its base URL and a stop function. */
export async function startHttp2Front(upstream) {
  const target = new URL(upstream);
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    days: 1,
    keySize: 2048,
    algorithm: 'sha256',
  });
  const server = createSecureServer({ key, cert }, (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':')));
    const forwarded = http1Request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: target.host },
      },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of CONNECTION_HEADERS) delete answerHeaders[name];
        // A redirect the local server made to itself stays on this front.
        if (answerHeaders.location?.startsWith(target.origin))
          answerHeaders.location = answerHeaders.location.replace(target.origin, base);
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const base = `https://127.0.0.1:${server.address().port}`;
  return { base, stop: () => server.close() };
}
