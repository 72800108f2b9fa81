import { afterEach, vi } from 'vitest';

// No Worker test may reach the network: every outbound fetch (Stripe, the mail API, the order
// webhook, Cloudflare Access keys) must be mocked with vi.spyOn(globalThis, 'fetch') in the test.
// The Worker's own code may catch the error we throw (the mail drain records it as a failed
// attempt), so each call is also remembered and fails the test afterwards.
const unexpected: string[] = [];

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new Request(input, init).url;
  unexpected.push(url);
  throw new Error(`Unexpected outbound fetch in a Worker test: ${url}`);
};

afterEach(() => {
  vi.restoreAllMocks();
  const calls = unexpected.splice(0);
  if (calls.length) throw new Error(`Unexpected outbound fetch in this test (mock it): ${calls.join(', ')}`);
});
