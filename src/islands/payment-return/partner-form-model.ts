// The partner form's values and errors, without JSX. The rules and messages come from
// src/domain/partner.ts only; this file maps them onto the form's fields.
import * as v from 'valibot';
import { fieldErrorMap, toFieldErrors, type FieldError } from '../../domain/field-errors';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import { MESSAGES } from '../../domain/ui-messages';
import { partnerFormSchema, type PartnerForm } from '../../domain/partner';
import { ADDON_CONFIRMATION_IDS, addonConfirmationsSchemaIn } from '../../domain/second-person-addon';
import type { PersonalField } from '../../domain/wizard-state';

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
const PARTNER_FIELD_ORDER = Object.keys(EMPTY_PARTNER) as PartnerField[];

/** The partner's fields that step 1 asks for too, by their step-1 name: shown with the same field group. */
export const PARTNER_PERSONAL_FIELDS = {
  firstName: 'partnerFirstName',
  lastName: 'partnerLastName',
  birthDate: 'partnerBirthDate',
  birthPlace: 'partnerBirthPlace',
  street: 'partnerStreet',
  houseNumber: 'partnerHouseNumber',
  postalCode: 'partnerPostalCode',
  city: 'partnerCity',
} as const satisfies Partial<Record<PersonalField, PartnerField>>;
export type PartnerPersonalField = keyof typeof PARTNER_PERSONAL_FIELDS;
export const PARTNER_PERSONAL_KEYS = Object.keys(PARTNER_PERSONAL_FIELDS) as PartnerPersonalField[];

/** The partner's values or errors under their step-1 names, for the shared personal-data field group. */
export function asPersonal(
  byPartnerField: Partial<Record<PartnerField, string | boolean>>,
): Partial<Record<PersonalField, string>> {
  return Object.fromEntries(
    PARTNER_PERSONAL_KEYS.map((field) => [field, byPartnerField[PARTNER_PERSONAL_FIELDS[field]]]),
  ) as Partial<Record<PersonalField, string>>;
}

/** The id of a field's control; prefixed so it cannot clash with ids elsewhere on the page. */
export const fieldId = (name: PartnerField) => `partner-${name}`;

export type PartnerErrors = Partial<Record<PartnerField, string>>;

/**
 * Validates with the shared schema for `today` and the postal code list (null: format only), messages in
 * `locale` (German by default): either the parsed form or the first message per field.
 */
export function validatePartner(
  values: PartnerValues,
  options: { today: Date; postalCodes: ReadonlySet<string> | null; locale?: Locale },
): { ok: true; form: PartnerForm } | { ok: false; errors: PartnerErrors } {
  const result = v.safeParse(partnerFormSchema(options), values);
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

/** The two order confirmations of a second person bought after payment, unticked at first. */
export const NO_ADDON_CONFIRMATIONS: Record<AddonConfirmationId, boolean> = { agb: false, noWithdrawal: false };
export type AddonConfirmationId = (typeof ADDON_CONFIRMATION_IDS)[number];
export type AddonConfirmationErrors = Partial<Record<AddonConfirmationId, string>>;

/** The checkbox ids, apart from the wizard's "confirm-agb" on other pages. */
export const addonConfirmationId = (id: AddonConfirmationId) => `partner-confirm-${id}`;

/** The shared schema's message for each confirmation not ticked. */
export function addonConfirmationErrors(
  values: Record<AddonConfirmationId, boolean>,
  locale: Locale = 'de',
): AddonConfirmationErrors {
  const result = v.safeParse(addonConfirmationsSchemaIn(locale), values);
  return result.success ? {} : (fieldErrorMap(toFieldErrors(result.issues)) as AddonConfirmationErrors);
}

/** Summary entries for the confirmations, after the fields (their order on screen), named in `locale`. */
export function addonSummaryItems(
  errors: AddonConfirmationErrors,
  locale: Locale = DEFAULT_LOCALE,
): { fieldId: string; message: string }[] {
  const messages = MESSAGES[locale];
  return ADDON_CONFIRMATION_IDS.filter((id) => errors[id]).map((id) => ({
    fieldId: addonConfirmationId(id),
    message: `${id === 'agb' ? messages['forms.addon.agbShort'] : messages['forms.addon.immediateStartShort']}: ${errors[id] as string}`,
  }));
}
