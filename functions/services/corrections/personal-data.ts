// Corrections of the customer's own data (docs/product.md, 'Corrections'): until the application
// is printed every customer corrects their data on /status, with the same schema as wizard step 1; with
// the Korrekturoption (Basic extra, included in Plus and Pro) once after posting, with a new ID copy and
// signature. A correction fixes the same person's typing errors: it never replaces who the applicant is
// (src/domain/order-access.ts), never moves the order's e-mail without the new address's confirmation,
// and tells the order's own address what changed. Old values are kept encrypted; invoice and contract
// stay what was bought.
import plzCodes from '../../../public/data/plz.json';
import site from '../../../content/site.json';
import { sameDayDispatchDate } from '../../../src/domain/dispatch';
import {
  ADDRESS_FIELDS,
  changedFields,
  CORRECTION_AFTER_POSTING_DAYS,
  IDENTITY_FIELDS,
  identityChangeProblems,
} from '../../../src/domain/order-access';
import { CORRECTABLE_AFTER_POSTING_IN, CORRECTABLE_IN } from '../../../src/domain/order-lifecycle';
import { UploadRefsSchema } from '../../../src/domain/order-request';
import { hasCorrectionOption } from '../../../src/domain/pricing';
import { personalDataSchema, postalCodeSet, type PersonalData } from '../../../src/domain/personal-data';
import { PERSONAL_FIELD_LABELS } from '../../../src/domain/wizard-state';
import type { Env } from '../../env';
import {
  findOrder,
  requireOneChange,
  runGuardedBatch,
  setPaid,
  setPersonalData,
  transitionStatements,
  type Order,
} from '../../db/orders';
import { addTimeline, timelineOf } from '../../db/timeline';
import { attachUploads } from '../../db/uploads';
import { enqueueJob } from '../../db/jobs';
import { enqueueMail } from '../../db/outbox';
import { insertPersonalDataChange, sealedOldValuesOf, type SealedOldValues } from '../../db/personal-data-changes';
import { Refusal } from '../../lib/refusal';
import { sealText, unsealText } from '../../lib/document-keys';
import { parseOrThrow } from '../../lib/validate';
import { personalDataChangedMail } from '../access/mails';
import { canCorrectBeforePosting, correctionAfterPostingState } from './rules';
import { emailChangeStatements } from '../access/email-changes';
import { correctionReceivedMail } from '../orders/mails';
import { checkUploads } from '../uploads/checks';

const POSTAL_CODES = postalCodeSet(plzCodes as string[]);

function tooLate(): Refusal {
  return new Refusal('conflict', 'already_posted', 'errors.alreadyPosted');
}

function alreadyPrinted(order: Order): Refusal {
  return new Refusal(
    'conflict',
    'already_printed',
    hasCorrectionOption(order) ? 'errors.alreadyPrintedCorrectLater' : 'errors.alreadyPrinted',
  );
}

/** The old values of the changed fields, encrypted with the documents key (they are personal data). */
export const personalDataChangeContext = (orderNumber: string) => `personal-data-change:${orderNumber}`;

/**
 * The applicant as ordered: each identity field's value before its first correction, else today's. Every
 * correction is held against this, so that many small steps cannot add up to another person.
 */
async function identityAsOrdered(env: Env, order: Order): Promise<PersonalData> {
  const sealed = await sealedOldValuesOf(env.DB, order.orderNumber);
  if (!sealed.length) return order.personalData;
  const original: Partial<Record<keyof PersonalData, string | null>> = {};
  for (const values of sealed) {
    const { text } = await unsealText(env, values.value, personalDataChangeContext(order.orderNumber), values.keyId);
    const old = JSON.parse(text) as Record<string, string | null>;
    for (const field of IDENTITY_FIELDS) if (field in old && !(field in original)) original[field] = old[field];
  }
  const asOrdered = { ...order.personalData };
  for (const field of IDENTITY_FIELDS)
    if (field in original) (asOrdered as Record<string, unknown>)[field] = original[field] ?? undefined;
  return asOrdered;
}

