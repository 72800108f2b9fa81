import { type Step } from '../../domain/wizard-state';
import { useT } from '../shared/locale';

/** The catalogue key of each step's name ("Deine Daten"). */
export const STEP_NAME_KEYS = { 1: 'wizard.step.1', 2: 'wizard.step.2', 3: 'wizard.step.3' } as const satisfies Record<
  Step,
  string
>;

/** "Schritt 1 von 3: Deine Daten" and the progress bar above each step. */
export function WizardProgress({ step }: { step: Step }) {
  const t = useT();
  return (
    <div className="mb-8">
      <p className="mt-2 font-semibold text-slate-800" aria-live="polite">
        {t('wizard.progress.text', { step, name: t(STEP_NAME_KEYS[step]) })}
      </p>
      <div
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t('wizard.progress.label')}
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={step}
        aria-valuetext={t('wizard.progress.value', { step })}
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${(step / 3) * 100}%` }} />
      </div>
    </div>
  );
}
