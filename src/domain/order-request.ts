// Shared by browser and Worker: the body of POST /api/orders, one schema per wizard
// step merged into one. Step 1 is personalDataSchema (personal-data.ts); steps 2 and 3 are here. The
// wizard validates each step with its schema; the Worker validates the whole request with the merge,
// then computes the price itself from plan and extras (never from a client figure).
import * as v from 'valibot';
import { confirmationsSchemaIn, isOwnIdSchemaIn } from './confirmations';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { MESSAGES } from './ui-messages';
import { personalDataSchema, type PersonalDataOptions } from './personal-data';
import { extraSelectionSchemaIn, normalizeExtras, planIdSchemaIn } from './pricing';
import { optionalUploadSchema, requiredUploadSchema, type UploadRef } from './uploads';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `build` once per language, so the steps and the merged request share their schemas (and build them once). */
function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}

/** Step 2's files: front and back of the ID, each from POST /api/uploads. */
const idUploadsIn = perLocale((locale) => {
  const message = MESSAGES[locale]['validation.idUpload.schema'];
  return { front: requiredUploadSchema(message), back: requiredUploadSchema(message) };
});

/**
 * Step 2's proof of a change of name (marriage or divorce certificate), when the ID still shows the former
 * name. Optional here; required by requireNameProof once the question is answered yes.
 */
const nameProofUploadIn = perLocale((locale) => ({
  nameProof: optionalUploadSchema(MESSAGES[locale]['nameProof.missing']),
}));

/** What requireNameProof checks in step 2 or in the whole order request. */
interface NameQuestion {
  nameChanged: boolean;
  uploads: { nameProof?: UploadRef | undefined };
}

/**
 * The question "my ID still shows my former name" answered yes: the proof is required, its error at
 * `uploads.nameProof`. A raw check, so it also speaks while other fields have errors (a refused order
 * names every gap at once); a proof sent but malformed has its own error already.
 */
function requireNameProof<T extends NameQuestion>(locale: Locale) {
  const message = MESSAGES[locale]['nameProof.missing'];
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    // Read as sent: with other errors the value is only partly checked (or no object at all).
    const value: unknown = dataset.value;
    if (!isObject(value) || value.nameChanged !== true) return;
    const uploads = value.uploads ?? {};
    if (!isObject(uploads) || uploads.nameProof !== undefined) return;
    addIssue({
      message,
      path: [
        { type: 'object', origin: 'value', input: value, key: 'uploads', value: uploads },
        { type: 'object', origin: 'value', input: uploads, key: 'nameProof', value: undefined },
      ],
    });
  });
}

/** Step 3's file: the signature image, uploaded when the customer orders. */
const signatureUploadIn = perLocale((locale) => ({
  signature: requiredUploadSchema(MESSAGES[locale]['validation.signature.missing']),
}));

/**
 * Step 2 'Ausweis fotografieren': both sides, the own-ID box, and the
 * proof of a change of name when the ID still shows the former name.
 */
export const idUploadStepSchemaIn = perLocale((locale) => {
  const invalid = MESSAGES[locale]['validation.invalidInput'];
  return v.pipe(
    v.object(
      {
        uploads: v.optional(v.object({ ...idUploadsIn(locale), ...nameProofUploadIn(locale) }, invalid), {}),
        /** The images show the customer's own ID; recorded with the evidence. */
        isOwnId: v.optional(isOwnIdSchemaIn(locale), false),
        /** The ID still shows the former name (marriage, divorce): the proof goes with the application. */
        nameChanged: v.optional(v.boolean(invalid), false),
      },
      invalid,
    ),
    requireNameProof(locale),
  );
});

export const IdUploadStepSchema = idUploadStepSchemaIn('de');

/**
 * Step 3 'Unterschrift & Bestellung abschließen': signature,
 * the three confirmations, a package, its extras and the language of the reply.
 */
