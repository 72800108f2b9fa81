// The payment return's record of a finished order, kept once the Worker said it is paid.
// The helpers are pure or take the Storage objects as parameters, so the unit tests run them in Node
// without a browser. The wizard's keys come from storage-keys.ts, shared with the wizard.
import type { ExtraId, PlanId } from '../domain/catalog';
import { EXTRA_IDS, PLAN_IDS, requiresSecondPerson } from '../domain/pricing';
import { CHECKOUT_SNAPSHOT_KEY, WIZARD_STATE_KEY } from './storage-keys';
import type { KeyValueStorage } from './safe-storage';

export { CHECKOUT_SNAPSHOT_KEY, WIZARD_STATE_KEY };

/** sessionStorage: the success page's own record of the finished order. */
export const SUCCESS_SNAPSHOT_KEY = 'success-snapshot';

export interface SuccessSnapshot {
  orderNumber: string;
  selectedPlan: PlanId | null;
  selectedBumps: ExtraId[] | null;
  /** As the checkout snapshot held it (the wizard's pricing.totalPrice), never recomputed here. */
  totalPrice: number | null;
  requiresSecondPerson: boolean | null;
  customerEmail: string | null;
  /** When the success page was shown, ISO 8601. */
  timestamp: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse that returns null instead of throwing: storage may hold anything, or nothing. */
export function parseStored(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The success snapshot from whatever the checkout snapshot held. Two shapes are understood: the
 * spec's (pricing.selectedPlan, personalData.email, …) and the flat one our wizard writes
 * (selectedPlan, customerEmail, …). Each value is taken only when it has the expected type;
 * everything missing becomes null (the snapshot may come from an older wizard, or be absent).
 */
export function buildSuccessSnapshot(checkout: unknown, orderNumber: string, now: Date): SuccessSnapshot {
  const source = isRecord(checkout) ? checkout : {};
  const pricing = isRecord(source.pricing) ? source.pricing : {};
  const personal = isRecord(source.personalData) ? source.personalData : {};
  const pick = (name: string) => pricing[name] ?? source[name];

  const plan = PLAN_IDS.find((id) => id === pick('selectedPlan')) ?? null;
  const rawBumps = pick('selectedBumps');
  const bumps = Array.isArray(rawBumps)
    ? rawBumps.filter((id): id is ExtraId => EXTRA_IDS.includes(id as ExtraId))
    : null;
  const rawTotal = pick('totalPrice');
  const total = typeof rawTotal === 'number' && Number.isFinite(rawTotal) ? rawTotal : null;
  const rawEmail = personal.email ?? source.customerEmail;
  const email = typeof rawEmail === 'string' && rawEmail.trim() ? rawEmail.trim() : null;

  // The wizard may store the flag itself; otherwise it follows from the package
  // (docs/product.md, 'Packages and price').
  let second: boolean | null = null;
  if (typeof source.requiresSecondPerson === 'boolean') second = source.requiresSecondPerson;
  else if (plan) second = requiresSecondPerson({ plan, extras: bumps ?? [] });

  return {
    orderNumber,
    selectedPlan: plan,
    selectedBumps: bumps,
    totalPrice: total,
    requiresSecondPerson: second,
    customerEmail: email,
    timestamp: now.toISOString(),
  };
}

/**
 * What /success does once on load: takes the checkout snapshot, forgets the wizard state and the
 * checkout snapshot (they hold personal data and a signature that are no longer needed), and stores
 * the success snapshot. A reload, when the checkout snapshot is already gone, keeps the snapshot
 * written the first time instead of overwriting it with nulls.
 */
export function completeSuccessPage(options: {
  orderNumber: string;
  now: Date;
  local: KeyValueStorage;
  session: KeyValueStorage;
}): SuccessSnapshot {
  const { orderNumber, now, local, session } = options;
  const checkout = parseStored(session.getItem(CHECKOUT_SNAPSHOT_KEY));
  // The wizard state lives in localStorage until the order exists and in sessionStorage after: both go.
  local.removeItem(WIZARD_STATE_KEY);
  session.removeItem(WIZARD_STATE_KEY);
  session.removeItem(CHECKOUT_SNAPSHOT_KEY);

  const earlier = parseStored(session.getItem(SUCCESS_SNAPSHOT_KEY));
  if (checkout === null && isRecord(earlier) && earlier.orderNumber === orderNumber)
    return earlier as unknown as SuccessSnapshot;

  const snapshot = buildSuccessSnapshot(checkout, orderNumber, now);
  session.setItem(SUCCESS_SNAPSHOT_KEY, JSON.stringify(snapshot));
  return snapshot;
}
