// The status page's "no more SMS" (Pro): the order's SMS updates end, the same as a STOP reply would end them.
import type { Env } from '../../env';
import { optOutOrder } from '../../db/sms';

/** Ends the order's SMS updates from the status page; nothing changes when they had ended already. */
export async function endSmsUpdates(env: Env, orderNumber: string, now: Date): Promise<void> {
  await optOutOrder(env.DB, orderNumber, now.toISOString(), 'status_page');
}
