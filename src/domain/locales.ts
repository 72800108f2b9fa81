// The languages the site speaks to its customers. German is the default and the only legally binding one.
// Shared by the site (pages, islands) and the Worker (mails, validation messages), like all of src/domain.

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/** The registered language a tag names ('en', ' EN ', a page's `lang`), or null for any other or none. */
export function localeOf(tag: string | null | undefined): Locale | null {
  const normalised = tag?.trim().toLowerCase();
  return LOCALES.find((locale) => locale === normalised) ?? null;
}

/** The tag Intl formats each language's dates and times with (English as en-GB, like locale-format.ts). */
export const INTL_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };
