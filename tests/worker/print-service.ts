// The print service for Worker tests: the stand-in that speaks its API (stand-ins/print-service.ts), put
// behind fetch at PRINT_SERVICE_URL, so the real adapter (functions/services/dispatch/pingen.ts) talks to
// it as it will to the provider, and its webhooks come back through our real endpoint and signature check.
// A test can make single calls fail (a status or a network error) to see the adapter and the job recover.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import type { Env } from '../../functions/env';
import worker from '../../functions/index';
import { printServiceStandIn } from '../../stand-ins/print-service';
import { BASE } from './fixtures';

export const PRINT_SERVICE_URL = 'https://print-service.test';
export const WEBHOOK_SECRET = 'whsec_dispatch_test';

/** The settings of a Worker whose letters go to the stand-in. */
export const PRINT_SERVICE_SETTINGS = {
  DISPATCH_PROVIDER: 'pingen',
  DISPATCH_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PINGEN_CLIENT_ID: 'client',
  PINGEN_CLIENT_SECRET: 'secret',
  PINGEN_ORGANISATION_ID: 'org-1',
  PINGEN_API_URL: PRINT_SERVICE_URL,
  PRINT_SERVICE_CUTOFF: '14:30',
};

/** Posts one webhook body to our endpoint as the print service does, and waits for its effects. */
export async function postWebhook(testEnv: Env, body: string, headers: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/dispatch/webhook`, { method: 'POST', headers, body }),
    testEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

interface Fault {
  matches: (request: Request) => boolean;
  answer: (request: Request) => Response | Promise<Response>;
}

/**
 * Installs the stand-in for this test (fetch is restored after each test). `now` is the print service's
 * clock, for a test that lets time pass.
 */
export function installPrintService(testEnv: Env, options: { now?: () => Date } = {}) {
  const standIn = printServiceStandIn({
    clientId: PRINT_SERVICE_SETTINGS.PINGEN_CLIENT_ID,
    clientSecret: PRINT_SERVICE_SETTINGS.PINGEN_CLIENT_SECRET,
    organisationId: PRINT_SERVICE_SETTINGS.PINGEN_ORGANISATION_ID,
    webhookSecret: WEBHOOK_SECRET,
    deliverWebhook: (body, headers) => postWebhook(testEnv, body, headers),
    now: options.now,
  });
  const calls: Request[] = [];
  const faults: Fault[] = [];
  const guard = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(PRINT_SERVICE_URL)) return guard(input, init);
    calls.push(request.clone());
    const fault = faults.findIndex((f) => f.matches(request));
    if (fault >= 0) return faults.splice(fault, 1)[0]!.answer(request);
    return standIn.app.fetch(request);
  });
  const path = (request: Request) => new URL(request.url).pathname;
  return {
    ...standIn,
    calls,
    spy,
    /** The next `times` calls whose path ends with `pathEnd` get `status` instead of the stand-in's answer. */
    fail(pathEnd: string, status: number, times = 1) {
      for (let i = 0; i < times; i++)
        faults.push({
          matches: (r) => path(r).endsWith(pathEnd),
          answer: () =>
            new Response(JSON.stringify({ errors: [{ status: String(status), title: 'Injected' }] }), {
              status,
              headers: status === 429 ? { 'Retry-After': '1' } : {},
            }),
        });
    },
    /** The next call whose path ends with `pathEnd` reaches the stand-in, but its answer is lost on the way. */
    loseAnswer(pathEnd: string) {
      faults.push({
        matches: (r) => path(r).endsWith(pathEnd),
        answer: async (request) => {
          await standIn.app.fetch(request);
          throw new Error('injected: answer lost');
        },
      });
    },
  };
}
