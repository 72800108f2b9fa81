// The print service's documented webhook payloads, as its API documentation (tag misc.webhooks) shows them
// and as its own n8n node tests against them (pingencom/n8n-nodes-pingen2 test/fixtures/webhookFixtures.ts):
// the JSON text unchanged but for the ids, which a test fills in (the letter is one our Worker handed over).
export type DocumentedKind = 'sent' | 'issues' | 'undeliverable' | 'delivered';

const RELATIONSHIPS = String.raw`"relationships":{"organisation":{"links":{"related":"string"},"data":{"id":"{organisation}","type":"organisations"}},"letter":{"links":{"related":"string"},"data":{"id":"{letter}","type":"letters"}},"event":{"links":{"related":"string"},"data":{"id":"{event}","type":"letters_events"}}},"links":{"self":"string"}},"included":[{}]}`;

const ATTRIBUTES: Record<DocumentedKind, string> = {
  sent: String.raw`{"url":"https://your.webhook/url","created_at":"2020-11-19T09:42:48+0100"}`,
  issues: String.raw`{"reason":"Content failed inspection","url":"https://your.webhook/url","created_at":"2020-11-19T09:42:48+0100"}`,
  undeliverable: String.raw`{"reason":"Recipient could not be determined at the specified address.","corrected_address":{"name":"Alex Meier","street":"Example street","number":"50A","zip":"8051","city":"Zürich"},"url":"https://your.webhook/url","created_at":"2020-11-19T09:42:48+0100"}`,
  delivered: String.raw`{"url":"https://your.webhook/url","created_at":"2020-11-19T09:42:48+0100"}`,
};

/** The documented payload of `kind` about `letter`, with fresh ids for the webhook and its event. */
export function documentedWebhook(
  kind: DocumentedKind,
  letter: string,
  ids: { webhook?: string; event?: string; organisation?: string } = {},
): string {
  const fill = (text: string) =>
    text
      .replace('{organisation}', ids.organisation ?? 'bbbbbbbb-1111-2222-3333-444444444444')
      .replace('{letter}', letter)
      .replace('{event}', ids.event ?? crypto.randomUUID());
  return `{"data":{"id":"${ids.webhook ?? crypto.randomUUID()}","type":"webhook_${kind}","attributes":${ATTRIBUTES[kind]},${fill(RELATIONSHIPS)}`;
}
