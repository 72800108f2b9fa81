// The languages the site speaks to its customers, and everything that differs between them apart from their
// texts (the catalogue, src/domain/catalogue) and content (content/*/<tag>/): adding a language is one entry
// here plus its texts. German is the default, at the site's root, and the only legally binding language.
// Shared by the site (pages, islands) and the Worker (mails, validation messages), like all of src/domain.

export const LOCALES = ['de', 'en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'de' satisfies Locale;

interface LocaleInfo {
  /** The tag Intl formats numbers, money and dates with. */
  intl: string;
  /** Open Graph's name for it. */
  ogLocale: string;
  /** Where its pages live: '' for the default language at the root, else `/<tag>` (src/i18n/locales.ts). */
  pathPrefix: '' | `/${string}`;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  de: { intl: 'de-DE', ogLocale: 'de_DE', pathPrefix: '' },
  en: { intl: 'en-GB', ogLocale: 'en_GB', pathPrefix: '/en' },
  tr: { intl: 'tr-TR', ogLocale: 'tr_TR', pathPrefix: '/tr' },
};

/** The language of the application we post to the KBA, whatever the customer's: the KBA works in German. */
export const APPLICATION_LOCALE = 'de' satisfies Locale;

/** The registered language a tag names ('en', ' EN ', a page's `lang`), or null for any other or none. */
export function localeOf(tag: string | null | undefined): Locale | null {
  const normalised = tag?.trim().toLowerCase();
  return LOCALES.find((locale) => locale === normalised) ?? null;
}

/** The tag Intl formats each language's dates and times with. */
export const INTL_LOCALE = Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_INFO[locale].intl])) as Record<
  Locale,
  string
>;
