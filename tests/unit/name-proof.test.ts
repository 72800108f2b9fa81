// The proof of a change of name: the order request's rule (yes without the proof is a field error, no needs
// none), the wizard's step 2 and body, the status page's request and when the status page offers the upload.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../src/domain/field-errors';
import { NameProofSubmissionSchema, nameProofOffer } from '../../src/domain/name-proof';
import type { OrderStatus, TimelineEvent } from '../../src/domain/order-lifecycle';
import { IdUploadStepSchema, orderRequestSchema } from '../../src/domain/order-request';
import { postalCodeSet } from '../../src/domain/personal-data';
import { INITIAL_STATE, idUploadErrors, toOrderRequest, type WizardState } from '../../src/domain/wizard-state';

const TODAY = new Date('2026-11-22T10:00:00Z');
const schemaIn = (locale: 'de' | 'en') =>
  orderRequestSchema({ today: TODAY, postalCodes: postalCodeSet(['50667']), locale });

const MISSING = 'Bitte lade den Nachweis deiner Namensänderung hoch (z. B. Heirats- oder Scheidungsurkunde).';
const ref = (n: number) => ({ id: `0b9c6f4e-3a1d-4c6b-9f1e-2d7a8c5b4e3${n}`, token: `${'A'.repeat(41)}-${n}` });
const receipt = (n: number) => ({ ...ref(n), name: `datei-${n}.jpg`, size: 1000 * n, mime: 'image/jpeg' });

const valid = {
  personalData: {
    firstName: 'Erika',
    lastName: 'Mustermann',
    birthDate: '12.08.1964',
    birthPlace: 'Köln',
    street: 'Hauptstraße',
    houseNumber: '12a',
    postalCode: '50667',
    city: 'Köln',
    email: 'erika@example.de',
  },
  uploads: { front: ref(1), back: ref(2), signature: ref(3) },
  confirmations: { agb: true, privacy: true, noWithdrawal: true },
  isOwnId: true,
  plan: 'basic',
};

function errorsFor(input: unknown, locale: 'de' | 'en' = 'de') {
  const result = v.safeParse(schemaIn(locale), input);
  return result.success ? [] : toFieldErrors(result.issues);
}

describe('the order request and the name question (POST /api/orders)', () => {
  it('yes without the proof: a field error at uploads.nameProof', () => {
    expect(errorsFor({ ...valid, nameChanged: true })).toEqual([{ path: 'uploads.nameProof', message: MISSING }]);
  });

  it('yes with an empty proof (the wizard sends null for a missing file): the same field error', () => {
    expect(errorsFor({ ...valid, nameChanged: true, uploads: { ...valid.uploads, nameProof: null } })).toEqual([
      { path: 'uploads.nameProof', message: MISSING },
    ]);
  });

  it('names the missing proof beside every other gap, in the order’s language', () => {
    expect(errorsFor({ ...valid, plan: undefined, nameChanged: true }, 'en')).toEqual([
      { path: 'plan', message: 'Please choose a package.' },
      {
        path: 'uploads.nameProof',
        message: 'Please upload the proof of your change of name (e.g. marriage or divorce certificate).',
      },
    ]);
  });

  it('yes with the proof: the proof is part of the order', () => {
    const order = v.parse(schemaIn('de'), {
      ...valid,
      nameChanged: true,
      uploads: { ...valid.uploads, nameProof: ref(4) },
    });
    expect(order.nameChanged).toBe(true);
    expect(order.uploads.nameProof).toEqual(ref(4));
  });

  it('no (or not asked): no proof needed, and one sent anyway is not kept', () => {
    expect(errorsFor(valid)).toEqual([]);
    expect(v.parse(schemaIn('de'), valid).nameChanged).toBe(false);
    const withProof = v.parse(schemaIn('de'), {
      ...valid,
      nameChanged: false,
      uploads: { ...valid.uploads, nameProof: ref(4) },
    });
    expect(withProof.uploads.nameProof).toBeUndefined();
  });

  it('a body that is no object, or files that are none, get their own errors only', () => {
    for (const body of [null, 'text']) expect(errorsFor(body)).toEqual([{ path: '', message: expect.any(String) }]);
    expect(errorsFor({ ...valid, nameChanged: true, uploads: 'x' })).toEqual([
      { path: 'uploads', message: 'Ungültige Eingabe' },
    ]);
  });

  it('refuses an answer that is not yes or no', () => {
    expect(errorsFor({ ...valid, nameChanged: 'ja' })).toEqual([{ path: 'nameChanged', message: 'Ungültige Eingabe' }]);
  });
});