async function sealedOldValues(env: Env, order: Order, fields: readonly string[]): Promise<SealedOldValues> {
  const old = Object.fromEntries(
    fields.map((field) => [field, order.personalData[field as keyof PersonalData] ?? null]),
  );
  return sealText(env, JSON.stringify(old), personalDataChangeContext(order.orderNumber));
}

/** A correction as checked against the order: what it may change, and the statements that record it. */
interface CheckedCorrection {
  /** The new data with the order's current e-mail: a new address waits for its confirmation. */
  data: PersonalData;
  /** Fields other than the e-mail whose value changes. */
  fields: (keyof PersonalData)[];
  newEmail: string | null;
}

/**
 * Checks a correction against the order's data: the same person as ordered (identity fields only
 * corrected, never replaced: a 422 names each field that changed too much), the e-mail split off to wait
 * for its confirmation.
 */
async function checkCorrection(env: Env, order: Order, input: unknown, now: Date): Promise<CheckedCorrection> {
  const next = parseOrThrow(personalDataSchema({ today: now, postalCodes: POSTAL_CODES }), input);
  const problems = identityChangeProblems(await identityAsOrdered(env, order), next);
  if (problems.length) {
    const fields = problems.map(({ path }) => ({ path, key: 'errors.identityChange' as const }));
    throw new Refusal('unprocessable', 'identity_change', 'errors.identityChange', { fields });
  }
  const sameEmail = next.email.toLowerCase() === order.email.toLowerCase();
  const data = { ...next, email: order.email };
  return {
    data,
    fields: changedFields(order.personalData, data).filter((field) => field !== 'email'),
    newEmail: sameEmail ? null : next.email,
  };
}

/** The record of a correction: old values sealed, the timeline naming the fields, a mail to the order's address. */
async function correctionRecord(
  env: Env,
  order: Order,
  correction: CheckedCorrection,
  now: Date,
  afterPosting: boolean,
): Promise<D1PreparedStatement[]> {
  const { fields, data } = correction;
  if (!fields.length) return [];
  const at = now.toISOString();
  const labels = fields.map((field) => PERSONAL_FIELD_LABELS[field]);
  const addressChanged = fields.some((field) => (ADDRESS_FIELDS as readonly string[]).includes(field));
  return [
    insertPersonalDataChange(env.DB, order.orderNumber, at, fields, await sealedOldValues(env, order, fields)),
    addTimeline(env.DB, order.orderNumber, at, 'personal_data_corrected', labels.join(', ')),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      personalDataChangedMail({
        // Always the address the order has: a correction never decides where its own notice goes.
        email: order.email,
        orderNumber: order.orderNumber,
        fields,
        newAddress: addressChanged
          ? `${data.firstName} ${data.lastName}, ${data.street} ${data.houseNumber}, ${data.postalCode} ${data.city}`
          : null,
        at: now,
        afterPosting,
        locale: order.customerLanguage,
      }),
      at,
    ),
  ];
}

export interface CorrectionResult {
  /** Fields changed now. */
  changed: string[];
  /** A new e-mail address was given: it takes effect once it confirms the link we sent it. */
  emailConfirmationSent: boolean;
}

/**
 * Corrects the personal data of an order that has not been posted or printed; refuses once it has. A new
 * e-mail address only starts a change the new address must confirm.
 */
export async function correctPersonalData(
  env: Env,
  order: Order,
  input: unknown,
  ctx: { now: Date; origin: string },
): Promise<CorrectionResult> {
  if (order.status === 'printed' || (CORRECTABLE_IN.includes(order.status) && !canCorrectBeforePosting(order)))
    throw alreadyPrinted(order);
  if (!CORRECTABLE_IN.includes(order.status)) throw tooLate();
  const correction = await checkCorrection(env, order, input, ctx.now);
  const at = ctx.now.toISOString();
  const statements = [
    ...(correction.fields.length
      ? [
          // Guarded: if the operator printed or posted the application in the meantime, nothing changes.
          setPersonalData(env.DB, order.orderNumber, correction.data, at, CORRECTABLE_IN, { unprintedOnly: true }),
          requireOneChange(env.DB),
          ...(await correctionRecord(env, order, correction, ctx.now, false)),
        ]
      : []),
    ...(correction.newEmail
      ? await emailChangeStatements(
          env,
          { orderNumber: order.orderNumber, oldEmail: order.email, newEmail: correction.newEmail },
          ctx.now,
          ctx.origin,
          order.customerLanguage,
        )
      : []),
  ];
  if (statements.length && !(await runGuardedBatch(env.DB, statements))) {
    const current = await findOrder(env.DB, order.orderNumber);
    throw current && [...CORRECTABLE_IN, 'printed'].includes(current.status) ? alreadyPrinted(order) : tooLate();
  }
  return { changed: correction.fields, emailConfirmationSent: correction.newEmail !== null };
}

