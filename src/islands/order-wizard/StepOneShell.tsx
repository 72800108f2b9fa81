// Step 1 as the wizard first draws it for a new visitor, rendered to static HTML by app.astro (no
// hydration): the page's largest paint is then plain HTML that needs no script, and when the wizard
// mounts (mount.tsx) it replaces this with the same markup, so nothing moves (no layout shift). The same
// components as the wizard's, so every text has one source. app.astro shows it inert and hidden from
// assistive technology, without ids: typing into it could not reach the wizard's state.
import type { Locale } from '../../domain/locales';
import { EMPTY_PERSONAL_DATA } from '../../domain/wizard-state';
import { LocaleProvider } from '../shared/locale';
import { StepPersonalData } from './StepPersonalData';
import { WizardProgress } from './WizardProgress';
import { WIZARD_FRAME_CLASS } from './frame';

/** `locale`: the page's language (German when not given), as mountOrderWizard gets it. */
export default function StepOneShell({ locale }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <div className={WIZARD_FRAME_CLASS}>
        <WizardProgress step={1} />
        <StepPersonalData
          values={EMPTY_PERSONAL_DATA}
          errors={{}}
          postalCodes={null}
          onChange={() => {}}
          onSubmit={() => false}
        />
      </div>
    </LocaleProvider>
  );
}