describe('step 2 in the wizard', () => {
  const draft = { uploads: { front: receipt(1), back: receipt(2) }, isOwnId: true };

  it('asks for the proof only once the question is ticked', () => {
    expect(idUploadErrors(draft)).toEqual({});
    expect(idUploadErrors({ ...draft, nameChanged: true })).toEqual({ nameProof: MISSING });
    expect(
      idUploadErrors({ ...draft, nameChanged: true, uploads: { ...draft.uploads, nameProof: receipt(4) } }),
    ).toEqual({});
  });

  it('a proof left from an unticked question does not count and is not checked', () => {
    expect(
      idUploadErrors({ ...draft, nameChanged: false, uploads: { ...draft.uploads, nameProof: receipt(4) } }),
    ).toEqual({});
  });

  it('the step schema gives the same message', () => {
    const result = v.safeParse(IdUploadStepSchema, {
      uploads: { front: ref(1), back: ref(2) },
      isOwnId: true,
      nameChanged: true,
    });
    expect(result.success ? [] : toFieldErrors(result.issues)).toEqual([
      { path: 'uploads.nameProof', message: MISSING },
    ]);
  });

  it('sends the answer and the proof only with a yes', () => {
    const state: WizardState = {
      ...INITIAL_STATE,
      uploads: { front: receipt(1), back: receipt(2), nameProof: receipt(4) },
      signature: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', upload: receipt(3) },
    };
    const no = toOrderRequest(state);
    expect(no).not.toHaveProperty('nameChanged');
    expect(no.uploads).toEqual({ front: ref(1), back: ref(2), signature: ref(3) });
    const yes = toOrderRequest({ ...state, nameChanged: true });
    expect(yes.nameChanged).toBe(true);
    expect(yes.uploads).toEqual({ front: ref(1), back: ref(2), nameProof: ref(4), signature: ref(3) });
    const yesWithout = toOrderRequest({
      ...state,
      nameChanged: true,
      uploads: { front: receipt(1), back: receipt(2) },
    });
    // As sent (JSON): the Worker names the missing proof at its field.
    const sent = JSON.parse(JSON.stringify(yesWithout)) as typeof yesWithout;
    expect(errorsFor({ ...valid, nameChanged: sent.nameChanged, uploads: sent.uploads })).toEqual([
      { path: 'uploads.nameProof', message: MISSING },
    ]);
  });
});

describe('the status page ("Namensnachweis nachreichen")', () => {
  it('the request needs the uploaded proof', () => {
    expect(v.parse(NameProofSubmissionSchema, { uploads: { nameProof: ref(4) } })).toEqual({
      uploads: { nameProof: ref(4) },
    });
    const result = v.safeParse(NameProofSubmissionSchema, { uploads: {} });
    expect(result.success ? [] : toFieldErrors(result.issues)).toEqual([
      { path: 'uploads.nameProof', message: MISSING },
    ]);
  });

  it.each<[OrderStatus, TimelineEvent[], ReturnType<typeof nameProofOffer>]>([
    ['awaiting_payment', [], null],
    ['paid', ['paid'], 'open'],
    ['paid', ['paid', 'name_proof_received'], 'pending'],
    ['paid', ['name_proof_received', 'name_proof_rejected'], 'open'],
    ['paid', ['name_proof_received', 'name_proof_confirmed'], 'open'],
    ['printed', ['name_proof_received'], 'too_late'],
    ['submitted', [], 'too_late'],
    ['closed', [], null],
    ['withdrawn', [], null],
  ])('%s after %j → %s', (status, events, offer) => {
    expect(nameProofOffer(status, events)).toBe(offer);
  });
});
