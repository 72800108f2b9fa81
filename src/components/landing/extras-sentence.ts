// The landing page's sentence about the extras, at build time and again in the browser once the Express
// extra's name for this moment is known (src/domain/dispatch.ts extraNameAt).
import { EXTRAS, type Extra } from '../../domain/catalog';
import { texts as siteTexts } from '../../domain/catalogue/site';
import { format } from '../../domain/format-message';
import { formatPrice } from '../../domain/locale-format';
import type { Locale } from '../../domain/locales';

// The site module alone, not the whole catalogue: this runs in the landing page's script.

/** "Zum Basic-Paket wählbar, je 19,90 €: Express heute, Duo+ – zweite Person, Korrekturoption. In Plus und Pro sind sie inklusive." */
export function extrasSentence(nameOf: (extra: Extra) => string, locale: Locale = 'de'): string {
  const names = EXTRAS.map(nameOf).join(', ');
  return format(siteTexts[locale]['packages.extras'], { price: formatPrice(EXTRAS[0]!.priceCents, locale), names });
}
