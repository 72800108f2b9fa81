// The second person typed for an add-on whose checkout is open. The Worker gives the payment session
// nothing personal back, so this tab keeps what was typed (sessionStorage, gone with the tab) to fill
// the form again when the customer cancels the checkout, and forgets it once the add-on is paid.
import { ADDON_PARTNER_DRAFT_KEY } from '../../lib/storage-keys';
import { EMPTY_PARTNER, type PartnerValues } from './partner-form-model';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the form then starts empty again
  }
}

export function keepAddonDraft(orderNumber: string, values: PartnerValues, storage = tabStorage()): void {
  try {
    storage?.setItem(ADDON_PARTNER_DRAFT_KEY, JSON.stringify({ orderNumber, values }));
  } catch {
    /* quota or blocked: nothing kept, the checkout still opens */
  }
}

/** The draft for this order, or null (another order's draft, none, or not the expected shape). */
export function addonDraftFor(orderNumber: string, storage = tabStorage()): PartnerValues | null {
  try {
    const stored = JSON.parse(storage?.getItem(ADDON_PARTNER_DRAFT_KEY) ?? 'null') as {
      orderNumber?: unknown;
      values?: Record<string, unknown>;
    } | null;
    if (stored?.orderNumber !== orderNumber || typeof stored.values !== 'object' || stored.values === null) return null;
    const values = stored.values;
    const keys = Object.keys(EMPTY_PARTNER) as (keyof PartnerValues)[];
    if (!keys.every((key) => typeof values[key] === typeof EMPTY_PARTNER[key])) return null;
    // The confirmation that the data is correct is given again, for the order about to be paid.
    return {
      ...(Object.fromEntries(keys.map((key) => [key, values[key]])) as unknown as PartnerValues),
      confirmExtendedData: false,
    };
  } catch {
    return null;
  }
}

export function forgetAddonDraft(storage = tabStorage()): void {
  try {
    storage?.removeItem(ADDON_PARTNER_DRAFT_KEY);
  } catch {
    /* blocked: nothing was kept */
  }
}
