// The order wizard's state and what follows from it without any I/O: the
// checks of steps 2 and 3 with their schemas from order-request.ts, and the body of POST /api/orders.
// Browser only, but pure, so it is tested in Node; src/stores/wizard.ts keeps it in localStorage.
// ID images are never part of it (docs/architecture.md, 'What the server decides'): only the server's
// upload ids and tokens with name, size and type; the signature is kept as its small data URL until it is
// uploaded.
import * as v from 'valibot';
import { DEFAULT_PLAN, type ExtraId, type PlanId } from './catalog';
import type { ConfirmationId } from './confirmations';
import { toFieldErrors } from './field-errors';
import {
  idUploadStepSchemaIn,
  signatureOrderStepSchemaIn,
  type Language,
  type OrderRequestInput,
} from './order-request';
import type { Locale } from './locales';
import { MESSAGES } from './ui-messages';
import { includesSmsUpdates } from './sms';
import type { UploadReceipt } from './uploads';

export type Step = 1 | 2 | 3;

export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'birthName',
  'birthDate',
  'birthPlace',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'email',
  'phone',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
/** Each field's label in `locale` (src/domain/catalogue/wizard.ts). */
export function personalFieldLabelsIn(locale: Locale): Record<PersonalField, string> {
  const m = MESSAGES[locale];
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, m[`wizard.field.${field}` as const]])) as Record<
    PersonalField,
    string
  >;
}
/** Each field's label in step 1, the review card, /status and the mails that name a changed field (German). */
export const PERSONAL_FIELD_LABELS: Record<PersonalField, string> = personalFieldLabelsIn('de');
/** Step 1 as typed: every field a string, checked by personalDataSchema. */
export type PersonalValues = Record<PersonalField, string>;

/** The two sides of an ID copy. */
export type Side = 'front' | 'back';

/** Step 2's files: the two sides, and the proof of a change of name when the ID shows the former name. */
export type IdUploadSlot = Side | 'nameProof';

/**
 * A file of step 2 that passed the photo check and is still on its way to the Worker: it counts as there
 * (the customer goes on while it uploads; the order waits for it). The file itself is never stored, so after
 * a reload the upload cannot go on: it is then `interrupted`, and step 2 asks for the photo again.
 */
export interface PendingUpload {
  name: string;
  interrupted?: boolean;
}

export interface WizardState {
  step: Step;
  personalData: PersonalValues;
  uploads: Partial<Record<IdUploadSlot, UploadReceipt>>;
  /** Files still uploading (or interrupted by a reload), by slot; a slot has either this or its receipt. */
  pendingUploads: Partial<Record<IdUploadSlot, PendingUpload>>;
  isOwnId: boolean;
  /** The ID still shows the former name (marriage, divorce): step 2 asks for the proof of the change. */
  nameChanged: boolean;
  /** The drawn (or photographed) signature as a PNG/JPEG data URL, and its upload once sent. */
  signature: { dataUrl: string; upload?: UploadReceipt } | null;
  confirmations: Record<ConfirmationId, boolean>;
  plan: PlanId | null;
  extras: ExtraId[];
  language: Language;
  /** Pro's SMS status updates: the opt-in and the mobile number as typed (checked when ordering). */
  sms: { optIn: boolean; mobile: string };
  /** The key of the last order request and a hash of its body: a retry of the same order reuses it. */
  idempotency: { key: string; bodyHash: string } | null;
}

export const EMPTY_PERSONAL_DATA = Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, ''])) as PersonalValues;

/** A fresh wizard: step 1, package Plus, nothing entered. */
export const INITIAL_STATE: WizardState = {
  step: 1,
  personalData: EMPTY_PERSONAL_DATA,
  uploads: {},
  pendingUploads: {},
  isOwnId: false,
  nameChanged: false,
  signature: null,
  confirmations: { agb: false, privacy: false, noWithdrawal: false },
  plan: DEFAULT_PLAN,
  extras: [],
  language: 'de',
  sms: { optIn: false, mobile: '' },
  idempotency: null,
};

/** The customer opted into SMS updates for a package that has them. */
export function smsOptedIn(state: Pick<WizardState, 'plan' | 'sms'>): boolean {
  return state.plan !== null && includesSmsUpdates(state.plan) && state.sms.optIn;
}

/** The server's reference to a file: id and token only, or null while there is none. */
function refOf(upload: UploadReceipt | undefined): { id: string; token: string } | null {
  return upload ? { id: upload.id, token: upload.token } : null;
}

/**
 * The body of POST /api/orders for this state. Files not uploaded yet are null, so
 * the schema reports them with their own messages; the signature counts once it has been uploaded.
 * `customerLanguage` is the language of the page the customer orders on (mails and /status use it).
 */
