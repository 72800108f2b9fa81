// The order wizard as a React root of its own, started by app.astro's page module after the first
// paint (src/build/after-paint.ts) instead of as a client:only island, which fetched React while the
// document was still arriving and delayed the first paint. The page's static first draw of step 1
// (StepOneShell) stands beside the container; the wizard's first commit removes it and takes over what was
// typed into it (first-draw.ts).
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeOf } from '../../domain/locales';
import { LocaleProvider } from '../shared/locale';
import OrderWizard from './OrderWizard';
import { takeOverFirstDraw } from './first-draw';

/** Outermost, so its layout effect runs once the whole wizard is in the page, in the task of that commit. */
function TakingOverFirstDraw({ children }: { children: ReactNode }) {
  useLayoutEffect(takeOverFirstDraw, []);
  return children;
}

/**
 * Renders the wizard into `container` in the page's language, in a transition so the first render
 * yields to input (typing meanwhile goes into the first draw and is taken over). `createRoot` is React
 * DOM's, loaded by the page beside this module (not imported here, so that React DOM and the wizard's
 * modules are evaluated in two tasks, src/pages/app.astro).
 */
export function mountOrderWizard(createRoot: typeof CreateRoot, container: HTMLElement): void {
  // The page names its language on the container (src/pages/app.astro).
  const locale = localeOf(container.dataset.locale) ?? DEFAULT_LOCALE;
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <TakingOverFirstDraw>
        <LocaleProvider locale={locale}>
          <OrderWizard />
        </LocaleProvider>
      </TakingOverFirstDraw>,
    ),
  );
}
