// The partner form's values and errors, without JSX. The rules and messages come from
// src/domain/partner.ts only; this file maps them onto the form's fields.
import * as v from 'valibot';
import { fieldErrorMap, toFieldErrors, type FieldError } from '../../domain/field-errors';
import { PartnerFormSchema, type PartnerForm } from '../../domain/partner';

export interface PartnerValues {
  partnerFirstName: string;
  partnerLastName: string;
  partnerBirthDate: string;
  partnerBirthPlace: string;
  partnerStreet: string;
  partnerHouseNumber: string;
  partnerPostalCode: string;
  partnerCity: string;
  additionalInfo: string;
  confirmExtendedData: boolean;
}
export type PartnerField = keyof PartnerValues;

export const EMPTY_PARTNER: PartnerValues = {
  partnerFirstName: '',
  partnerLastName: '',
  partnerBirthDate: '',
  partnerBirthPlace: '',
  partnerStreet: '',
  partnerHouseNumber: '',
  partnerPostalCode: '',
  partnerCity: '',
  additionalInfo: '',
  confirmExtendedData: false,
};

/** Order of the fields on screen, and so of the error summary. */
export const PARTNER_FIELD_ORDER = Object.keys(EMPTY_PARTNER) as PartnerField[];

/** The id of a field's control; prefixed so it cannot clash with ids elsewhere on the page. */
export const fieldId = (name: PartnerField) => `partner-${name}`;

export type PartnerErrors = Partial<Record<PartnerField, string>>;

/** Validates with the shared schema: either the parsed form or the first message per field. */
export function validatePartner(
  values: PartnerValues,
): { ok: true; form: PartnerForm } | { ok: false; errors: PartnerErrors } {
  const result = v.safeParse(PartnerFormSchema, values);
  if (result.success) return { ok: true, form: result.output };
  return { ok: false, errors: fieldErrorMap(toFieldErrors(result.issues)) as PartnerErrors };
}

// The Worker answers with paths of the submission ("extendedData.partnerData.firstName");
// the form names the same data "partnerFirstName".
const SERVER_PATHS: Record<string, PartnerField> = {
  'extendedData.partnerData.firstName': 'partnerFirstName',
  'extendedData.partnerData.lastName': 'partnerLastName',
  'extendedData.partnerData.birthDate': 'partnerBirthDate',
  'extendedData.partnerData.birthPlace': 'partnerBirthPlace',
  'extendedData.partnerData.street': 'partnerStreet',
  'extendedData.partnerData.houseNumber': 'partnerHouseNumber',
  'extendedData.partnerData.postalCode': 'partnerPostalCode',
  'extendedData.partnerData.city': 'partnerCity',
  'extendedData.additionalInfo': 'additionalInfo',
};

/** The server's field errors that belong to a field of this form; others are left to the general alert. */
export function serverErrorsToFields(fields: readonly FieldError[]): PartnerErrors {
  const errors: PartnerErrors = {};
  for (const { path, message } of fields) {
    const field = SERVER_PATHS[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The error summary's items in screen order. */
export function summaryItems(errors: PartnerErrors): { fieldId: string; message: string }[] {
  return PARTNER_FIELD_ORDER.filter((name) => errors[name]).map((name) => ({
    fieldId: fieldId(name),
    message: errors[name] as string,
  }));
}
