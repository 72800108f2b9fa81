import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_IDS,
  CONFIRMATION_LABELS,
  CONFIRMATION_TEXT_VERSION,
  ConfirmationsSchema,
  IsOwnIdSchema,
  confirmationLabelParts,
} from '../../src/domain/confirmations';
import { toFieldErrors } from '../../src/domain/field-errors';
import {
  IdUploadStepSchema,
  SignatureOrderStepSchema,
  UploadRefsSchema,
  orderRequestSchema,
} from '../../src/domain/order-request';
import { postalCodeSet } from '../../src/domain/personal-data';

const TODAY = new Date('2026-11-22T10:00:00Z');
const schema = orderRequestSchema({ today: TODAY, postalCodes: postalCodeSet(['50667']) });

const personalData = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  birthDate: '12.08.1964',
  birthPlace: 'Köln',
  street: 'Hauptstraße',
  houseNumber: '12a',
  postalCode: '50667',
  city: 'Köln',
  email: 'erika@example.de',
};
const ref = (n: number) => ({ id: `0b9c6f4e-3a1d-4c6b-9f1e-2d7a8c5b4e3${n}`, token: `${'A'.repeat(41)}-${n}` });
const valid = {
  personalData,
  uploads: { front: ref(1), back: ref(2), signature: ref(3) },
  confirmations: { agb: true, privacy: true, noWithdrawal: true },
  isOwnId: true,
  plan: 'basic',
  extras: ['duo'],
  language: 'en',
  cookiePreferences: { necessary: true, functional: false, analytics: true, marketing: false },
};

function errorsFor(input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? [] : toFieldErrors(result.issues);
}

describe('ConfirmationsSchema (step 3)', () => {
  it('accepts three ticked boxes', () => {
    expect(v.parse(ConfirmationsSchema, { agb: true, privacy: true, noWithdrawal: true })).toEqual({
      agb: true,
      privacy: true,
      noWithdrawal: true,
    });
  });

  it.each([
    [{ agb: false, privacy: true, noWithdrawal: true }, [{ path: 'agb', message: 'Bestätigung erforderlich' }]],
    [
      { agb: true, privacy: false, noWithdrawal: true },
      [{ path: 'privacy', message: 'Bitte bestätige, dass du die Datenschutzerklärung zur Kenntnis genommen hast' }],
    ],
    [
      { agb: true, privacy: true, noWithdrawal: false },
      [{ path: 'noWithdrawal', message: 'Bestätigung erforderlich' }],
    ],
    [{ agb: 'true', privacy: true, noWithdrawal: true }, [{ path: 'agb', message: 'Bestätigung erforderlich' }]],
    [
      {},
      [
        { path: 'agb', message: 'Bestätigung erforderlich' },
        { path: 'privacy', message: 'Bitte bestätige, dass du die Datenschutzerklärung zur Kenntnis genommen hast' },
        { path: 'noWithdrawal', message: 'Bestätigung erforderlich' },
      ],
    ],
  ])('%o → %j', (input, errors) => {
    const result = v.safeParse(ConfirmationsSchema, input);
    expect(result.success ? [] : toFieldErrors(result.issues)).toEqual(errors);
  });

  it('has the agreed labels and their version', () => {
    expect(CONFIRMATION_TEXT_VERSION).toBe('2026-11-27');
    expect(CONFIRMATION_LABELS).toEqual({
      agb: 'Ich habe die AGB gelesen und akzeptiere sie.',
      privacy: 'Ich habe die Datenschutzerklärung zur Kenntnis genommen.',
      noWithdrawal:
        'Ich verlange ausdrücklich, dass ihr sofort mit der Ausführung beginnt, und weiß, dass mein Widerrufsrecht mit vollständiger Erfüllung des Vertrags erlischt.',
    });
  });

  it.each([
    [
      'agb',
      { before: 'Ich habe die ', document: { name: 'AGB', path: '/agb' }, after: ' gelesen und akzeptiere sie.' },
    ],
    [
      'privacy',
      {
        before: 'Ich habe die ',
        document: { name: 'Datenschutzerklärung', path: '/datenschutz' },
        after: ' zur Kenntnis genommen.',
      },
    ],
    ['noWithdrawal', { before: CONFIRMATION_LABELS.noWithdrawal, after: '' }],
  ] as const)('cuts the %s label around the document it links to', (id, parts) => {
    expect(confirmationLabelParts(id)).toEqual(parts);
  });

  it('renders every label whole: its parts joined are the recorded label', () => {
    for (const id of CONFIRMATION_IDS) {
      const { before, document, after } = confirmationLabelParts(id);
      expect(before + (document?.name ?? '') + after).toBe(CONFIRMATION_LABELS[id]);
    }
  });

  it('requires the own-ID box to be ticked (step 2)', () => {
    expect(v.parse(IsOwnIdSchema, true)).toBe(true);
    expect(v.safeParse(IsOwnIdSchema, false).issues?.[0]?.message).toBe(
      'Bitte bestätige, dass es sich um deinen eigenen Ausweis handelt.',
    );
  });
});

