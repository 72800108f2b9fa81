// "Weiter" in /app's first draw of step 1 before the wizard is there (first-draw.ts): the page's own module
// holds it, and the wizard acts on it once it has taken over. Its own module, without the wizard's code,
// so the page's module can import it and run at once.

/** The first draw's data attribute (camel case, as in `dataset`) that says "Weiter" was pressed. */
export const FIRST_DRAW_SUBMITTED = 'firstDrawSubmitted';

/**
 * Holds a submit of the first draw (the after-paint loader replays one made before this module ran,
 * src/build/after-paint-loader.ts) until the wizard can act on it: the form has no action of its own.
 */
export function holdFirstDrawSubmit(): void {
  document.addEventListener('submit', (event) => {
    const draw = (event.target as Element).closest<HTMLElement>('[data-first-draw]');
    if (!draw) return;
    event.preventDefault();
    draw.dataset[FIRST_DRAW_SUBMITTED] = '';
    // Done with step 1 before the wizard is there: step 2 and its photo step are wanted next, so their code
    // comes now rather than once the wizard is idle (OrderWizard.tsx).
    void import('./WizardStepTwo').then((stepTwo) => stepTwo.preloadPhotoStep());
  });
}
