// The landing page's sentence about the extras, at build time and again in the browser once the Express
// extra's name for this moment is known (src/domain/dispatch.ts extraNameAt).
import { EXTRAS, type Extra } from '../../domain/catalog';
import { formatEuro } from '../../domain/money';

/** "Zum Basic-Paket wählbar, je 19,90 €: Express heute, Duo+ – zweite Person, Korrekturoption. In Plus und Pro sind sie inklusive." */
export function extrasSentence(nameOf: (extra: Extra) => string): string {
  const names = EXTRAS.map(nameOf).join(', ');
  return `Zum Basic-Paket wählbar, je ${formatEuro(EXTRAS[0]!.priceCents)}: ${names}. In Plus und Pro sind sie inklusive.`;
}