describe('the step schemas (step validity)', () => {
  it('step 2: both sides and the own-ID box', () => {
    expect(
      v.parse(IdUploadStepSchema, { uploads: { front: ref(1), back: ref(2), signature: ref(3) }, isOwnId: true }),
    ).toEqual({
      uploads: { front: ref(1), back: ref(2) },
      isOwnId: true,
      nameChanged: false,
    });
    const result = v.safeParse(IdUploadStepSchema, {});
    expect(result.success ? [] : toFieldErrors(result.issues)).toEqual([
      { path: 'uploads.front', message: 'Beide Seiten des Ausweises sind erforderlich' },
      { path: 'uploads.back', message: 'Beide Seiten des Ausweises sind erforderlich' },
      { path: 'isOwnId', message: 'Bitte bestätige, dass es sich um deinen eigenen Ausweis handelt.' },
    ]);
  });

  it('step 3: signature, confirmations, package, extras, language', () => {
    const result = v.safeParse(SignatureOrderStepSchema, { extras: ['gift'], language: 'fr' });
    expect(result.success ? [] : toFieldErrors(result.issues)).toEqual([
      { path: 'uploads.signature', message: 'Bitte unterschreibe den Antrag.' },
      { path: 'confirmations.agb', message: 'Bestätigung erforderlich' },
      {
        path: 'confirmations.privacy',
        message: 'Bitte bestätige, dass du die Datenschutzerklärung zur Kenntnis genommen hast',
      },
      { path: 'confirmations.noWithdrawal', message: 'Bestätigung erforderlich' },
      { path: 'plan', message: 'Bitte wähle ein Paket.' },
      { path: 'extras.0', message: 'Unbekanntes Extra' },
      { path: 'language', message: 'Bitte wähle die Sprache der Antwort.' },
    ]);
  });

  it('the order request is the steps merged: every step field with the same schema', () => {
    const order = schema.pipe[0].entries;
    const files = order.uploads.wrapped.entries;
    for (const step of [IdUploadStepSchema.entries, SignatureOrderStepSchema.entries]) {
      for (const [key, entry] of Object.entries(step)) {
        if (key === 'uploads') {
          for (const [file, fileSchema] of Object.entries(entry.wrapped.entries))
            expect(files[file as keyof typeof files]).toBe(fileSchema);
        } else {
          expect(order[key as keyof typeof order]).toBe(entry);
        }
      }
    }
    expect(Object.keys(files)).toEqual(['front', 'back', 'nameProof', 'signature']);
    // A correction's three files are the same schemas (no name proof there).
    expect(Object.keys(UploadRefsSchema.entries)).toEqual(['front', 'back', 'signature']);
    for (const [file, fileSchema] of Object.entries(UploadRefsSchema.entries))
      expect(files[file as keyof typeof files]).toBe(fileSchema);
  });
});

