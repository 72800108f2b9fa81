import { type Step } from '../../domain/wizard-state';
import { STEP_NAMES } from '../../stores/wizard';

/** "Schritt 1 von 3: Deine Daten" and the progress bar above each step. */
export function WizardProgress({ step }: { step: Step }) {
  return (
    <div className="mb-8">
      <p className="mt-2 font-semibold text-slate-800" aria-live="polite">
        Schritt {step} von 3: {STEP_NAMES[step]}
      </p>
      <div
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Fortschritt"
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={step}
        aria-valuetext={`Schritt ${step} von 3`}
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${(step / 3) * 100}%` }} />
      </div>
    </div>
  );
}
