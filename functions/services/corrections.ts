// Corrections of the customer's own data (spec §9 "Korrekturoption", AGB § 3): until the application
// is posted every customer corrects their data on /status, with the same schema as wizard step 1; the
// change is recorded on the timeline, the operator sees it, and the printed application uses it.
import plzCodes from '../../public/data/plz.json';
import { CORRECTABLE_IN } from '../../src/domain/order-lifecycle';
import { personalDataSchema, postalCodeSet } from '../../src/domain/personal-data';
import type { Env } from '../env';
import { addTimeline, requireOneChange, runGuardedBatch, setPersonalData, type Order } from '../db/orders';
import { enqueueMail } from '../db/outbox';
import { ApiError } from '../lib/api-error';
import { parseOrThrow } from '../lib/validate';
import { personalDataCorrectedMail } from './mail-templates';

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
