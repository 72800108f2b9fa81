// The shared schemas carry German texts; a field refusal carries the text's key (functions/lib/schema-messages.ts).
// Every message a schema the Worker checks input with can give must name exactly one catalogue text, so that
// an English page gets it in English: this walks those schemas, and runs the rules whose messages sit inside a
// check (names, dates, the second person's fields) on input that breaks them.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldRefusalsOf, schemaMessageRef } from '../../functions/lib/schema-messages';
import { ApplicationQuerySchema, QueueQuerySchema } from '../../functions/routes/admin/orders';
import { RotateSchema } from '../../functions/routes/admin/maintenance';
import { AnswerSchema, InboxQuerySchema, OutboxQuerySchema } from '../../functions/routes/admin/records';
import { LoginSchema, PasswordSchema } from '../../functions/routes/admin/session';
import { ContactSchema } from '../../src/domain/contact';
import { letterResolutionSchema } from '../../src/domain/letter-resolution';
import { LOCALES } from '../../src/domain/locales';
import { renderMessage } from '../../src/domain/messages';
import { SmsOptInSchema } from '../../src/domain/mobile-number';
import { NameProofSubmissionSchema } from '../../src/domain/name-proof';
import { CorrectionAfterPostingSchema, orderRequestSchema, UploadRefsSchema } from '../../src/domain/order-request';
import { PartnerDocumentsSchema, PartnerSubmissionSchema } from '../../src/domain/partner';
import { personalDataSchema } from '../../src/domain/personal-data';
import { SecondPersonAddonRequestSchema } from '../../src/domain/second-person-addon';
import { WithdrawalSchema } from '../../src/domain/withdrawal';

const today = new Date('2026-11-26T12:00:00Z');

/** Every schema the Worker checks a request with (routes' validators and the services' own checks). */
const WORKER_SCHEMAS: Record<string, v.GenericSchema> = {
  ContactSchema,
  WithdrawalSchema,
  NameProofSubmissionSchema,
  CorrectionAfterPostingSchema,
  UploadRefsSchema,
  orderRequest: orderRequestSchema({ today, postalCodes: new Set(['10115']) }),
  personalData: personalDataSchema({ today, postalCodes: new Set(['10115']) }),
  SmsOptInSchema,
  PartnerSubmissionSchema,
  PartnerDocumentsSchema,
  SecondPersonAddonRequestSchema,
  letterResolutionSchema,
  LoginSchema,
  PasswordSchema,
  QueueQuerySchema,
  ApplicationQuerySchema,
  AnswerSchema,
  InboxQuerySchema,
  OutboxQuerySchema,
  RotateSchema,
};

/** The messages written into a schema (its own and its parts'); a message left out is valibot's own. */
function messagesOf(node: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (!node || typeof node !== 'object' || seen.has(node)) return found;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) messagesOf(item, found, seen);
    return found;
  }
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') found.add(message);
  for (const [name, value] of Object.entries(node)) if (name !== 'message') messagesOf(value, found, seen);
  return found;
}

/** Each failing field's message by key, said in every language (a missing value would throw). */
function refusalsOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  expect(result.success).toBe(false);
  const refusals = result.success ? [] : fieldRefusalsOf(result.issues);
  for (const refusal of refusals) for (const locale of LOCALES) renderMessage(locale, refusal);
  return refusals;
}

describe('the messages of the schemas the Worker checks input with', () => {
  it.each(Object.entries(WORKER_SCHEMAS))('%s: each names one catalogue text', (_name, schema) => {
    const messages = [...messagesOf(schema)];
    expect(messages.length).toBeGreaterThan(0);
    const unnamed = messages.filter((message) => !schemaMessageRef(message));
    expect(unnamed).toEqual([]);
    for (const message of messages) expect(renderMessage('de', schemaMessageRef(message)!)).toBe(message);
  });

  it('names the messages of the rules inside checks too (names, dates, the second person’s fields)', () => {
    const personal = refusalsOf(WORKER_SCHEMAS.personalData!, {
      firstName: 'Jo3',
      lastName: 'D<e',
      birthDate: '01.01.2020',
      street: '12',
      houseNumber: 'a',
    });
    expect(personal).toEqual(
      expect.arrayContaining([
        { path: 'firstName', key: 'validation.firstName.digits' },
        { path: 'lastName', key: 'validation.lastName.characters' },
        { path: 'birthDate', key: 'validation.birthDate.tooYoung' },
        { path: 'street', key: 'validation.street.letter' },
        { path: 'houseNumber', key: 'validation.houseNumber.start' },
      ]),
    );
    const partner = refusalsOf(PartnerSubmissionSchema, {
      originalOrderNumber: 'PK-1795330100862-ABCDEF',
      extendedData: {
        partnerData: { firstName: 'Max1', lastName: '', city: 'B<n' },
        timestamp: today.toISOString(),
      },
    });
    expect(partner).toEqual(
      expect.arrayContaining([
        {
          path: 'extendedData.partnerData.firstName',
          key: 'forms.partner.digits',
          params: { label: { key: 'forms.partner.field.firstName' } },
        },
        {
          path: 'extendedData.partnerData.lastName',
          key: 'forms.partner.required',
          params: { label: { key: 'forms.partner.field.lastName' } },
        },
      ]),
    );
    expect(renderMessage('en', partner[0]!)).toBe('The second person’s first name must not contain numbers');
  });

  it('says valibot’s own message, which no schema of ours writes, as the catalogue’s "invalid input"', () => {
    expect(refusalsOf(ContactSchema, null)).toEqual([{ path: '', key: 'validation.invalidInput' }]);
  });
});
