// Keys start with 'format.'. How an instant reads in each language: its date (locale-format.ts) and its German
// wall-clock time, said to be German where the reader may live by another clock.
import type { Locale } from '../locales';

export const de = {
  /** "26.11.2026, 14:03 Uhr": {date} as formatDate writes it, {time} "14:03" in German time. */
  'format.dateTime': '{date}, {time} Uhr',
} as const;

export const en: Record<keyof typeof de, string> = {
  'format.dateTime': '{date}, {time} (German time)',
};

export const tr: Record<keyof typeof de, string> = {
  'format.dateTime': '{date}, saat {time} (Almanya saati)',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
