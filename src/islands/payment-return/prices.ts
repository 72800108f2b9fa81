// The Worker sends amounts already written in German ("19,90 €"); other languages write them anew. Pure.
import { formatPrice } from '../../domain/locale-format';
import type { Locale } from '../../domain/locales';

/** "19,90 €" → cents; null for anything that is not a German euro amount. */
function centsOfGermanEuro(text: string): number | null {
  const match = /^(-?)(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})\s?€$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]!.replaceAll('.', '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/**
 * The Worker's German amount written in the page's language (on a German page the very same text), from
 * `cents` when the Worker sends them too, else read back from the German text (left as it is if unreadable).
 */
export function localisedEuro(german: string, cents: number | null, locale: Locale): string {
  const amount = cents ?? centsOfGermanEuro(german);
  return amount === null ? german : formatPrice(amount, locale);
}
