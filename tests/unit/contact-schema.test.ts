import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactSchema } from '../../src/domain/contact';
import { toFieldErrors } from '../../src/domain/field-errors';

const valid = { name: 'Erika', email: 'erika@example.de', subject: 'Frage', message: 'Eine längere Frage.' };

function errorsFor(input: unknown) {
  const result = v.safeParse(ContactSchema, input);
  return result.success ? [] : toFieldErrors(result.issues);
}

describe('ContactSchema (contact form)', () => {
  it('accepts a valid message and trims it', () => {
    const result = v.parse(ContactSchema, { ...valid, name: '  Erika  ' });
    expect(result.name).toBe('Erika');
  });

  it.each([
    ['name', 'E', 'Name ist erforderlich'],
    ['name', '   ', 'Name ist erforderlich'],
    ['email', 'erika', 'Gültige E-Mail-Adresse erforderlich'],
    ['email', `${'a'.repeat(95)}@example.de`, 'E-Mail-Adresse zu lang'],
    ['subject', 'Hal', 'Betreff ist erforderlich (mindestens 5 Zeichen)'],
    ['message', 'kurz', 'Nachricht ist erforderlich (mindestens 10 Zeichen)'],
    ['message', 'x'.repeat(5001), 'Nachricht zu lang (höchstens 5000 Zeichen)'],
    ['orderNumber', 'PK-123', 'Bitte prüfe die Bestellnummer, z. B. PK-1795330100862-ABCDEF, oder lass das Feld leer.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual([{ path: field, message }]);
  });

  it('takes an optional order number, upper-cased; empty means none', () => {
    expect(v.parse(ContactSchema, { ...valid, orderNumber: ' pk-1795330100862-abcdef ' }).orderNumber).toBe(
      'PK-1795330100862-ABCDEF',
    );
    expect(v.parse(ContactSchema, { ...valid, orderNumber: '  ' }).orderNumber).toBeUndefined();
    expect(v.parse(ContactSchema, valid).orderNumber).toBeUndefined();
  });

  it('reports every missing field with its own German message, never a library default', () => {
    expect(errorsFor({})).toEqual([
      { path: 'name', message: 'Name ist erforderlich' },
      { path: 'email', message: 'Gültige E-Mail-Adresse erforderlich' },
      { path: 'subject', message: 'Betreff ist erforderlich (mindestens 5 Zeichen)' },
      { path: 'message', message: 'Nachricht ist erforderlich (mindestens 10 Zeichen)' },
    ]);
  });
});
