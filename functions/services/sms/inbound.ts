// The provider's inbound webhook, taken once: its signature is checked (provider.ts), its nonce claimed
// for as long as that signature stays fresh (db/sms.ts), and only then is the reply read (replies.ts). A
// signed request recorded on the way would otherwise be accepted again for 300 seconds.
import type { Env } from '../../env';
import { claimWebhookNonce, releaseWebhookNonce } from '../../db/sms';
import { verifySmsWebhook, WEBHOOK_MAX_AGE_SECONDS } from './provider';
import { receiveSmsReply, type SmsReplyOutcome } from './replies';

type InboundRequest = Parameters<typeof verifySmsWebhook>[1];

/** What a reply did, or null for a request that is not the provider's or was taken before (both a 401). */
export async function takeSmsWebhook(
  env: Env,
  secret: string,
  request: InboundRequest,
  now: Date,
): Promise<SmsReplyOutcome | null> {
  if (!(await verifySmsWebhook(secret, request, now))) return null;
  // Both headers are signed and were checked above.
  const nonce = request.headers.get('X-Nonce')!;
  const expiresAt = Number(request.headers.get('X-Timestamp')) + WEBHOOK_MAX_AGE_SECONDS;
  if (!(await claimWebhookNonce(env.DB, nonce, expiresAt, Math.floor(now.getTime() / 1000)))) return null;
  try {
    return await receiveSmsReply(env, request.body, now);
  } catch (error) {
    // Not handled: the provider sends it again, and that retry must not look like a replay.
    await releaseWebhookNonce(env.DB, nonce).catch(() => {});
    throw error;
  }
}
