// The shared schemas speak the page's language: the German messages are the specification's, and an English
// page (or an order sent from one) gets the catalogue's English for each.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../src/domain/field-errors';
import { orderRequestSchema, requestLocale } from '../../src/domain/order-request';
import { birthDateError, personalDataSchema } from '../../src/domain/personal-data';
import { UPLOAD_MESSAGES, UPLOAD_REFUSAL_CODES, uploadRefusalIn } from '../../src/domain/uploads';

const today = new Date('2026-11-26T12:00:00Z');

function messagesOf(locale: 'de' | 'en', personalData: Record<string, string>) {
  const result = v.safeParse(personalDataSchema({ today, postalCodes: new Set(['10115']), locale }), personalData);
  return result.success ? [] : toFieldErrors(result.issues).map((error) => error.message);
}

describe('validation messages in the page’s language', () => {
  const person = {
    firstName: 'J',
    lastName: 'Doe2',
    birthDate: '31.02.2000',
    birthPlace: 'Berlin',
    street: 'Hauptstraße',
    houseNumber: '1',
    postalCode: '99999',
    city: 'Berlin',
    email: 'jane@',
  };

  it('says each broken rule in English on an English page, and in the specification’s German otherwise', () => {
    expect(messagesOf('en', person)).toEqual([
      'First name must be at least 2 characters long',
      'Last name must not contain numbers',
      'This date does not exist',
      'Not a valid German postcode',
      'A valid email address is required',
    ]);
    expect(messagesOf('de', person)).toEqual([
      'Vorname muss mindestens 2 Zeichen lang sein',
      'Nachname darf keine Zahlen enthalten',
      'Ungültiges Datum',
      'Ungültige deutsche PLZ',
      'Gültige E-Mail-Adresse erforderlich',
    ]);
    expect(birthDateError('01.01.2020', today, 'en')).toBe('You must be at least 16 years old');
  });

  it('validates an order request in the language it names, German when it names none or an unknown one', () => {
    expect(requestLocale({ customerLanguage: 'en' })).toBe('en');
    expect(requestLocale({ customerLanguage: 'fr' })).toBe('de');
    expect(requestLocale(null)).toBe('de');
    const result = v.safeParse(orderRequestSchema({ today, locale: 'en' }), { customerLanguage: 'en', plan: 'plus' });
    const messages = result.success ? [] : toFieldErrors(result.issues).map((error) => error.message);
    expect(messages).toContain('Both sides of the ID card are required');
    expect(messages).toContain('Please sign the application.');
    expect(messages).toContain('Confirmation required');
    expect(messages.join(' ')).not.toMatch(/Bitte|erforderlich|Ungültig/);
  });

  it('has an English text for every refusal code the upload endpoint answers with', () => {
    // The route refuses what is wrong with the request, the service what is wrong with the file.
    const sources = ['../../functions/routes/uploads.ts', '../../functions/services/uploads/files.ts']
      .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
      .join('\n');
    const codes = new Set(
      [...sources.matchAll(/new (?:ApiError\(\d+|Refusal\('\w+'), '(\w+)'/g)].map((match) => match[1]!),
    );
    expect(codes.size).toBeGreaterThan(10);
    for (const code of codes) expect(UPLOAD_REFUSAL_CODES, code).toHaveProperty(code);
    expect(uploadRefusalIn('en', 'pdf_encrypted', UPLOAD_MESSAGES.pdfEncrypted)).toMatch(/^The PDF file is encrypted/);
    expect(uploadRefusalIn('en', 'unsupported_type', UPLOAD_MESSAGES.signatureType)).toBe(
      'Only JPG and PNG are allowed for the signature.',
    );
    expect(uploadRefusalIn('de', 'pdf_encrypted', UPLOAD_MESSAGES.pdfEncrypted)).toBe(UPLOAD_MESSAGES.pdfEncrypted);
  });
});
