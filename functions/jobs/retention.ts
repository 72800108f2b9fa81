// Deletes what must not be kept (docs/product.md, 'Deleting documents': the periods the Datenschutz
// text names). Documents are deleted from state alone on every run, whatever path led there; everything
// else has its period. Order data and invoices count their years from the end of the calendar year
// (src/domain/retention.ts). Idempotent: a second run finds nothing; `now` comes from the trigger.
import {
  DOCUMENTS_GONE_IN,
  UNATTACHED_DOCUMENTS_HOURS,
  UNPAID_DOCUMENTS_HOURS,
} from '../../src/domain/order-lifecycle';
import type { Env } from '../env';
import { deleteContactMessagesBefore } from '../db/contact-messages';
import { addonIdsOfOrders, anonymiseAddonsOf, forgetUnusedAddonPartners } from '../db/addons';
import { deleteIdempotencyKeysBefore } from '../db/idempotency';
import { deleteInvoice, invoicesIssuedBefore } from '../db/invoices';
import { deleteOldAudit } from '../db/operators';
import { anonymiseOrder } from '../db/orders';
import { addTimeline } from '../db/timeline';
import { letterCopiesArchivedBefore, ordersToAnonymise } from '../db/order-queue';
import { deleteMailsCreatedBefore } from '../db/outbox';
import { deleteEmailChangesOf } from '../db/email-changes';
import { deletePersonalDataChangesOf } from '../db/personal-data-changes';
import { markUploadDeleted, uploadsDueForDeletion } from '../db/uploads';
import { deleteSmsSubscription } from '../db/sms';
import { anonymiseWithdrawalsBefore } from '../db/withdrawals';
import { addonContractConfirmationKey, contractConfirmationKey } from '../services/contract-confirmation/issue';
import { letterCopyKey } from '../services/dispatch/letter-copy';
import { letterPageKeysOf } from '../services/dispatch/letter-files';
import { clearEnvelopeKeys, clearLetterKeys } from '../db/letters';
import { LETTER_COPY_MONTHS } from '../../src/domain/catalog';
import { retainedFrom } from '../../src/domain/retention';

const BATCH = 500;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365.25 * DAY_MS;

/**
 * The periods of the Datenschutzerklärung (content/legal/datenschutz.md §6); change both together.
 * Order data and invoices: whole years from the end of the calendar year in which the order was placed
 * or the invoice issued (invoices at least as long as § 147 AO and § 14b UStG require).
 */
export const RETENTION = {
  orderDataYears: 6,
  // Since 2025 (Viertes Bürokratieentlastungsgesetz) 8 years; longer would keep personal data without a duty.
  invoiceYears: 8,
  securityLogDays: 7,
  outboxDays: 90,
  contactMessageDays: 183, // 6 months
  idempotencyHours: 24,
} as const;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Deletes every ID copy and signature the current states say must be gone; returns how many. */
export async function deleteDueDocuments(env: Env, now: Date): Promise<number> {
  const at = now.toISOString();
  const rules = {
    goneIn: DOCUMENTS_GONE_IN,
    unpaidBefore: before(now, UNPAID_DOCUMENTS_HOURS * HOUR_MS),
    unattachedBefore: before(now, UNATTACHED_DOCUMENTS_HOURS * HOUR_MS),
  };
  let deleted = 0;
  for (;;) {
    const doomed = await uploadsDueForDeletion(env.DB, rules, BATCH);
    if (doomed.length === 0) return deleted;
    // R2 first: a row is only marked deleted once its object is really gone.
    await env.DOCUMENTS.delete(doomed.map((u) => u.object_key));
    await env.DB.batch(doomed.map((u) => markUploadDeleted(env.DB, u.id, at)));
    deleted += doomed.length;
    if (doomed.length < BATCH) return deleted;
  }
}

/**
 * Retention periods: order data (and its contract confirmation PDF and letter copy, withdrawals and the
 * order's security log) anonymised 6 years after the end of the calendar year of the order, the Plus/Pro
 * copy of the letter as sent deleted 12 months after the latest posting, invoices deleted 8 years
 * after the end of the calendar year of issue, security logs without an order after 7 days (those about an order live as long as
 * it), mails after 90 days, contact messages after 6 months, idempotency keys (with the order's
 * answer) after a day.
 */
export async function applyRetention(env: Env, now: Date): Promise<void> {
  const orderData = retainedFrom(now, RETENTION.orderDataYears).toISOString();
  const invoices = await invoicesIssuedBefore(env.DB, retainedFrom(now, RETENTION.invoiceYears).toISOString());
  const keys = invoices.map((i) => i.object_key).filter((k): k is string => k !== null);
  // The contract confirmation holds name, address and e-mail: it goes with the order's personal data.
  const stale = await ordersToAnonymise(env.DB, orderData);
  // Plus/Pro letter copies are offered for LETTER_COPY_MONTHS after posting, then deleted.
  const letters = await letterCopiesArchivedBefore(env.DB, before(now, (LETTER_COPY_MONTHS / 12) * YEAR_MS));
  const addonContracts = (await addonIdsOfOrders(env.DB, stale)).map((a) =>
    addonContractConfirmationKey(a.orderNumber, a.id),
  );
  // The letter copy holds name and address too: it goes with the personal data whatever its own period
  // says (deleting a key that is not there costs nothing).
  // Copies stored before letters had their own rows are under the order's key.
  const letterCopies = new Set([
    ...[...letters, ...stale].map(letterCopyKey),
    ...(await letterPageKeysOf(env.DB, [...letters, ...stale])),
  ]);
  const objects = [...keys, ...stale.map(contractConfirmationKey), ...addonContracts, ...letterCopies];
  if (objects.length) await env.DOCUMENTS.delete(objects);
  await env.DB.batch([
    ...invoices.map((i) => deleteInvoice(env.DB, i.number)),
    ...stale.flatMap((orderNumber) => [
      anonymiseOrder(env.DB, orderNumber, now.toISOString()),
      anonymiseAddonsOf(env.DB, orderNumber, now.toISOString()),
      // Old values of corrections and e-mail changes are personal data of the order too.
      deletePersonalDataChangesOf(env.DB, orderNumber),
      deleteEmailChangesOf(env.DB, orderNumber),
      // The SMS number too (Pro's SMS updates).
      deleteSmsSubscription(env.DB, orderNumber),
    ]),
    ...letters.map((orderNumber) => addTimeline(env.DB, orderNumber, now.toISOString(), 'letter_deleted')),
    ...[...letters, ...stale].flatMap((orderNumber) => [
      clearLetterKeys(env.DB, orderNumber),
      clearEnvelopeKeys(env.DB, orderNumber),
    ]),
    anonymiseWithdrawalsBefore(env.DB, orderData),
    deleteOldAudit(env.DB, before(now, RETENTION.securityLogDays * DAY_MS), orderData),
    deleteMailsCreatedBefore(env.DB, before(now, RETENTION.outboxDays * DAY_MS)),
    deleteContactMessagesBefore(env.DB, before(now, RETENTION.contactMessageDays * DAY_MS)),
    deleteIdempotencyKeysBefore(env.DB, before(now, RETENTION.idempotencyHours * HOUR_MS)),
    // As unpaid orders' documents: a second person nobody paid for is not kept.
    forgetUnusedAddonPartners(env.DB, before(now, UNPAID_DOCUMENTS_HOURS * HOUR_MS)),
  ]);
}
