// The wizard's step in the address bar (/app?schritt=2) and the browser's history: every step change
// is a history entry, so the back and forward buttons move between steps; a link, a reload or the
// history never opens a step whose earlier steps are unfinished. Focus and scroll follow every change.
import { useEffect } from 'react';
import type { Step } from '../../domain/wizard-state';
import { brand } from '../../../content/site.json';
import { scrollBehavior } from '../../lib/motion';
import { wizardAnalytics } from '../../lib/wizard-analytics';
import { $wizard, setStep } from '../../stores/wizard';
import { useT } from '../shared/locale';
import { STEP_NAME_KEYS } from './WizardProgress';

/** The step named by a query string ("?schritt=2"), or null when it names none of 1–3. */
export function stepFromSearch(search: string): Step | null {
  const n = Number(new URLSearchParams(search).get('schritt'));
  return n === 1 || n === 2 || n === 3 ? n : null;
}

/** The address of a step, relative to the wizard's page. */
export function stepQuery(step: Step): string {
  return `?schritt=${step}`;
}

/**
 * Scrolls to the top and moves focus to the new step's heading once it rendered: the next frame, or, for a
 * step whose code is still on its way (steps 2 and 3 load after the first page), the frame it arrives in.
 */
function showStepTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  let frames = 0;
  const focusHeading = () => {
    const heading = document.getElementById('step-title');
    if (heading) heading.focus({ preventScroll: true });
    else if (++frames < 300) requestAnimationFrame(focusHeading);
  };
  requestAnimationFrame(focusHeading);
}

/**
 * Opens the wizard at the step the address (or else the stored state) asks for, as far as
 * `allowedStep` permits, and follows the browser's back and forward buttons; `allowedStep` is taken
 * from the first render. `step` is the step shown now. Returns goTo, the move of 'Weiter' and 'Zurück'.
 */
export function useStepHistory(step: Step, allowedStep: (requested: Step) => Step): { goTo: (step: Step) => void } {
  const t = useT();
  useEffect(() => {
    const start = allowedStep(stepFromSearch(location.search) ?? $wizard.get().step);
    setStep(start);
    history.replaceState({ step: start }, '', stepQuery(start));
    // The browser's own scroll restoration would put the page back where the step was left; focus and
    // scroll follow as on 'Weiter' instead.
    history.scrollRestoration = 'manual';
    const onPop = () => {
      const requested = stepFromSearch(location.search) ?? 1;
      const shown = allowedStep(requested);
      if (shown !== requested) history.replaceState({ step: shown }, '', stepQuery(shown));
      setStep(shown);
      showStepTop();
      wizardAnalytics.stepShown(shown);
    };
    window.addEventListener('popstate', onPop);
    wizardAnalytics.opened(start);
    return () => window.removeEventListener('popstate', onPop);
    // Once, on mount: the address is read once, and the listener keeps the first render's allowedStep.
  }, []);

  useEffect(() => {
    // The browser's tab and a screen reader name the step: "Schritt 2 von 3: Ausweis-Upload – PunkteBrief".
    document.title = t('wizard.documentTitle', { step, name: t(STEP_NAME_KEYS[step]), brand });
  }, [step, t]);

  return {
    goTo(next: Step) {
      setStep(next);
      history.pushState({ step: next }, '', stepQuery(next));
      showStepTop();
      wizardAnalytics.movedTo(next);
    },
  };
}
