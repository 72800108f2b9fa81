// Changing where an order's mail goes (docs/architecture.md, 'Who may see an order'): a new e-mail
// address takes effect only when it confirms a link sent to it; the old address is told at once and, once the change is confirmed, gets
// a link that undoes it for EMAIL_CHANGE_UNDO_DAYS. Every status link ends with the change: whoever
// held one learns nothing more from it, and the address now in effect gets a fresh one.
import { pathIn } from '../../../src/domain/page-paths';
import { DEFAULT_LOCALE, type Locale } from '../../../src/domain/locales';
import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS } from '../../../src/domain/order-access';
import type { Env } from '../../env';
import {
  confirmEmailChange,
  findEmailChangeByConfirmHash,
  findEmailChangeByUndoHash,
  insertEmailChange,
  switchOrderEmail,
  undoEmailChange,
  type EmailChange,
} from '../../db/email-changes';
import { findOrder, requireOneChange, runGuardedBatch } from '../../db/orders';
import { addTimeline } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { revokeStatusTokens } from '../../db/status-tokens';
import { Refusal, WrongProof } from '../../lib/refusal';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { emailChangeConfirmMail, emailChangedMail, emailChangeRequestedMail, emailInEffectMail } from './mails';
import { mintStatusToken, statusUrl } from './proofs';

const HOUR_MS = 3600_000;

const changeUrl = (origin: string, action: 'bestaetigen' | 'rueckgaengig', token: string, locale: Locale) =>
  `${origin}${pathIn('/email-aenderung', locale)}#${action}=${token}`;

/**
 * The statements that start a change of the order's e-mail from `oldEmail` to `newEmail`: the waiting
 * change, the confirmation link to the new address and the notice to the old one, both in the order's
 * language (`locale`). Run them in the request's batch.
 */
export async function emailChangeStatements(
  env: Env,
  change: { orderNumber: string; oldEmail: string; newEmail: string },
  now: Date,
  origin: string,
  locale: Locale,
): Promise<D1PreparedStatement[]> {
  const at = now.toISOString();
  const confirmToken = randomToken();
  return [
    insertEmailChange(
      env.DB,
      { id: crypto.randomUUID(), ...change, createdAt: at },
      await sha256Hex(confirmToken),
      null,
    ),
    addTimeline(env.DB, change.orderNumber, at, 'email_change_requested'),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      emailChangeConfirmMail({
        email: change.newEmail,
        orderNumber: change.orderNumber,
        url: changeUrl(origin, 'bestaetigen', confirmToken, locale),
        locale,
      }),
      at,
    ),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      emailChangeRequestedMail({ email: change.oldEmail, orderNumber: change.orderNumber, locale }),
      at,
    ),
  ];
}

const invalidLink = () => new Refusal('gone', 'link_expired', 'errors.emailChangeLinkInvalid');
/** A link that never existed reads like an ended one, and counts against the client (lib/proof-limits.ts). */
const unknownLink = () => new WrongProof(null, 'gone', 'link_expired', 'errors.emailChangeLinkInvalid');

/**
 * The whole change in one guarded batch: the change's own step, the order's address, every link revoked,
 * mails (in the order's language, with the new status link to the page in that language).
 */
async function switchAddress(
  env: Env,
  change: EmailChange,
  step: D1PreparedStatement,
  to: { from: string; to: string },
  mails: (statusLink: string, locale: Locale) => D1PreparedStatement[],
  event: 'email_changed' | 'email_change_undone',
  now: Date,
  origin: string,
): Promise<boolean> {
  const at = now.toISOString();
  const locale = (await findOrder(env.DB, change.orderNumber))?.customerLanguage ?? DEFAULT_LOCALE;
  const link = await mintStatusToken(env.DB, change.orderNumber, at);
  return runGuardedBatch(env.DB, [
    step,
    requireOneChange(env.DB),
    switchOrderEmail(env.DB, change.orderNumber, to.from, to.to, at),
    requireOneChange(env.DB),
    revokeStatusTokens(env.DB, change.orderNumber, at),
    link.statement,
    addTimeline(env.DB, change.orderNumber, at, event),
    ...mails(statusUrl(origin, change.orderNumber, link.token, locale), locale),
  ]);
}

/** The new address confirms: the order's mail goes there from now on; the old address may undo it. */
export async function confirmEmailChangeByToken(env: Env, token: string, now: Date, origin: string): Promise<void> {
  const change = await findEmailChangeByConfirmHash(env.DB, await sha256Hex(token));
  if (!change) throw unknownLink();
  const fresh = now.getTime() - new Date(change.createdAt).getTime() <= EMAIL_CHANGE_CONFIRM_HOURS * HOUR_MS;
  if (!fresh || change.confirmedAt || change.undoneAt) throw invalidLink();
  const undoToken = randomToken();
  const at = now.toISOString();
  const applied = await switchAddress(
    env,
    change,
    confirmEmailChange(env.DB, change.id, at, await sha256Hex(undoToken)),
    { from: change.oldEmail, to: change.newEmail },
    (url, locale) => [
      enqueueMail(
        env.DB,
        crypto.randomUUID(),
        emailInEffectMail({ email: change.newEmail, orderNumber: change.orderNumber, url, locale }),
        at,
      ),
      enqueueMail(
        env.DB,
        crypto.randomUUID(),
        emailChangedMail({
          email: change.oldEmail,
          orderNumber: change.orderNumber,
          undoUrl: changeUrl(origin, 'rueckgaengig', undoToken, locale),
          locale,
        }),
        at,
      ),
    ],
    'email_changed',
    now,
    origin,
  );
  // The order's address changed in another way meanwhile (another change was confirmed first).
  if (!applied) throw invalidLink();
}

/** The old address undoes a confirmed change within EMAIL_CHANGE_UNDO_DAYS: the order's mail comes back to it. */
export async function undoEmailChangeByToken(env: Env, token: string, now: Date, origin: string): Promise<void> {
  const change = await findEmailChangeByUndoHash(env.DB, await sha256Hex(token));
  if (!change) throw unknownLink();
  const withinPeriod =
    change.confirmedAt &&
    now.getTime() - new Date(change.confirmedAt).getTime() <= EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR_MS;
  if (!withinPeriod || change.undoneAt) throw invalidLink();
  const at = now.toISOString();
  const applied = await switchAddress(
    env,
    change,
    undoEmailChange(env.DB, change.id, at),
    { from: change.newEmail, to: change.oldEmail },
    (url, locale) => [
      enqueueMail(
        env.DB,
        crypto.randomUUID(),
        emailInEffectMail({ email: change.oldEmail, orderNumber: change.orderNumber, url, locale }),
        at,
      ),
    ],
    'email_change_undone',
    now,
    origin,
  );
  if (!applied) throw invalidLink();
}
