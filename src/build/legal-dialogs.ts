// The legal texts as dialogs for the wizard's footer (spec §2 "Footer": the customer does not leave the
// order). Built once as /rechtstexte.json and fetched on the first hover, focus or click of a legal link
// (components/LegalDialogs.astro): pre-rendered into /app they were 11 KB of its 24 KB document and kept
// it from arriving in one round trip.
import { getEntry } from 'astro:content';
import { entryHtml, escapeHtml } from './site';

export const LEGAL_DIALOG_IDS = ['impressum', 'datenschutz', 'agb'] as const;
export type LegalDialogId = (typeof LEGAL_DIALOG_IDS)[number];

/** One dialog's markup: a sticky title bar with its close button over the rendered text. */
export function legalDialogHtml(id: LegalDialogId, heading: string, textHtml: string): string {
  return (
    `<dialog id="legal-${id}" aria-labelledby="legal-${id}-title" class="m-auto max-h-[85dvh] w-[min(48rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50">` +
    // Where the title's longest word and the close button do not fit side by side ("Geschäftsbedingungen" on a
    // phone), the button moves below the title instead of either being cut off.
    `<div class="sticky top-0 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-4 sm:px-6">` +
    `<h2 id="legal-${id}-title" class="text-lg font-bold hyphens-auto sm:text-xl">${escapeHtml(heading)}</h2>` +
    `<form method="dialog" class="ml-auto"><button class="btn-secondary px-3 py-1.5">Schließen</button></form></div>` +
    `<div class="prose-text px-4 pb-6 sm:px-6">${textHtml}</div></dialog>`
  );
}

/** Every legal dialog by id, from the legal content entries. */
export async function legalDialogs(): Promise<Record<LegalDialogId, string>> {
  const dialogs = await Promise.all(
    LEGAL_DIALOG_IDS.map(async (id) => {
      const entry = await getEntry('legal', id);
      if (!entry) throw new Error(`content/legal/${id}.md is missing`);
      return [id, legalDialogHtml(id, entry.data.heading, entryHtml(entry))] as const;
    }),
  );
  return Object.fromEntries(dialogs) as Record<LegalDialogId, string>;
}
