// The order wizard's state (spec §3 "Wizard state"), persisted in localStorage so a reload keeps
// everything. ID images are never stored here (architecture.md §7.2): only the server's upload ids
// and tokens with name, size and type; the signature is kept as its small PNG data URL.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { DEFAULT_PLAN, type ExtraId, type PlanId } from '../domain/catalog';
import { normalizeExtras, priceOf } from '../domain/pricing';
import { WIZARD_STATE_KEY } from '../lib/storage-keys';

export type Step = 1 | 2 | 3;
export const STEP_NAMES: Record<Step, string> = { 1: 'Deine Daten', 2: 'Ausweis-Upload', 3: 'Unterschrift & Bestellen' };

export const PERSONAL_FIELDS = [
  'firstName', 'lastName', 'birthName', 'birthDate', 'birthPlace', 'street', 'houseNumber', 'postalCode', 'city', 'email', 'phone',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalValues = Record<PersonalField, string>;

export interface UploadRef {
  id: string;
  token: string;
  name: string;
  size: number;
  mime: string;
}

export type Side = 'front' | 'back';

export interface WizardState {
  step: Step;
  personalData: PersonalValues;
  uploads: Partial<Record<Side, UploadRef>>;
  isOwnId: boolean;
  /** The drawn (or photographed) signature as a PNG/JPEG data URL, and its upload once sent. */
  signature: { dataUrl: string; upload?: UploadRef } | null;
  confirmations: { agb: boolean; privacy: boolean; noWithdrawal: boolean };
  plan: PlanId | null;
  extras: ExtraId[];
  language: 'de' | 'en';
  /** The key of the last order request and a hash of its body: a retry of the same order reuses it. */
  idempotency: { key: string; bodyHash: string } | null;
}

export const EMPTY_PERSONAL_DATA = Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, ''])) as PersonalValues;

export const INITIAL_STATE: WizardState = {
  step: 1,
  personalData: EMPTY_PERSONAL_DATA,
  uploads: {},
  isOwnId: false,
  signature: null,
  confirmations: { agb: false, privacy: false, noWithdrawal: false },
  plan: DEFAULT_PLAN,
  extras: [],
  language: 'de',
  idempotency: null,
};

function decode(raw: string): WizardState {
  try {
    const stored = JSON.parse(raw) as Partial<WizardState>;
    return {
      ...INITIAL_STATE,
      ...stored,
      personalData: { ...EMPTY_PERSONAL_DATA, ...stored.personalData },
      confirmations: { ...INITIAL_STATE.confirmations, ...stored.confirmations },
      step: ([1, 2, 3] as const).includes(stored.step as Step) ? (stored.step as Step) : 1,
    };
  } catch {
    return INITIAL_STATE;
  }
}

export const $wizard = persistentAtom<WizardState>(WIZARD_STATE_KEY, INITIAL_STATE, { encode: JSON.stringify, decode });

export const $price = computed($wizard, (state) => (state.plan ? priceOf({ plan: state.plan, extras: state.extras }) : null));

export function update(patch: Partial<WizardState>): void {
  $wizard.set({ ...$wizard.get(), ...patch });
}

/** Sets the step; only 1–3 are accepted (spec §4). */
export function setStep(step: number): void {
  if (step === 1 || step === 2 || step === 3) update({ step });
}

/** Choosing a package removes the extras it hides (spec §4). */
export function choosePlan(plan: PlanId): void {
  const state = $wizard.get();
  update({ plan, extras: normalizeExtras(plan, state.extras) });
}

export function toggleExtra(extra: ExtraId, on: boolean): void {
  const state = $wizard.get();
  const extras = on ? [...state.extras, extra] : state.extras.filter((e) => e !== extra);
  update({ extras: state.plan ? normalizeExtras(state.plan, extras) : extras });
}
