// Shared by browser and Worker: the body of POST /api/orders (architecture §4). The wizard builds it
// from its state; the Worker validates it with the same schema, then computes the price itself from
// plan and extras (never from a client figure).
import * as v from 'valibot';
import { ConfirmationsSchema, IsOwnIdSchema } from './confirmations';
import { personalDataSchema, type PersonalDataOptions } from './personal-data';
import { ExtraSelectionSchema, PlanIdSchema, normalizeExtras } from './pricing';
import { requiredUploadSchema } from './uploads';

export const ID_UPLOAD_MESSAGE = 'Bitte lade beide Seiten deines Ausweises hoch.';
export const SIGNATURE_MESSAGE = 'Bitte unterschreibe den Antrag.';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const UploadRefsSchema = v.object(
  {
    front: requiredUploadSchema(ID_UPLOAD_MESSAGE),
    back: requiredUploadSchema(ID_UPLOAD_MESSAGE),
    signature: requiredUploadSchema(SIGNATURE_MESSAGE),
  },
  'Ungültige Eingabe',
);

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
  return v.pipe(
    v.object(
      {
        personalData: v.optional(personalDataSchema(options), {}),
        /** Front and back of the ID and the signature image, each from POST /api/uploads. */
        uploads: v.optional(UploadRefsSchema, {}),
        confirmations: v.optional(ConfirmationsSchema, {}),
        /** Step 2: the images show the customer's own ID (spec §6); recorded with the evidence. */
        isOwnId: v.optional(IsOwnIdSchema, false),
        /** No default: the customer must have chosen a package. */
        plan: v.pipe(v.optional(v.unknown(), ''), PlanIdSchema),
        extras: v.optional(ExtraSelectionSchema, []),
        /** Language of the authority's reply. */
        language: v.optional(v.picklist(LANGUAGES, 'Bitte wähle die Sprache der Antwort.'), 'de'),
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
