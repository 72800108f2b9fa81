// The order wizard's state (src/domain/wizard-state.ts), kept in browser storage so a reload keeps
// everything, but not for ever: it holds personal data and the signature.
//
// - Until the order is created it lives in localStorage, stamped with the time of its last change;
//   a state older than WIZARD_IDLE_MS is discarded when the wizard loads (a shared computer forgets
//   an abandoned wizard after a day).
// - Once the order is created (orderCreated) it moves to sessionStorage: a cancelled payment comes
//   back to a filled wizard in the same tab, a closed tab leaves nothing behind in localStorage.
// - The paid return (/extended-wizard) removes it from both.
//
// The storage logic takes the storages and the clock as parameters (persistWizard), so the unit
// tests run it in Node with fakes; the module wires it to the browser's storages once.
import { atom, computed, type WritableAtom } from 'nanostores';
import type { ExtraId, PlanId } from '../domain/catalog';
import { normalizeExtras, priceOf } from '../domain/pricing';
import {
  EMPTY_PERSONAL_DATA,
  INITIAL_STATE,
  interruptedUploads,
  type Step,
  type WizardState,
} from '../domain/wizard-state';
import { LANDING_EMAIL_KEY, WIZARD_STATE_KEY } from '../lib/storage-keys';
import type { KeyValueStorage } from '../lib/safe-storage';

/**
 * The step the wizard may open when `requested` is asked for (a link, a reload, the browser's history):
 * never beyond the first step that is not complete, so /app?schritt=3 on a fresh visit opens step 1.
 */
export function reachableStep(requested: Step, complete: { personalData: boolean; idUpload: boolean }): Step {
  if (requested >= 2 && !complete.personalData) return 1;
  if (requested === 3 && !complete.idUpload) return 2;
  return requested;
}

/** A stored wizard is discarded when it was last changed more than 24 hours ago. */
export const WIZARD_IDLE_MS = 24 * 3600 * 1000;

export interface WizardStorages {
  local: KeyValueStorage;
  session: KeyValueStorage;
}

/** Where the state is written: localStorage before the order exists, sessionStorage after. */
export type WizardPlace = 'local' | 'session';

/** What is stored under WIZARD_STATE_KEY: the state and when it last changed (ms since 1970). */
interface StoredWizard {
  savedAt: number;
  state: Partial<WizardState>;
}

/**
 * Fills gaps of a stored state from INITIAL_STATE (an older wizard may have stored fewer fields). Uploads that
 * were on their way when it was stored were interrupted: this page has not got their files.
 */
function complete(stored: Partial<WizardState>): WizardState {
  return {
    ...INITIAL_STATE,
    ...stored,
    personalData: { ...EMPTY_PERSONAL_DATA, ...stored.personalData },
    pendingUploads: interruptedUploads(stored.pendingUploads),
    confirmations: { ...INITIAL_STATE.confirmations, ...stored.confirmations },
    step: ([1, 2, 3] as const).includes(stored.step as Step) ? (stored.step as Step) : 1,
  };
}

/**
 * The stored state if it is readable and was changed within WIZARD_IDLE_MS before `now`; null
 * otherwise. A state without a time stamp (written before the expiry existed) counts as expired.
 */
export function decodeStoredWizard(raw: string | null, now: number): WizardState | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredWizard> | null;
    if (!stored || typeof stored.savedAt !== 'number' || typeof stored.state !== 'object' || !stored.state) return null;
    if (now - stored.savedAt > WIZARD_IDLE_MS || stored.savedAt > now + WIZARD_IDLE_MS) return null;
    return complete(stored.state);
  } catch {
    return null;
  }
}

export function encodeStoredWizard(state: WizardState, now: number): string {
  return JSON.stringify({ savedAt: now, state } satisfies StoredWizard);
}

/** Storage may be full or blocked (private mode); the wizard then works from memory alone. */
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    /* nothing stored: a reload starts afresh */
  }
}

function read(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(WIZARD_STATE_KEY);
  } catch {
    return null;
  }
}