export function toOrderRequest(
  state: WizardState,
  cookiePreferences?: OrderRequestInput['cookiePreferences'],
  customerLanguage?: Locale,
): OrderRequestInput & { sms?: { optIn: true; mobile: string } } {
  return {
    personalData: state.personalData,
    uploads: {
      front: refOf(state.uploads.front),
      back: refOf(state.uploads.back),
      // Only with the question answered yes (without it the schema names the missing proof); a proof
      // uploaded before the answer changed to no stays in the wizard but is not sent.
      ...(state.nameChanged && state.uploads.nameProof
        ? { nameProof: { id: state.uploads.nameProof.id, token: state.uploads.nameProof.token } }
        : {}),
      signature: refOf(state.signature?.upload),
    },
    confirmations: state.confirmations,
    isOwnId: state.isOwnId,
    // Only a yes is sent (the schema's default is no), so the usual order's body stays as it was.
    ...(state.nameChanged ? { nameChanged: true } : {}),
    plan: state.plan,
    extras: state.extras,
    language: state.language,
    // Only a package with SMS updates sends the opt-in (the Worker ignores it for the others).
    ...(smsOptedIn(state) ? { sms: { optIn: true as const, mobile: state.sms.mobile } } : {}),
    // The cookie choice at the time of ordering, recorded with the evidence.
    ...(cookiePreferences ? { cookiePreferences } : {}),
    ...(customerLanguage ? { customerLanguage } : {}),
  };
}

/** The first message for each field, an error inside a field (e.g. "uploads.front.id") counting for it. */
function errorsOf<K extends string>(
  schema: v.GenericSchema,
  input: unknown,
  paths: Record<K, string>,
): Partial<Record<K, string>> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors = toFieldErrors(result.issues);
  const found: Partial<Record<K, string>> = {};
  for (const field of Object.keys(paths) as K[]) {
    const path = paths[field];
    const error = errors.find((e) => e.path === path || e.path.startsWith(`${path}.`));
    if (error) found[field] = error.message;
  }
  return found;
}

/** Step 2's errors by field; empty when the step is complete. */
export type IdUploadErrors = Partial<Record<IdUploadSlot | 'isOwnId', string>>;

/** The pending uploads of a state loaded from storage: none of them is running any more (see PendingUpload). */
export function interruptedUploads(pending: WizardState['pendingUploads'] | undefined): WizardState['pendingUploads'] {
  return Object.fromEntries(
    Object.entries(pending ?? {}).map(([slot, upload]) => [slot, { ...upload, interrupted: true }]),
  ) as WizardState['pendingUploads'];
}

/**
 * Step 2 checked with IdUploadStepSchema: both sides of the ID, the own-ID box and, when the ID shows the
 * former name, the proof of the change. Takes only those parts, so the second person's page (no name
 * question) checks its own ID copy the same way. A file still uploading counts as there; one whose upload a
 * reload interrupted is asked for again ('wizard.upload.interrupted').
 */
export function idUploadErrors(
  draft: Pick<WizardState, 'uploads' | 'isOwnId'> & Partial<Pick<WizardState, 'nameChanged' | 'pendingUploads'>>,
  locale: Locale = 'de',
): IdUploadErrors {
  const nameChanged = draft.nameChanged ?? false;
  const { nameProof, ...sides } = draft.uploads;
  const errors: IdUploadErrors = errorsOf(
    idUploadStepSchemaIn(locale),
    { uploads: nameChanged ? { ...sides, nameProof } : sides, isOwnId: draft.isOwnId, nameChanged },
    { front: 'uploads.front', back: 'uploads.back', nameProof: 'uploads.nameProof', isOwnId: 'isOwnId' },
  );
  // The schema says 'Beide Seiten des Ausweises sind erforderlich'; the field shows the request
  // (docs/product.md, 'Agreed wording').
  const missing = MESSAGES[locale]['validation.idUpload.missing'];
  if (errors.front) errors.front = missing;
  if (errors.back) errors.back = missing;
  for (const [slot, pending] of Object.entries(draft.pendingUploads ?? {}) as [IdUploadSlot, PendingUpload][]) {
    if (!errors[slot]) continue;
    if (pending.interrupted) errors[slot] = MESSAGES[locale]['wizard.upload.interrupted'];
    else delete errors[slot];
  }
  return errors;
}

/** Step 3's errors by field, in the order of the page; empty when the step is complete. */
export type SignatureOrderErrors = Partial<
  Record<'signature' | ConfirmationId | 'plan' | 'extras' | 'language', string>
>;

/**
 * Step 3 checked with SignatureOrderStepSchema on the order request of this state. A drawn signature
 * is uploaded only when the customer orders, so until then having drawn it counts as signed.
 */
export function signatureOrderErrors(state: WizardState, locale: Locale = 'de'): SignatureOrderErrors {
  const errors = errorsOf(signatureOrderStepSchemaIn(locale), toOrderRequest(state), {
    signature: 'uploads.signature',
    agb: 'confirmations.agb',
    privacy: 'confirmations.privacy',
    noWithdrawal: 'confirmations.noWithdrawal',
    plan: 'plan',
    extras: 'extras',
    language: 'language',
  });
  if (!state.signature) return errors;
  const { signature: _uploadedWhenOrdering, ...rest } = errors;
  return rest;
}