describe('orderRequestSchema (POST /api/orders)', () => {
  it('accepts a complete request', () => {
    const order = v.parse(schema, valid);
    expect(order.plan).toBe('basic');
    expect(order.extras).toEqual(['duo']);
    expect(order.language).toBe('en');
    expect(order.uploads.signature).toEqual(ref(3));
    expect(order.personalData.city).toBe('Köln');
    expect(order.cookiePreferences).toEqual({ necessary: true, functional: false, analytics: true, marketing: false });
  });

  it('fills defaults: no extras, German reply, no cookie preferences', () => {
    const { extras: _extras, language: _language, cookiePreferences: _cookies, ...rest } = valid;
    const order = v.parse(schema, rest);
    expect(order.extras).toEqual([]);
    expect(order.language).toBe('de');
    expect(order.cookiePreferences).toBeUndefined();
  });

  it.each([
    ['basic', ['correction', 'express', 'correction'], ['express', 'correction']],
    ['plus', ['express', 'duo'], []],
    ['pro', ['correction'], []],
  ])('normalizes the extras of %s: %j → %j', (plan, extras, normalized) => {
    expect(v.parse(schema, { ...valid, plan, extras }).extras).toEqual(normalized);
  });

  it('always records necessary cookies as on', () => {
    const order = v.parse(schema, { ...valid, cookiePreferences: { necessary: false } });
    expect(order.cookiePreferences).toEqual({ necessary: true, functional: false, analytics: false, marketing: false });
  });

  it.each([
    ['plan', undefined, [{ path: 'plan', message: 'Bitte wähle ein Paket.' }]],
    ['plan', null, [{ path: 'plan', message: 'Bitte wähle ein Paket.' }]],
    ['plan', 'gold', [{ path: 'plan', message: 'Bitte wähle ein Paket.' }]],
    ['extras', ['duo', 'gift'], [{ path: 'extras.1', message: 'Unbekanntes Extra' }]],
    ['language', 'fr', [{ path: 'language', message: 'Bitte wähle die Sprache der Antwort.' }]],
    [
      'uploads',
      { back: ref(2), signature: ref(3) },
      [{ path: 'uploads.front', message: 'Beide Seiten des Ausweises sind erforderlich' }],
    ],
    [
      'uploads',
      { front: ref(1), back: null, signature: ref(3) },
      [{ path: 'uploads.back', message: 'Beide Seiten des Ausweises sind erforderlich' }],
    ],
    [
      'uploads',
      { front: ref(1), back: ref(2) },
      [{ path: 'uploads.signature', message: 'Bitte unterschreibe den Antrag.' }],
    ],
    [
      'uploads',
      { front: { id: 'not-a-uuid', token: ref(1).token }, back: ref(2), signature: ref(3) },
      [{ path: 'uploads.front.id', message: 'Beide Seiten des Ausweises sind erforderlich' }],
    ],
    [
      'uploads',
      { front: ref(1), back: ref(2), signature: { id: ref(3).id, token: 'short' } },
      [{ path: 'uploads.signature.token', message: 'Bitte unterschreibe den Antrag.' }],
    ],
    [
      'uploads',
      { front: ref(1), back: ref(2), signature: { id: ref(3).id, token: `${'A'.repeat(42)}=` } },
      [{ path: 'uploads.signature.token', message: 'Bitte unterschreibe den Antrag.' }],
    ],
    [
      'confirmations',
      { agb: true, privacy: true },
      [{ path: 'confirmations.noWithdrawal', message: 'Bestätigung erforderlich' }],
    ],
    [
      'isOwnId',
      false,
      [{ path: 'isOwnId', message: 'Bitte bestätige, dass es sich um deinen eigenen Ausweis handelt.' }],
    ],
    [
      'personalData',
      { ...personalData, postalCode: '12345' },
      [{ path: 'personalData.postalCode', message: 'Ungültige deutsche PLZ' }],
    ],
    [
      'personalData',
      { ...personalData, birthDate: '23.11.2010' },
      [{ path: 'personalData.birthDate', message: 'Du musst mindestens 16 Jahre alt sein' }],
    ],
  ])('%s = %j → %j', (field, value, errors) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual(errors);
  });

  it("reports a missing part through its fields' own German messages", () => {
    expect(errorsFor({})).toEqual([
      { path: 'personalData.firstName', message: 'Vorname muss mindestens 2 Zeichen lang sein' },
      { path: 'personalData.lastName', message: 'Nachname muss mindestens 2 Zeichen lang sein' },
      { path: 'personalData.birthDate', message: 'Format: TT.MM.JJJJ' },
      { path: 'personalData.birthPlace', message: 'Geburtsort muss mindestens 2 Zeichen lang sein' },
      { path: 'personalData.street', message: 'Straßenname muss mindestens 2 Zeichen lang sein' },
      { path: 'personalData.houseNumber', message: 'Hausnummer erforderlich' },
      { path: 'personalData.postalCode', message: 'Ungültige deutsche PLZ' },
      { path: 'personalData.city', message: 'Ort muss mindestens 2 Zeichen lang sein' },
      { path: 'personalData.email', message: 'Gültige E-Mail-Adresse erforderlich' },
      { path: 'uploads.front', message: 'Beide Seiten des Ausweises sind erforderlich' },
      { path: 'uploads.back', message: 'Beide Seiten des Ausweises sind erforderlich' },
      { path: 'uploads.signature', message: 'Bitte unterschreibe den Antrag.' },
      { path: 'confirmations.agb', message: 'Bestätigung erforderlich' },
      {
        path: 'confirmations.privacy',
        message: 'Bitte bestätige, dass du die Datenschutzerklärung zur Kenntnis genommen hast',
      },
      { path: 'confirmations.noWithdrawal', message: 'Bestätigung erforderlich' },
      { path: 'isOwnId', message: 'Bitte bestätige, dass es sich um deinen eigenen Ausweis handelt.' },
      { path: 'plan', message: 'Bitte wähle ein Paket.' },
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(errorsFor('order')).toEqual([{ path: '', message: 'Ungültige Anfrage' }]);
  });

  it('drops unknown keys, e.g. a price sent by the client', () => {
    const order = v.parse(schema, { ...valid, totalPrice: 1 });
    expect(order).not.toHaveProperty('totalPrice');
  });
});
