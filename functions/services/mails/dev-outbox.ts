// The local outbox page (GET /api/dev/outbox, development only): the newest mails as they were queued, for
// when no mail API is configured.
import type { Env } from '../../env';
import { latestMails, type MailPreview } from '../../db/outbox';

/** The newest `limit` mails of the outbox, sent or not. */
export function newestMails(env: Env, limit: number): Promise<MailPreview[]> {
  return latestMails(env.DB, limit);
}
