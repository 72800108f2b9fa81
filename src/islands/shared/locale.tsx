// The page's language for the islands. Each island's root takes `locale` from its Astro page (a prop, so the
// server-rendered HTML of a client:load island is already in the right language) and provides it here;
// every component below asks with useT() or useLocale() instead of passing it on by hand.
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { translator, type Translate } from '../../domain/ui-messages';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import { pathIn, type GermanTwinPath } from '../../domain/page-paths';
import { adoptEarlyInput, noteEarlyInput } from './early-input';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale | undefined; children: ReactNode }) {
  return <LocaleContext.Provider value={locale ?? DEFAULT_LOCALE}>{children}</LocaleContext.Provider>;
}

/**
 * An island's root: `Body` in the language its Astro page names (`<ContactForm client:visible locale="en" />`;
 * German without one). Once hydrated, it hands what the visitor typed before that to the island's handlers
 * (./early-input.ts); a hidden marker is how it finds its own part of the page.
 */
export function withPageLocale(Body: ComponentType): ComponentType<{ locale?: Locale }> {
  function IslandRoot({ locale }: { locale?: Locale }) {
    const marker = useRef<HTMLSpanElement>(null);
    // Read while the root first renders, before hydration reaches the island's controls.
    const [earlyInput] = useState(noteEarlyInput);
    useLayoutEffect(() => {
      const island = marker.current?.parentElement;
      if (island) adoptEarlyInput(island, earlyInput);
    }, [earlyInput]);
    return (
      <LocaleProvider locale={locale}>
        <span ref={marker} hidden />
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
