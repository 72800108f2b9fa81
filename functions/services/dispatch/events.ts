// What the print service reports about a letter, by signed webhook: `sent` posts the order,
// `undeliverable` and `issues` put the letter in front of the operator ("Prüfen"). Events come at
// least once and in any order: each is recorded by its id in the same batch as its effects, a
// repeated one changes nothing, and a late `sent` never undoes a trouble report.
import * as v from 'valibot';
import type { Env } from '../../env';
import { fromHex } from '../../lib/encoding';
import { verifyHmacSha256 } from '../../lib/hmac';
import { findLetterByProviderId, setLetterSent, setLetterTrouble, type Letter } from '../../db/letters';
import { findOrder, runGuardedBatch } from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { statusSmsStatements } from '../sms/status-sms';
import { letterUndeliverableMail } from './mails';
import { alertStatements } from '../operations/alerts';
import { letterTrouble } from '../operations/alert-causes';
import { postOrder } from './posting';

/** The header the print service signs its webhooks in: hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'Signature';

/** WebCrypto's verify compares in constant time; the body is parsed only after it matched. */
export async function verifyDispatchSignature(secret: string, rawBody: string, signature: string): Promise<boolean> {
  const expected = fromHex(signature.trim());
  if (!secret || !expected) return false;
  return verifyHmacSha256(secret, rawBody, expected);
}

const DispatchEventSchema = v.object({
  data: v.object({
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    type: v.pipe(v.string(), v.maxLength(100)),
    attributes: v.optional(
      v.object({
        reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000)))),
        created_at: v.optional(v.nullable(v.string())),
      }),
    ),
    relationships: v.object({
      letter: v.object({ data: v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }) }),
    }),
  }),
});

type DispatchEventKind = 'sent' | 'undeliverable' | 'issues' | 'other';

export interface DispatchEvent {
  id: string;
  kind: DispatchEventKind;
  providerLetterId: string;
  reason: string | null;
  /** When the print service says it happened; else when it reached us. */
  at: string | null;
}

function kindOf(type: string): DispatchEventKind {
  if (/undeliverable/i.test(type)) return 'undeliverable';
  if (/issue/i.test(type)) return 'issues';
  if (/sent/i.test(type)) return 'sent';
  return 'other';
}

/** The event of a verified body, or null when it is not one we understand. */
export function parseDispatchEvent(rawBody: string): DispatchEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = v.safeParse(DispatchEventSchema, json);
  if (!parsed.success) return null;
  const { data } = parsed.output;
  const at = data.attributes?.created_at;
  return {
    id: data.id,
    kind: kindOf(data.type),
    providerLetterId: data.relationships.letter.data.id,
    reason: data.attributes?.reason ?? null,
    at: at && !Number.isNaN(Date.parse(at)) ? new Date(at).toISOString() : null,
  };
}

/** The German words for a reason the print service gives in its own language. */
function reasonInGerman(kind: DispatchEventKind, reason: string | null): string {
  const base =
    kind === 'undeliverable'
      ? 'Der Brief kam als unzustellbar zurück.'
      : 'Die Druckerei kann den Brief so nicht verarbeiten.';
  return reason ? `${base} Angabe der Druckerei: ${reason}` : base;
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown_letter' | 'ignored';

export interface EventResult {
  outcome: EventOutcome;
  /** The order the event was about, to run its effects (the documents' deletion) at once. */
  orderNumber: string | null;
}

function recordEvent(db: D1Database, event: DispatchEvent, letter: Letter | null, at: string): D1PreparedStatement {
  // No ON CONFLICT: the same event arriving twice at once fails the second batch, which then changes nothing.
  return db
    .prepare('INSERT INTO dispatch_events (event_id, letter_id, kind, received_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(event.id, letter?.id ?? null, event.kind, at);
}

async function seenBefore(db: D1Database, eventId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM dispatch_events WHERE event_id = ?1').bind(eventId).first()) !== null;
}

/** Applies one verified event; the caller answers 200 for every outcome so the service stops resending. */
export async function applyDispatchEvent(env: Env, event: DispatchEvent, now: Date): Promise<EventResult> {
  if (await seenBefore(env.DB, event.id)) return { outcome: 'duplicate', orderNumber: null };
  const received = now.toISOString();
  const letter = await findLetterByProviderId(env.DB, event.providerLetterId);
  const order = letter && (await findOrder(env.DB, letter.orderNumber));
  if (!letter || !order) {
    await env.DB.batch([recordEvent(env.DB, event, null, received)]);
    return { outcome: 'unknown_letter', orderNumber: null };
  }
  // The print service's time of the event, unless it lies before we handed the letter over or after we
  // heard of it (a wrong clock, an example payload): then the time it reached us.
  const at =
    event.at && letter.handedOverAt && event.at >= letter.handedOverAt && event.at <= received ? event.at : received;
  const record = recordEvent(env.DB, event, letter, received);
  if (event.kind === 'other') {
    await env.DB.batch([record]);
    return { outcome: 'ignored', orderNumber: order.orderNumber };
  }
  const letterState =
    event.kind === 'sent'
      ? setLetterSent(env.DB, letter.id, at)
      : setLetterTrouble(
          env.DB,
          letter.id,
          event.kind === 'undeliverable' ? 'undeliverable' : 'issue',
          reasonInGerman(event.kind, event.reason),
          at,
        );
  const trouble =
    event.kind === 'sent'
      ? []
      : [
          addTimeline(
            env.DB,
            order.orderNumber,
            at,
            event.kind === 'undeliverable' ? 'letter_undeliverable' : 'letter_issue',
            event.reason?.slice(0, 200) ?? null,
          ),
          ...alertStatements(
            env,
            letterTrouble(
              event.kind === 'undeliverable' ? 'undeliverable' : 'issue',
              order.orderNumber,
              event.reason ?? '–',
            ),
            now,
          ),
          ...(event.kind === 'undeliverable'
            ? [
                enqueueMail(
                  env.DB,
                  `undeliverable:${letter.id}`,
                  letterUndeliverableMail({
                    email: order.email,
                    firstName: order.personalData.firstName,
                    orderNumber: order.orderNumber,
                    locale: order.customerLanguage,
                  }),
                  received,
                ),
                ...(await statusSmsStatements(env, order, 'problem', `undeliverable:${letter.id}`, received)),
              ]
            : []),
        ];
  // Handed to the post (an undeliverable letter was, too): the order is posted, once.
  if (event.kind !== 'issues' && order.status === 'printed') {
    const posted = await postOrder(env, order, letter, at, 'von der Druckerei bei der Post eingeliefert', [
      record,
      letterState,
      ...trouble,
    ]);
    if (posted) return { outcome: 'applied', orderNumber: order.orderNumber };
  }
  await runGuardedBatch(env.DB, [record, letterState, ...trouble]);
  return { outcome: 'applied', orderNumber: order.orderNumber };
}
