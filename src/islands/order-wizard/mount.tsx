// The order wizard as a root of its own, started by app.astro's page module after the first paint
// (src/build/after-paint.ts) instead of as a client:only island, which fetched the framework while the
// document was still arriving and delayed the first paint. The container holds the static first draw
// of step 1 (StepOneShell); the wizard replaces it on its first render.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeOf } from '../../domain/locales';
import { LocaleProvider } from '../shared/locale';
import OrderWizard from './OrderWizard';

/** Renders the wizard into `container` in the page's language, in a transition so the first render yields to input. */
export function mountOrderWizard(container: HTMLElement): void {
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
