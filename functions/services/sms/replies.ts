// A customer's SMS reply, as the provider's inbound webhook delivers it ({ webhook_event: 'sms_mo',
// data: { sender, text } }): STOP (or STOPP, ABMELDEN) ends the SMS updates of every order sent to that
// number. Anything else is not read by anyone: the SMS say to write by e-mail.
import { toE164Mobile } from '../../../src/domain/mobile-number';
import type { Env } from '../../env';
import { optOutNumber } from '../../db/sms';

const STOP_WORDS = /^\s*(stop|stopp|abmelden|abbestellen)\b/i;

export type SmsReplyOutcome = 'opted_out' | 'not_subscribed' | 'ignored';

export async function receiveSmsReply(env: Env, rawBody: string, now: Date): Promise<SmsReplyOutcome> {
  let payload: { webhook_event?: unknown; data?: { sender?: unknown; text?: unknown } };
  try {
    payload = JSON.parse(rawBody) as typeof payload;
  } catch {
    return 'ignored';
  }
  const { sender, text } = payload.data ?? {};
  if (payload.webhook_event !== 'sms_mo' || typeof sender !== 'string' || typeof text !== 'string') return 'ignored';
  if (!STOP_WORDS.test(text)) return 'ignored';
  // The provider writes senders without the plus ('491711234567').
  const number = toE164Mobile(/^\d+$/.test(sender) ? `+${sender}` : sender);
  if (!number) return 'ignored';
  return (await optOutNumber(env.DB, number, now.toISOString(), 'stop_reply')) > 0 ? 'opted_out' : 'not_subscribed';
}