/**
 * The Korrekturoption's one correction after posting, within CORRECTION_AFTER_POSTING_DAYS and never on a
 * closed order: the same person's corrected data (as before posting), a new ID front and back and a new
 * signature, each upload attached once. The order goes back to the operator's queue with a new dispatch
 * day; the documents are kept until the corrected application is posted, then deleted.
 */
export async function requestCorrectionAfterPosting(
  env: Env,
  order: Order,
  body: { personalData?: unknown; uploads?: Record<string, { id: string; token: string }> },
  ctx: { now: Date; origin: string },
): Promise<CorrectionResult> {
  const { now } = ctx;
  const state = correctionAfterPostingState(order, await timelineOf(env.DB, order.orderNumber), now);
  if (state === 'not_included') {
    throw new Refusal('conflict', 'no_correction_option', 'errors.noCorrectionOption');
  }
  if (state === 'used') {
    throw new Refusal('conflict', 'correction_used', 'errors.correctionUsed');
  }
  if (!CORRECTABLE_AFTER_POSTING_IN.includes(order.status) && state === 'available') {
    throw new Refusal('conflict', 'not_posted', 'errors.correctBeforePosting');
  }
  if (state === 'ended') {
    throw new Refusal('conflict', 'correction_period_over', 'errors.correctionPeriodOver', {
      params: { days: CORRECTION_AFTER_POSTING_DAYS },
    });
  }
  const correction = await checkCorrection(env, order, body.personalData, now);
  const refs = parseOrThrow(UploadRefsSchema, body.uploads ?? {});
  const uploads = await checkUploads(env.DB, refs, { front: 'front', back: 'back', signature: 'signature' }, now);
  const at = now.toISOString();
  const deadline = sameDayDispatchDate(now, site.dispatchCutoff);
  const applied = await runGuardedBatch(env.DB, [
    ...transitionStatements(env.DB, order.orderNumber, CORRECTABLE_AFTER_POSTING_IN, 'correction_requested', at),
    setPersonalData(env.DB, order.orderNumber, correction.data, at, ['correction_requested']),
    requireOneChange(env.DB),
    // The corrected application is due like a same-day order; paid_at stays the original payment.
    setPaid(env.DB, order.orderNumber, order.paidAt ?? at, deadline),
    addTimeline(env.DB, order.orderNumber, at, 'dispatch_deadline', deadline),
    // The corrected letter (the customer's only: the second person's documents are gone) as a new dispatch.
    enqueueJob(env.DB, { kind: 'dispatch_letter', orderNumber: order.orderNumber, round: at }, at),
    ...attachUploads(
      env.DB,
      uploads.map((u) => u.id),
      order.orderNumber,
    ),
    ...(await correctionRecord(env, order, correction, now, true)),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      correctionReceivedMail({
        email: order.email,
        firstName: correction.data.firstName,
        orderNumber: order.orderNumber,
        dispatchDeadline: deadline,
        locale: order.customerLanguage,
      }),
      at,
    ),
    ...(correction.newEmail
      ? await emailChangeStatements(
          env,
          { orderNumber: order.orderNumber, oldEmail: order.email, newEmail: correction.newEmail },
          now,
          ctx.origin,
          order.customerLanguage,
        )
      : []),
  ]);
  if (!applied) throw new Refusal('conflict', 'not_posted', 'errors.notCorrectableNow');
  return { changed: correction.fields, emailConfirmationSent: correction.newEmail !== null };
}