/**
 * Loads the state at start: the tab's own copy (sessionStorage, the order was created) wins over
 * localStorage; whatever is expired or unreadable is removed. Returns the state and where it lives.
 */
export function loadWizard(storages: WizardStorages, now: number): { state: WizardState; place: WizardPlace } {
  const inSession = decodeStoredWizard(read(storages.session), now);
  if (inSession) {
    attempt(() => storages.local.removeItem(WIZARD_STATE_KEY));
    return { state: inSession, place: 'session' };
  }
  attempt(() => storages.session.removeItem(WIZARD_STATE_KEY));
  const inLocal = decodeStoredWizard(read(storages.local), now);
  if (!inLocal) attempt(() => storages.local.removeItem(WIZARD_STATE_KEY));
  return { state: inLocal ?? INITIAL_STATE, place: 'local' };
}

/** Writes the state to its place, stamped `now`; in the session place nothing stays in localStorage. */
function saveWizard(storages: WizardStorages, place: WizardPlace, state: WizardState, now: number): void {
  const target = place === 'session' ? storages.session : storages.local;
  attempt(() => target.setItem(WIZARD_STATE_KEY, encodeStoredWizard(state, now)));
  if (place === 'session') attempt(() => storages.local.removeItem(WIZARD_STATE_KEY));
}

export interface WizardPersistence {
  /** Where the state is written now. */
  place(): WizardPlace;
  /** The order exists: from now on the state lives in this tab's sessionStorage only. */
  orderCreated(): void;
}

/**
 * Loads `store` from storage and writes every change back with the time of the change. `clock`
 * gives the current time in ms (Date.now in the browser, a fixed value in tests).
 */
export function persistWizard(
  store: WritableAtom<WizardState>,
  storages: WizardStorages,
  clock: () => number = Date.now,
): WizardPersistence {
  const loaded = loadWizard(storages, clock());
  let place = loaded.place;
  store.set(loaded.state);
  store.listen((state) => saveWizard(storages, place, state, clock()));
  return {
    place: () => place,
    orderCreated() {
      place = 'session';
      saveWizard(storages, place, store.get(), clock());
      // The landing page's e-mail is part of the order now; it need not wait in localStorage.
      attempt(() => storages.local.removeItem(LANDING_EMAIL_KEY));
    },
  };
}

/** The browser's storages, or null while pre-rendering (no window) or when storage is blocked. */
function browserStorages(): WizardStorages | null {
  if (typeof window === 'undefined') return null;
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null;
  }
}

export const $wizard = atom<WizardState>(INITIAL_STATE);

const storages = browserStorages();
const persistence: WizardPersistence | null = storages ? persistWizard($wizard, storages) : null;

/** Called once POST /api/orders created the order: the state moves to sessionStorage (see above). */
export function orderCreated(): void {
  persistence?.orderCreated();
}

export const $price = computed($wizard, (state) =>
  state.plan ? priceOf({ plan: state.plan, extras: state.extras }) : null,
);

/**
 * Applies `patch`. A patch that changes nothing is dropped: nothing is drawn again or stored, and the stored
 * time stamp stays the last change's (the wizard sets its step when it opens, which for most visitors is no change).
 */
export function update(patch: Partial<WizardState>): void {
  const state = $wizard.get();
  const changes = (Object.keys(patch) as (keyof WizardState)[]).some((key) => !Object.is(state[key], patch[key]));
  if (changes) $wizard.set({ ...state, ...patch });
}

/** Sets the step; only 1–3 are accepted. */
export function setStep(step: number): void {
  if (step === 1 || step === 2 || step === 3) update({ step });
}

/** Choosing a package removes the extras it hides (docs/product.md, 'Packages and price'). */
export function choosePlan(plan: PlanId): void {
  const state = $wizard.get();
  update({ plan, extras: normalizeExtras(plan, state.extras) });
}

export function toggleExtra(extra: ExtraId, on: boolean): void {
  const state = $wizard.get();
  const extras = on ? [...state.extras, extra] : state.extras.filter((e) => e !== extra);
  update({ extras: state.plan ? normalizeExtras(state.plan, extras) : extras });
}
