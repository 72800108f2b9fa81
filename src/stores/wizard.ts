// The order wizard's state (src/domain/wizard-state.ts), persisted in localStorage so a reload keeps
// everything.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { ExtraId, PlanId } from '../domain/catalog';
import { normalizeExtras, priceOf } from '../domain/pricing';
import { EMPTY_PERSONAL_DATA, INITIAL_STATE, type Step, type WizardState } from '../domain/wizard-state';
import { WIZARD_STATE_KEY } from '../lib/storage-keys';

export const STEP_NAMES: Record<Step, string> = {
  1: 'Deine Daten',
  2: 'Ausweis-Upload',
  3: 'Unterschrift & Bestellen',
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

export const $price = computed($wizard, (state) =>
  state.plan ? priceOf({ plan: state.plan, extras: state.extras }) : null,
);

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
