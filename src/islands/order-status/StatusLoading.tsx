import type { Ref } from 'react';
import type { Locale } from '../../domain/locales';
import { LocaleProvider, useT } from '../shared/locale';

/**
 * While the order behind a status link is read: the details' heading, and that they are on their way. At least a
 * screen high, so the footer waits below it and does not jump down when the longer details arrive.
 */
export function StatusLoading({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useT();
  return (
    <div className="min-h-dvh">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold sm:text-4xl">
        {t('status.details.title')}
      </h1>
      <p className="prose-text mt-3 text-lg">{t('status.announce.loading')}</p>
    </div>
  );
}

/**
 * The server's first screen in `locale` for an address holding a whole status link: the page shows it instead of
 * the lookup form before the first paint (src/build/fragment-view.ts), and the island's first render is the same.
 */
export function StatusLoadingScreen({ locale }: { locale: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <StatusLoading />
    </LocaleProvider>
  );
}
