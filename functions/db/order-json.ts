// The JSON columns of `orders` (personal data, extras, evidence, second person), parsed and checked
// in this one place. Writes go through the same types, so a row read back has the shape it was
// written with; a row that does not is a bug we want to see at once, not a half-read order later.
import * as v from 'valibot';
import { LOCALES } from '../../src/domain/locales';
import type { ExtraId } from '../../src/domain/catalog';
import { EXTRA_IDS } from '../../src/domain/pricing';
import type { PersonalData } from '../../src/domain/personal-data';
import type { ExtendedDataSubmission } from '../../src/domain/partner';

const str = v.string();
const optionalStr = v.optional(v.string());

/** Name, birth and address: what the main applicant and the second person both have. */
const applicantFields = {
  firstName: str,
  lastName: str,
  birthDate: str,
  birthPlace: str,
  street: str,
  houseNumber: str,
  postalCode: str,
  city: str,
};

/** Personal data as stored: already validated by the order request schema when the order was made. */
const StoredPersonalDataSchema = v.pipe(
  v.object({ ...applicantFields, birthName: optionalStr, email: str, phone: optionalStr }),
  // The optional fields are absent in JSON; the domain type has them as keys holding undefined.
  v.transform((p): PersonalData => ({ ...p, birthName: p.birthName, phone: p.phone })),
);

/** What the retention job leaves of the personal data after six years. */
const AnonymisedSchema = v.object({ anonymised: v.literal(true) });

const StoredExtrasSchema = v.array(v.picklist(EXTRA_IDS));

const StoredEvidenceSchema = v.object({
  ip: str,
  userAgent: str,
  time: str,
  confirmations: v.object({
    version: str,
    /** The binding German texts of that version. */
    texts: v.record(v.string(), v.string()),
    accepted: v.record(v.string(), v.boolean()),
    /** The language the boxes were shown in and, for English, the courtesy texts shown; absent on older orders (German). */
    shown: v.optional(v.object({ language: v.picklist(LOCALES), texts: v.record(v.string(), v.string()) })),
  }),
  cookiePreferences: v.nullable(v.record(v.string(), v.boolean())),
  /** Which archived version of each legal text the order was made under (functions/legal/); absent on older orders. */
  legalVersions: v.optional(v.object({ agb: str, privacy: str, confirmations: str })),
});

const StoredPartnerSchema = v.object({
  partnerData: v.object(applicantFields),
  additionalInfo: str,
  timestamp: str,
});

/** Evidence of the order: taken from the request, never from the browser's claims. */
export type OrderEvidence = v.InferOutput<typeof StoredEvidenceSchema>;

/** The second person's data as submitted after payment. */
export type StoredPartner = ExtendedDataSubmission['extendedData'];

/** The personal data an anonymised order still has: none. */
const ANONYMISED_PERSON: PersonalData = {
  firstName: '',
  lastName: '',
  birthName: undefined,
  birthDate: '',
  birthPlace: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  email: '',
  phone: undefined,
};

export const ANONYMISED_PERSONAL_DATA_JSON = JSON.stringify({ anonymised: true });

function parseWith<S extends v.GenericSchema>(schema: S, column: string, raw: string): v.InferOutput<S> {
  const result = v.safeParse(schema, JSON.parse(raw));
  if (!result.success) throw new Error(`orders.${column}: stored JSON does not match its schema`);
  return result.output;
}

export function parsePersonalData(raw: string): { personalData: PersonalData; anonymised: boolean } {
  const value: unknown = JSON.parse(raw);
  if (v.is(AnonymisedSchema, value)) return { personalData: ANONYMISED_PERSON, anonymised: true };
  return { personalData: parseWith(StoredPersonalDataSchema, 'personal_data', raw), anonymised: false };
}

export function parseExtras(raw: string): ExtraId[] {
  return parseWith(StoredExtrasSchema, 'extras', raw);
}

/** Null once anonymised (the retention job empties it). */
export function parseEvidence(raw: string): OrderEvidence | null {
  if (raw === '{}') return null;
  return parseWith(StoredEvidenceSchema, 'evidence', raw);
}

export function parsePartner(raw: string | null): StoredPartner | null {
  return raw === null ? null : parseWith(StoredPartnerSchema, 'partner_data', raw);
}
