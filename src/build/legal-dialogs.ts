// The legal texts as dialogs for the wizard's footer (the customer does not leave the
// order). Built once as /rechtstexte.json and fetched on the first hover, focus or click of a legal link
// (components/LegalDialogs.astro): pre-rendered into /app they were 11 KB of its 24 KB document and kept
// it from arriving in one round trip.
import { MESSAGES } from '../domain/messages';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../domain/locales';
import { legalEntry } from './localised-content';
import { entryHtml, escapeHtml } from './site';

/** Where the dialogs of a page in `locale` come from (src/pages/rechtstexte.json.ts, src/pages/[locale]/legal-texts.json.ts). */
export function legalDialogsUrl(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/rechtstexte.json' : `${LOCALE_INFO[locale].pathPrefix}/legal-texts.json`;
}
const GERMAN_PATHS: Record<LegalDialogId, string> = {
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  agb: '/agb',
};

const LEGAL_DIALOG_IDS = ['impressum', 'datenschutz', 'agb'] as const;
export type LegalDialogId = (typeof LEGAL_DIALOG_IDS)[number];

/** One dialog's markup: a sticky title bar with its close button over the rendered text. */
function legalDialogHtml(id: LegalDialogId, heading: string, textHtml: string, locale: Locale): string {
  return (
    `<dialog id="legal-${id}" aria-labelledby="legal-${id}-title" class="m-auto max-h-[85dvh] w-[min(48rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50">` +
    // Where the title's longest word and the close button do not fit side by side ("Geschäftsbedingungen" on a
    // phone), the button moves below the title instead of either being cut off.
    `<div class="sticky top-0 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-4 sm:px-6">` +
    `<h2 id="legal-${id}-title" class="text-lg font-bold hyphens-auto sm:text-xl">${escapeHtml(heading)}</h2>` +
    `<form method="dialog" class="ml-auto"><button class="btn-secondary px-3 py-1.5">${escapeHtml(MESSAGES[locale]['legal.close'])}</button></form></div>` +
    `<div class="prose-text px-4 pb-6 sm:px-6">${textHtml}</div></dialog>`
  );
}

/** A courtesy translation's first lines: only the German text, linked, is binding. */
function bindingNoticeHtml(id: LegalDialogId, germanHeading: string, locale: Locale): string {
  const m = MESSAGES[locale];
  const link = m['legal.bindingLink'].replace('{title}', germanHeading);
  return `<p class="mt-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">${escapeHtml(m['legal.bindingNotice'])} <a href="${GERMAN_PATHS[id]}" hreflang="de" lang="de" class="link font-semibold">${escapeHtml(link)}</a></p>`;
}

/** Every legal dialog by id, from the legal content entries (outside German: the courtesy translations). */
export async function legalDialogs(locale: Locale = DEFAULT_LOCALE): Promise<Record<LegalDialogId, string>> {
  const dialogs = await Promise.all(
    LEGAL_DIALOG_IDS.map(async (id) => {
      const german = await legalEntry(id, DEFAULT_LOCALE);
      const entry = await legalEntry(id, locale);
      // A translation says that the German text binds; the German text itself needs no such line.
      const notice = entry.id === german.id ? '' : bindingNoticeHtml(id, german.data.heading, locale);
      return [id, legalDialogHtml(id, entry.data.heading, notice + entryHtml(entry, locale), locale)] as const;
    }),
  );
  return Object.fromEntries(dialogs) as Record<LegalDialogId, string>;
}