export const signatureOrderStepSchemaIn = perLocale((locale) => {
  const invalid = MESSAGES[locale]['validation.invalidInput'];
  return v.object(
    {
      uploads: v.optional(v.object(signatureUploadIn(locale), invalid), {}),
      confirmations: v.optional(confirmationsSchemaIn(locale), {}),
      /** No default: the customer must have chosen a package. */
      plan: v.pipe(v.optional(v.unknown(), ''), planIdSchemaIn(locale)),
      extras: v.optional(extraSelectionSchemaIn(locale), []),
      /** Language of the authority's reply. */
      language: v.optional(v.picklist(LANGUAGES, MESSAGES[locale]['validation.replyLanguage']), 'de'),
    },
    invalid,
  );
});

export const SignatureOrderStepSchema = signatureOrderStepSchemaIn('de');

/** All files of the order: steps 2 and 3 merged, the proof of a change of name with step 2's. */
const orderUploadsSchemaIn = perLocale((locale) =>
  v.object(
    { ...idUploadsIn(locale), ...nameProofUploadIn(locale), ...signatureUploadIn(locale) },
    MESSAGES[locale]['validation.invalidInput'],
  ),
);

/** The three files of an applicant's application: ID front and back and the signature (a correction's too). */
export const UploadRefsSchema = v.object(
  { ...idUploadsIn('de'), ...signatureUploadIn('de') },
  MESSAGES.de['validation.invalidInput'],
);

/**
 * The body of POST /api/orders/:orderNumber/correction (the Korrekturoption after posting): corrected
 * personal data and the three new files. The personal data is checked by the Worker once the order may
 * still be corrected, against that day's rules (functions/services/corrections/personal-data.ts).
 */
export const CorrectionAfterPostingSchema = v.object(
  { personalData: v.optional(v.unknown()), uploads: v.optional(UploadRefsSchema) },
  MESSAGES.de['validation.invalidRequest'],
);

/** The cookie banner's choice; necessary is always on. */
const CookiePreferencesSchema = v.object(
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

/**
 * The order request for one day and one postal code list (see personalDataSchema). Missing parts
 * fail with their fields' own messages in `options.locale` (the language of the page that sent it). The output's extras are normalized for the plan:
 * extras the package includes are dropped, duplicates removed, catalog order kept.
 */
export function orderRequestSchema(options: PersonalDataOptions) {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const m = MESSAGES[locale];
  const idStep = idUploadStepSchemaIn(locale).entries;
  const orderStep = signatureOrderStepSchemaIn(locale).entries;
  // The steps merged; listed one by one because both steps add files to `uploads`, and in this
  // order, which is the order of the field errors in a 400 answer.
  return v.pipe(
    v.object(
      {
        personalData: v.optional(personalDataSchema(options), {}),
        uploads: v.optional(orderUploadsSchemaIn(locale), {}),
        confirmations: orderStep.confirmations,
        isOwnId: idStep.isOwnId,
        nameChanged: idStep.nameChanged,
        plan: orderStep.plan,
        extras: orderStep.extras,
        language: orderStep.language,
        /** The language the customer ordered in, set by the page (German or English); mails and /status use it. */
        customerLanguage: v.optional(v.picklist(LOCALES, m['validation.invalidCustomerLanguage']), 'de'),
        cookiePreferences: v.optional(CookiePreferencesSchema),
      },
      m['validation.invalidRequest'],
    ),
    requireNameProof(locale),
    v.transform((order) => ({
      ...order,
      // A proof sent with the question answered no is not needed, so it is not kept either.
      uploads: { ...order.uploads, nameProof: order.nameChanged ? order.uploads.nameProof : undefined },
      extras: normalizeExtras(order.plan, order.extras),
    })),
  );
}

type OrderRequestSchema = ReturnType<typeof orderRequestSchema>;
/** A validated order request. */
export type OrderRequest = v.InferOutput<OrderRequestSchema>;
/** What the browser sends (before defaults and normalization). */
export type OrderRequestInput = v.InferInput<OrderRequestSchema>;

/**
 * The language an order request asks to be answered in, read before it is validated (its messages are in
 * that language): a known `customerLanguage`, else German.
 */
export function requestLocale(body: unknown): Locale {
  const value =
    typeof body === 'object' && body !== null ? (body as { customerLanguage?: unknown }).customerLanguage : undefined;
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}
