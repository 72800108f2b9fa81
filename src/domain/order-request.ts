// Shared by browser and Worker: the body of POST /api/orders (architecture §4), one schema per wizard
// step merged into one. Step 1 is personalDataSchema (personal-data.ts); steps 2 and 3 are here. The
// wizard validates each step with its schema; the Worker validates the whole request with the merge,
// then computes the price itself from plan and extras (never from a client figure).
import * as v from 'valibot';
import { ConfirmationsSchema, IsOwnIdSchema } from './confirmations';
import { personalDataSchema, type PersonalDataOptions } from './personal-data';
import { ExtraSelectionSchema, PlanIdSchema, normalizeExtras } from './pricing';
import { requiredUploadSchema } from './uploads';

/** The field message step 2 shows under a missing side (spec §5), also for uploads the server no longer has. */
export const ID_UPLOAD_MESSAGE = 'Bitte lade beide Seiten deines Ausweises hoch.';
/** The schema's own message for a missing side (spec §5: "the schema message reads …"). */
export const ID_UPLOAD_SCHEMA_MESSAGE = 'Beide Seiten des Ausweises sind erforderlich';
export const SIGNATURE_MESSAGE = 'Bitte unterschreibe den Antrag.';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Step 2's files: front and back of the ID, each from POST /api/uploads. */
const idUploads = {
  front: requiredUploadSchema(ID_UPLOAD_SCHEMA_MESSAGE),
  back: requiredUploadSchema(ID_UPLOAD_SCHEMA_MESSAGE),
};

/** Step 3's file: the signature image, uploaded when the customer orders. */
const signatureUpload = {
  signature: requiredUploadSchema(SIGNATURE_MESSAGE),
};

/** Step 2 'Ausweis fotografieren' (spec §4 "Step validity", §5 "Step 2"): both sides and the own-ID box. */
export const IdUploadStepSchema = v.object(
  {
    uploads: v.optional(v.object(idUploads, 'Ungültige Eingabe'), {}),
    /** The images show the customer's own ID (spec §6); recorded with the evidence. */
    isOwnId: v.optional(IsOwnIdSchema, false),
  },
  'Ungültige Eingabe',
);

/**
 * Step 3 'Unterschrift & Bestellung abschließen' (spec §4 "Step validity", §5 "Step 3"): signature,
 * the three confirmations, a package, its extras and the language of the reply.
 */
export const SignatureOrderStepSchema = v.object(
  {
    uploads: v.optional(v.object(signatureUpload, 'Ungültige Eingabe'), {}),
    confirmations: v.optional(ConfirmationsSchema, {}),
    /** No default: the customer must have chosen a package. */
    plan: v.pipe(v.optional(v.unknown(), ''), PlanIdSchema),
    extras: v.optional(ExtraSelectionSchema, []),
    /** Language of the authority's reply. */
    language: v.optional(v.picklist(LANGUAGES, 'Bitte wähle die Sprache der Antwort.'), 'de'),
  },
  'Ungültige Eingabe',
);

/** All files of the order: steps 2 and 3 merged. */
export const UploadRefsSchema = v.object({ ...idUploads, ...signatureUpload }, 'Ungültige Eingabe');

/** The cookie banner's choice (spec §3 "Cookie preferences"); necessary is always on. */
export const CookiePreferencesSchema = v.object(
  {
    necessary: v.pipe(
      v.optional(v.boolean('Ungültige Eingabe'), true),
      v.transform((): true => true),
    ),
    functional: v.optional(v.boolean('Ungültige Eingabe'), false),
    analytics: v.optional(v.boolean('Ungültige Eingabe'), false),
    marketing: v.optional(v.boolean('Ungültige Eingabe'), false),
  },
  'Ungültige Eingabe',
);

export type CookiePreferences = v.InferOutput<typeof CookiePreferencesSchema>;

/**
 * The order request for one day and one postal code list (see personalDataSchema). Missing parts
 * fail with their fields' own German messages. The output's extras are normalized for the plan:
 * extras the package includes are dropped, duplicates removed, catalog order kept.
 */
export function orderRequestSchema(options: PersonalDataOptions) {
  const idStep = IdUploadStepSchema.entries;
  const orderStep = SignatureOrderStepSchema.entries;
  // The steps merged; listed one by one because both steps add files to `uploads`, and in this
  // order, which is the order of the field errors in a 400 answer.
  return v.pipe(
    v.object(
      {
        personalData: v.optional(personalDataSchema(options), {}),
        uploads: v.optional(UploadRefsSchema, {}),
        confirmations: orderStep.confirmations,
        isOwnId: idStep.isOwnId,
        plan: orderStep.plan,
        extras: orderStep.extras,
        language: orderStep.language,
        /** The language the customer ordered in, set by the page (German or English); mails and /status use it. */
        customerLanguage: v.optional(v.picklist(LANGUAGES, 'Ungültige Sprache der Website.'), 'de'),
        cookiePreferences: v.optional(CookiePreferencesSchema),
      },
      'Ungültige Anfrage',
    ),
    v.transform((order) => ({ ...order, extras: normalizeExtras(order.plan, order.extras) })),
  );
}

export type OrderRequestSchema = ReturnType<typeof orderRequestSchema>;
/** A validated order request. */
export type OrderRequest = v.InferOutput<OrderRequestSchema>;
/** What the browser sends (before defaults and normalization). */
export type OrderRequestInput = v.InferInput<OrderRequestSchema>;
