// The order wizard as a React root of its own, started by app.astro's page module after the first
// paint (src/build/after-paint.ts) instead of as a client:only island, which fetched React while the
// document was still arriving and delayed the first paint. The container holds the static first draw
// of step 1 (StepOneShell); React replaces it on its first commit.
import { startTransition } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeOf } from '../../domain/locales';
import { LocaleProvider } from '../shared/locale';
import OrderWizard from './OrderWizard';

/**
 * Renders the wizard into `container` in the page's language, in a transition so the first render
 * yields to input. `createRoot` is React DOM's, loaded by the page beside this module (not imported here,
 * so that React DOM and the wizard's modules are evaluated in two tasks, src/pages/app.astro).
 */
export function mountOrderWizard(createRoot: typeof CreateRoot, container: HTMLElement): void {
  // The page names its language on the container (src/pages/app.astro).
  const locale = localeOf(container.dataset.locale) ?? DEFAULT_LOCALE;
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <LocaleProvider locale={locale}>
        <OrderWizard />
      </LocaleProvider>,
    ),
  );
}
