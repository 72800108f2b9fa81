// The line a German document (invoice, contract confirmation) carries for a customer who ordered in another
// language: what the document is, in their language, and that the German text binds.
import { DEFAULT_LOCALE, type Locale } from '../../../src/domain/locales';
import { translator, type MessageKey } from '../../../src/domain/messages';

/** The summary `key` in `locale`, or null for the binding language, whose reader needs none. */
export function translationSummary(
  locale: Locale,
  key: Extract<MessageKey, `document.${string}`>,
  orderNumber: string,
): string | null {
  return locale === DEFAULT_LOCALE ? null : translator(locale)(key, { orderNumber });
}
