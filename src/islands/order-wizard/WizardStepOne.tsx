// Step 1 inside the wizard: StepPersonalData with what typing and 'Weiter' do to the wizard's state.
import type { PersonalField, PersonalValues, Step } from '../../domain/wizard-state';
import { wizardAnalytics } from '../../lib/wizard-analytics';
import { $wizard, update } from '../../stores/wizard';
import { useT } from '../shared/locale';
import type { ToastMessage } from '../shared/Toast';
import { StepPersonalData } from './StepPersonalData';

type PersonalErrors = Partial<Record<PersonalField, string>>;

interface Props {
  values: PersonalValues;
  /** The errors shown at the fields: the live checks and the server's of the last order attempt. */
  errors: PersonalErrors;
  postalCodes: ReadonlySet<string> | null;
  today: Date;
  /** The whole step's schema, which decides on 'Weiter'. */
  validatePersonal: (values: PersonalValues) => PersonalErrors;
  show: (toast: ToastMessage) => void;
  goTo: (step: Step) => void;
}

export function WizardStepOne({ values, errors, postalCodes, today, validatePersonal, show, goTo }: Props) {
  const t = useT();
  return (
    <StepPersonalData
      values={values}
      errors={errors}
      postalCodes={postalCodes}
      onChange={(field, value) => {
        wizardAnalytics.fieldTyped(value);
        // Merged into the latest state: an async suggestion (the city) never overwrites newer typing.
        update({ personalData: { ...$wizard.get().personalData, [field]: value } });
      }}
      onSubmit={() => {
        if (Object.keys(validatePersonal(values)).length > 0) return false;
        show({ kind: 'success', text: t('wizard.personal.saved') });
        wizardAnalytics.stepOneCompleted(values, { postalCodes, today });
        goTo(2);
        return true;
      }}
    />
  );
}
