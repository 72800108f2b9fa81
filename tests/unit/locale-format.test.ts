import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/date-time-format';
import { formatDate, formatList, formatLongDate, formatPrice, formatShortDay } from '../../src/domain/locale-format';
import { LOCALE_INFO, LOCALES } from '../../src/domain/locales';

describe('prices and dates in the customer language', () => {
  it('writes euro amounts as Intl does for each language, German by hand the same way', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(LOCALE_INFO[locale].intl, { style: 'currency', currency: 'EUR' });
      for (const cents of [0, 1, 99, 3990, 123_456, 100_000_000, -4990]) {
        expect(formatPrice(cents, locale), `${locale} ${cents}`).toBe(intl.format(cents / 100));
      }
    }
    expect(formatPrice(3990, 'de')).toBe('39,90\u00a0€');
    expect(formatPrice(3990, 'en')).toBe('€39.90');
    expect(formatPrice(3990, 'tr')).toBe('€39,90');
  });

  it('writes German dates by hand exactly as Intl writes them', () => {
    const intl = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const iso of ['2026-01-01', '2026-11-26', '2027-02-28', '2028-02-29']) {
      expect(formatDate(iso, 'de'), iso).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('writes dates with the month spelled out in English and Turkish, in German time', () => {
    expect(formatDate('2026-11-26', 'en')).toBe('26 November 2026');
    expect(formatDate('2026-11-26', 'tr')).toBe('26 Kasım 2026');
    expect(formatDate('2026-11-26', 'de')).toBe('26.11.2026');
    expect(formatLongDate('2026-11-26', 'de')).toBe('26. November 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(formatDateTime('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027, 00:30 (German time)');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'de')).toBe('01.01.2027, 00:30 Uhr');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'tr')).toBe('1 Ocak 2027, saat 00:30 (Almanya saati)');
  });

  it('names weekday and date briefly, German as the product always has', () => {
    expect(formatShortDay('2026-12-24', 'de')).toBe('Do., 24.12.');
    expect(formatShortDay('2026-11-23', 'en')).toBe('Mon 23 Nov');
    expect(formatShortDay('2026-11-23', 'tr')).toBe('23 Kas Pzt');
  });

  it('lists as each language does, with its own "or"', () => {
    const methods = ['Karte', 'PayPal', 'SEPA-Lastschrift'];
    expect(formatList(methods, 'de', 'disjunction')).toBe('Karte, PayPal oder SEPA-Lastschrift');
    expect(formatList(methods, 'tr', 'disjunction')).toBe('Karte, PayPal veya SEPA-Lastschrift');
    expect(formatList(['A', 'B'], 'en', 'conjunction')).toBe('A and B');
  });
});
