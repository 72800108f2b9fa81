// Build-time only: a content entry in a language. Content keeps the default language at a collection's root
// and each other language in a folder named by its tag (content/faq/en/…), as Starlight does.
import { getCollection, getEntry } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '../domain/locales';

/** The folder of `locale`'s entries inside a collection: '' for the default language, else `<tag>/`. */
function folderOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `${locale}/`;
}

/** The entry `id` of the legal texts in `locale` (its courtesy translation outside the default language). */
export async function legalEntry(id: string, locale: Locale) {
  const entry = await getEntry('legal', `${folderOf(locale)}${id}`);
  if (!entry) throw new Error(`content/legal/${folderOf(locale)}${id}.md is missing`);
  return entry;
}

/** The FAQ's entries in `locale`. */
export async function faqEntries(locale: Locale) {
  const folder = folderOf(locale);
  return getCollection('faq', (entry) => (folder === '' ? !entry.id.includes('/') : entry.id.startsWith(folder)));
}
