// The photo check's words (the measures themselves are src/lib/photo-measures.ts, which the photo worker
// loads without the message catalogue), and the measures again for the modules that need both.
import type { Locale } from '../domain/locales';
import { MESSAGES } from '../domain/ui-messages';
import type { PhotoProblem } from './photo-measures';

export * from './photo-measures';

/** The messages shown next to the side whose photo failed the check, in `locale`. */
export function photoProblemMessagesIn(locale: Locale): Record<PhotoProblem, string> {
  const m = MESSAGES[locale];
  return {
    small: m['wizard.photo.small'],
    dark: m['wizard.photo.dark'],
    bright: m['wizard.photo.bright'],
    blurry: m['wizard.photo.blurry'],
  };
}

/** The messages shown next to the side whose photo failed the check (German). */
export const PHOTO_PROBLEM_MESSAGES: Record<PhotoProblem, string> = /* @__PURE__ */ photoProblemMessagesIn('de');
