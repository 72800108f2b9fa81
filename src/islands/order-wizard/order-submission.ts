// What 'Zahlungspflichtig bestellen' sends and keeps, without any I/O: the order request's body, its
// idempotency key, the checkout snapshot for the success page, and what a refused order takes back
// from the wizard. Pure, so it is tested in Node; use-order-submission.ts does the calls.
import type { PlanId } from '../../domain/catalog';
import type { Locale } from '../../domain/locales';
import { requiresSecondPerson } from '../../domain/pricing';
import { toOrderRequest, type PersonalField, type WizardState } from '../../domain/wizard-state';
import { isRecord } from '../../lib/safe-storage';
import type { CookiePreferences } from '../../stores/consent';

/** What sessionStorage keeps for the success page, flat as success-snapshot.ts reads it. */
export interface CheckoutSnapshot {
  selectedPlan: PlanId;
  selectedBumps: WizardState['extras'];
  /** In euros. */
  totalPrice: number;
  requiresSecondPerson: boolean;
  customerEmail: string;
  language: WizardState['language'];
  /** When the order was clicked, ISO 8601. */
  timestamp: string;
  /** Added once the order exists. */
  orderNumber?: string;
}

export function checkoutSnapshot(
  state: Pick<WizardState, 'extras' | 'personalData' | 'language'> & { plan: PlanId },
  totalCents: number,
  now: Date,
): CheckoutSnapshot {
  return {
    selectedPlan: state.plan,
    selectedBumps: state.extras,
    totalPrice: totalCents / 100,
    requiresSecondPerson: requiresSecondPerson({ plan: state.plan, extras: state.extras }),
    customerEmail: state.personalData.email,
    language: state.language,
    timestamp: now.toISOString(),
  };
}

/**
 * The stored snapshot with the created order's number. Whatever was stored is kept; anything that is
 * not a snapshot (nothing, corrupt, blocked storage) counts as empty, so the number is still written.
 */
export function withOrderNumber(stored: unknown, orderNumber: string): Record<string, unknown> {
  return { ...(isRecord(stored) ? stored : {}), orderNumber };
}

/**
 * The body of POST /api/orders as sent: the state with its (uploaded) signature, the cookie choice
 * at the time of ordering, which is recorded with the evidence, and the language of the page the
 * customer orders on (`customerLanguage`: the Worker answers, mails and /status in it).
 */
export function orderRequestBody(
  state: WizardState,
  cookies: Pick<CookiePreferences, 'functional' | 'analytics' | 'marketing'>,
  customerLanguage: Locale = 'de',
): string {
  const { functional, analytics, marketing } = cookies;
  return JSON.stringify(toOrderRequest(state, { necessary: true, functional, analytics, marketing }, customerLanguage));
}

/**
 * The idempotency key for a body with hash `bodyHash`: a retry of the very same order keeps its key, so
 * an answer lost on the way back never creates a second order; any change gets a new key.
 */
export function idempotencyFor(
  previous: WizardState['idempotency'],
  bodyHash: string,
  newKey: () => string,
): NonNullable<WizardState['idempotency']> {
  return previous?.bodyHash === bodyHash ? previous : { key: newKey(), bodyHash };
}

/**
 * After the server refused uploads (expired or deleted, errors at "uploads.front", "uploads.signature"),
 * the wizard forgets them so they are sent again; the drawn signature stays, only its upload goes.
 */
export function withoutRefusedUploads(
  state: Pick<WizardState, 'uploads' | 'signature'>,
  errors: Record<string, string>,
): Pick<WizardState, 'uploads' | 'signature'> {
  return {
    uploads: Object.fromEntries(Object.entries(state.uploads).filter(([side]) => !errors[`uploads.${side}`])),
    signature: errors['uploads.signature'] && state.signature ? { dataUrl: state.signature.dataUrl } : state.signature,
  };
}

/** Server errors on personal data ("personalData.postalCode") as step-1 field errors. */
export function personalServerErrors(errors: Record<string, string>): Partial<Record<PersonalField, string>> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith('personalData.'))
      .map(([path, message]) => [path.slice('personalData.'.length), message]),
  ) as Partial<Record<PersonalField, string>>;
}
