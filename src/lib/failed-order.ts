// The failed-order record: when an order could not be sent, what was sent, the error and the
// time stay in this browser, so the customer can send it again later with "Erneut senden". Never an
// image: uploads and the signature are kept as their upload receipts, which the server still knows.
import type { WizardState } from '../domain/wizard-state';
import { FAILED_ORDER_KEY } from './storage-keys';

export interface FailedOrder {
  personalData: WizardState['personalData'];
  uploads: WizardState['uploads'];
  signatureUpload: NonNullable<WizardState['signature']>['upload'] | null;
  plan: WizardState['plan'];
  extras: WizardState['extras'];
  language: WizardState['language'];
  /** The idempotency key the attempt used; "Erneut senden" sends the same order under the same key. */
  idempotencyKey: string | null;
  error: string;
  timestamp: string;
}

export function failedOrderRecord(state: WizardState, error: string, now: Date): FailedOrder {
  return {
    personalData: state.personalData,
    uploads: state.uploads,
    signatureUpload: state.signature?.upload ?? null,
    plan: state.plan,
    extras: state.extras,
    language: state.language,
    idempotencyKey: state.idempotency?.key ?? null,
    error,
    timestamp: now.toISOString(),
  };
}

export function saveFailedOrder(storage: Storage, record: FailedOrder): void {
  try {
    storage.setItem(FAILED_ORDER_KEY, JSON.stringify(record));
  } catch {
    /* storage full or blocked: the retry button still works while the page is open */
  }
}

/** The stored record, or null when there is none or it is not one of ours. */
export function readFailedOrder(storage: Storage): FailedOrder | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(FAILED_ORDER_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const record = value as Partial<FailedOrder>;
    return typeof record.error === 'string' && typeof record.timestamp === 'string' ? (record as FailedOrder) : null;
  } catch {
    return null;
  }
}

export function clearFailedOrder(storage: Storage): void {
  try {
    storage.removeItem(FAILED_ORDER_KEY);
  } catch {
    /* storage blocked: nothing was stored */
  }
}
