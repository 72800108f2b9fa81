import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from '../../src/domain/order-request';
import { postalCodeSet } from '../../src/domain/personal-data';
import {
  INITIAL_STATE,
  idUploadErrors,
  signatureOrderErrors,
  toOrderRequest,
  type WizardState,
} from '../../src/domain/wizard-state';

const TODAY = new Date('2026-11-22T10:00:00Z');

const receipt = (n: number) => ({
  id: `0b9c6f4e-3a1d-4c6b-9f1e-2d7a8c5b4e3${n}`,
  token: `${'A'.repeat(41)}-${n}`,
  name: `datei-${n}.jpg`,
  size: 1000 * n,
  mime: 'image/jpeg',
});
const ref = (n: number) => ({ id: receipt(n).id, token: receipt(n).token });

const complete: WizardState = {
  ...INITIAL_STATE,
  step: 3,
  personalData: {
    firstName: 'Erika',
    lastName: 'Mustermann',
    birthName: '',
    birthDate: '12.08.1964',
    birthPlace: 'Köln',
    street: 'Hauptstraße',
    houseNumber: '12a',
    postalCode: '50667',
    city: 'Köln',
    email: 'erika@example.de',
    phone: '',
  },
  uploads: { front: receipt(1), back: receipt(2) },
  isOwnId: true,
  signature: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', upload: receipt(3) },
  confirmations: { agb: true, privacy: true, noWithdrawal: true },
  plan: 'basic',
  extras: ['duo'],
  language: 'en',
  idempotency: { key: 'k', bodyHash: 'h' },
};

describe('toOrderRequest (the body of POST /api/orders)', () => {
  it('sends ids and tokens only, never names, sizes, the drawing or the idempotency key', () => {
    expect(toOrderRequest(complete)).toEqual({
      personalData: complete.personalData,
      uploads: { front: ref(1), back: ref(2), signature: ref(3) },
      confirmations: { agb: true, privacy: true, noWithdrawal: true },
      isOwnId: true,
      plan: 'basic',
      extras: ['duo'],
      language: 'en',
    });
  });

  it('carries the cookie choice at the time of ordering for the evidence', () => {
    const cookies = { necessary: true, functional: false, analytics: true, marketing: false };
    expect(toOrderRequest(complete, cookies).cookiePreferences).toEqual(cookies);
    expect(toOrderRequest(complete)).not.toHaveProperty('cookiePreferences');
  });

  it('keeps the key order of the body, so a retry of the same order hashes the same', () => {
    expect(Object.keys(toOrderRequest(complete))).toEqual([
      'personalData',
      'uploads',
      'confirmations',
      'isOwnId',
      'plan',
      'extras',
      'language',
    ]);
    expect(JSON.stringify(toOrderRequest(complete))).toBe(JSON.stringify(toOrderRequest(structuredClone(complete))));
  });

  it('is accepted by the schema the Worker validates with', () => {
    const order = v.parse(
      orderRequestSchema({ today: TODAY, postalCodes: postalCodeSet(['50667']) }),
      toOrderRequest(complete),
    );
    expect(order.uploads).toEqual({ front: ref(1), back: ref(2), signature: ref(3) });
    expect(order.personalData.birthName).toBeUndefined();
  });

  it('sends null for files not uploaded yet, including a signature that is only drawn', () => {
    const request = toOrderRequest({
      ...complete,
      uploads: { back: receipt(2) },
      signature: { dataUrl: 'data:image/png;base64,x' },
    });
    expect(request.uploads).toEqual({ front: null, back: ref(2), signature: null });
  });
});

describe('idUploadErrors (step 2, IdUploadStepSchema)', () => {
  const both = 'Bitte lade beide Seiten deines Ausweises hoch.';
  const ownId = 'Bitte bestätige, dass es sich um deinen eigenen Ausweis handelt.';

  it.each([
    [{ uploads: { front: receipt(1), back: receipt(2) }, isOwnId: true }, {}],
    [
      { uploads: {}, isOwnId: false },
      { front: both, back: both, isOwnId: ownId },
    ],
    [{ uploads: { front: receipt(1) }, isOwnId: true }, { back: both }],
    [{ uploads: { front: receipt(1), back: receipt(2) }, isOwnId: false }, { isOwnId: ownId }],
    [{ uploads: { front: { ...receipt(1), id: 'kaputt' }, back: receipt(2) }, isOwnId: true }, { front: both }],
  ])('%o → %o', (draft, errors) => {
    expect(idUploadErrors(draft)).toEqual(errors);
  });

  it('counts a photo still uploading as there, and asks again for one a reload interrupted', () => {
    const uploading = { front: { name: 'ausweis.jpg' }, back: { name: 'rueckseite.jpg' } };
    expect(idUploadErrors({ uploads: {}, pendingUploads: uploading, isOwnId: true })).toEqual({});
    expect(
      idUploadErrors({
        uploads: { front: receipt(1) },
        pendingUploads: { back: { name: 'rueckseite.jpg', interrupted: true } },
        isOwnId: true,
      }),
    ).toEqual({ back: 'Das Hochladen wurde unterbrochen – bitte wähle das Foto erneut.' });
    expect(
      idUploadErrors(
        { uploads: {}, pendingUploads: { back: { name: 'x.jpg', interrupted: true } }, isOwnId: true },
        'en',
      ),
    ).toEqual({
      front: 'Please upload both sides of your ID card.',
      back: 'The upload was interrupted – please choose the photo again.',
    });
  });
});

describe('signatureOrderErrors (step 3, SignatureOrderStepSchema)', () => {
  it('is empty for a complete step, whether the signature is uploaded or only drawn', () => {
    expect(signatureOrderErrors(complete)).toEqual({});
    expect(signatureOrderErrors({ ...complete, signature: { dataUrl: 'data:image/png;base64,x' } })).toEqual({});
  });

  it('names every missing part with its German message, in page order', () => {
    const errors = signatureOrderErrors({
      ...complete,
      signature: null,
      confirmations: { agb: false, privacy: false, noWithdrawal: false },
      plan: null,
    });
    expect(Object.entries(errors)).toEqual([
      ['signature', 'Bitte unterschreibe den Antrag.'],
      ['agb', 'Bestätigung erforderlich'],
      ['privacy', 'Bitte bestätige, dass du die Datenschutzerklärung zur Kenntnis genommen hast'],
      ['noWithdrawal', 'Bestätigung erforderlich'],
      ['plan', 'Bitte wähle ein Paket.'],
    ]);
  });

  it.each([
    [
      { confirmations: { agb: true, privacy: false, noWithdrawal: true } },
      { privacy: 'Bitte bestätige, dass du die Datenschutzerklärung zur Kenntnis genommen hast' },
    ],
    [{ plan: null }, { plan: 'Bitte wähle ein Paket.' }],
    [{ extras: ['gift'] as never }, { extras: 'Unbekanntes Extra' }],
  ])('%o → %o', (patch, errors) => {
    expect(signatureOrderErrors({ ...complete, ...patch })).toEqual(errors);
  });

  it('does not look at steps 1 and 2', () => {
    expect(
      signatureOrderErrors({ ...complete, personalData: INITIAL_STATE.personalData, uploads: {}, isOwnId: false }),
    ).toEqual({});
  });
});
