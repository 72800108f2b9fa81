// The page's language for the islands. Each island's root takes `locale` from its Astro page (a prop, so the
// server-rendered HTML of a client:load island is already in the right language) and provides it here;
// every component below asks with useT() or useLocale() instead of passing it on by hand.
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { translator, type Translate } from '../../domain/ui-messages';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import { pathIn, type GermanTwinPath } from '../../domain/page-paths';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale | undefined; children: ReactNode }) {
  return <LocaleContext.Provider value={locale ?? DEFAULT_LOCALE}>{children}</LocaleContext.Provider>;
}

/**
 * An island's root: `Body` in the language its Astro page names (`<ContactForm client:visible locale="en" />`;
 * German without one).
 */
export function withPageLocale(Body: ComponentType): ComponentType<{ locale?: Locale }> {
  function IslandRoot({ locale }: { locale?: Locale }) {
    return (
      <LocaleProvider locale={locale}>
        <Body />
      </LocaleProvider>
    );
  }
  IslandRoot.displayName = `withPageLocale(${Body.displayName ?? Body.name})`;
  return IslandRoot;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The catalogue in the page's language: `t('wizard.next')`. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}

/** Where a link to the German page `germanPath` points on this page: its twin in the page's language. */
export function useLocalisedPath(): (germanPath: GermanTwinPath) => string {
  const locale = useLocale();
  return (germanPath) => pathIn(germanPath, locale);
}
