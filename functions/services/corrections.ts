// Corrections of the customer's own data (spec §9 "Korrekturoption", AGB § 3): until the application
// is posted every customer corrects their data on /status, with the same schema as wizard step 1; the
// change is recorded on the timeline, the operator sees it, and the printed application uses it.
// With the Korrekturoption (Basic extra, included in Plus and Pro) one correction is possible after
// posting: new data, a new ID copy and signature; the operator prints and posts a corrected application.
import plzCodes from '../../public/data/plz.json';
import site from '../../content/site.json';
import { dispatchDeadline } from '../../src/domain/dispatch';
import { CORRECTABLE_AFTER_POSTING_IN, CORRECTABLE_IN } from '../../src/domain/order-lifecycle';
import { UploadRefsSchema } from '../../src/domain/order-request';
import { hasCorrectionOption } from '../../src/domain/pricing';
import { personalDataSchema, postalCodeSet } from '../../src/domain/personal-data';
import type { Env } from '../env';
import {
  addTimeline,
  requireOneChange,
  runGuardedBatch,
  setPaid,
  setPersonalData,
  timelineOf,
  transitionStatements,
  type Order,
} from '../db/orders';
import { attachUploads } from '../db/uploads';
import { enqueueMail } from '../db/outbox';
import { ApiError } from '../lib/api-error';
import { parseOrThrow } from '../lib/validate';
import { correctionReceivedMail, personalDataCorrectedMail } from './mail-templates';
import { checkUploads } from './upload-checks';

const POSTAL_CODES = postalCodeSet(plzCodes as string[]);

function tooLate(): ApiError {
  return new ApiError(
    409,
    'already_posted',
    'Dein Antrag ist bereits an das Kraftfahrt-Bundesamt versendet. Die Daten können hier nicht mehr geändert werden – ' +
      'bitte schreib uns, wir helfen dir weiter.',
  );
}

/** Replaces the personal data of an order that has not been posted; refuses once it has. */
export async function correctPersonalData(env: Env, order: Order, input: unknown, now: Date): Promise<void> {
  if (!CORRECTABLE_IN.includes(order.status)) throw tooLate();
  const personalData = parseOrThrow(personalDataSchema({ today: now, postalCodes: POSTAL_CODES }), input);
  const at = now.toISOString();
  const applied = await runGuardedBatch(env.DB, [
    // Guarded: if the operator posted the application in the meantime, nothing changes.
    setPersonalData(env.DB, order.orderNumber, personalData, at, CORRECTABLE_IN),
    requireOneChange(env.DB),
    addTimeline(env.DB, order.orderNumber, at, 'personal_data_corrected'),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      personalDataCorrectedMail({
        email: personalData.email,
        firstName: personalData.firstName,
        orderNumber: order.orderNumber,
      }),
      at,
    ),
  ]);
  if (!applied) throw tooLate();
}

export type CorrectionAfterPosting = 'available' | 'used' | 'not_included';

/** Whether the order may still use its one correction after posting. */
async function correctionAfterPosting(env: Env, order: Order): Promise<CorrectionAfterPosting> {
  if (!hasCorrectionOption(order)) return 'not_included';
  const used = (await timelineOf(env.DB, order.orderNumber)).some((t) => t.event === 'correction_requested');
  return used ? 'used' : 'available';
}

/**
 * The one correction after posting: new personal data (step-1 schema), a new ID front and back and a
 * new signature (uploaded like in the wizard). The order goes back to the operator's queue with a new
 * dispatch day; the documents are kept until the corrected application is posted, then deleted.
 */
export async function requestCorrectionAfterPosting(
  env: Env,
  order: Order,
  body: { personalData?: unknown; uploads?: Record<string, { id: string; token: string }> },
  now: Date,
): Promise<void> {
  const state = await correctionAfterPosting(env, order);
  if (state === 'not_included') {
    throw new ApiError(409, 'no_correction_option', 'Eine Korrektur nach dem Versand gehört zur Korrekturoption.');
  }
  if (state === 'used') {
    throw new ApiError(409, 'correction_used', 'Du hast deine Korrektur nach dem Versand bereits genutzt.');
  }
  if (!CORRECTABLE_AFTER_POSTING_IN.includes(order.status)) {
    throw new ApiError(409, 'not_posted', 'Bis zum Versand kannst du deine Angaben oben direkt korrigieren.');
  }
  const personalData = parseOrThrow(personalDataSchema({ today: now, postalCodes: POSTAL_CODES }), body.personalData);
  const refs = parseOrThrow(UploadRefsSchema, body.uploads ?? {});
  const uploads = await checkUploads(env.DB, refs, { front: 'front', back: 'back', signature: 'signature' }, now);
  const at = now.toISOString();
  const deadline = dispatchDeadline({ plan: 'plus', extras: [], paidAt: now, cutoff: site.dispatchCutoff });
  const applied = await runGuardedBatch(env.DB, [
    ...transitionStatements(env.DB, order.orderNumber, CORRECTABLE_AFTER_POSTING_IN, 'correction_requested', at),
    setPersonalData(env.DB, order.orderNumber, personalData, at, ['correction_requested']),
    // The corrected application is due like a same-day order; paid_at stays the original payment.
    setPaid(env.DB, order.orderNumber, order.paidAt ?? at, deadline),
    addTimeline(env.DB, order.orderNumber, at, 'dispatch_deadline', deadline),
    ...attachUploads(
      env.DB,
      uploads.map((u) => u.id),
      order.orderNumber,
    ),
    enqueueMail(
      env.DB,
      crypto.randomUUID(),
      correctionReceivedMail({
        email: personalData.email,
        firstName: personalData.firstName,
        orderNumber: order.orderNumber,
        dispatchDeadline: deadline,
      }),
      at,
    ),
  ]);
  if (!applied) throw new ApiError(409, 'not_posted', 'Diese Bestellung kann gerade nicht korrigiert werden.');
}
