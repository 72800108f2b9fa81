// Keys start with 'wizard.review.': the review card of the order wizard's last step, where the customer checks
// what the application will say (src/islands/order-wizard/ReviewCard.tsx).
import type { Locale } from '../locales';

export const de = {
  'wizard.review.title': 'Deine Angaben prüfen',
  'wizard.review.personal': 'Persönliche Daten',
  'wizard.review.edit': 'Bearbeiten',
  /** Read out after 'Bearbeiten', not shown. */
  'wizard.review.editContext': ' (persönliche Daten)',
  'wizard.review.save': 'Speichern',
  'wizard.review.cancel': 'Abbrechen',
  'wizard.review.documents': 'Dokumente',
  'wizard.review.missing': 'fehlt',
  'wizard.review.uploading': 'wird hochgeladen …',
  'wizard.review.signature': 'Unterschrift',
  'wizard.review.signatureAlt': 'Vorschau deiner Unterschrift',
  'wizard.review.saved': 'Persönliche Daten wurden gespeichert!',
} as const;

export const en: Record<keyof typeof de, string> = {
  'wizard.review.title': 'Check your details',
  'wizard.review.personal': 'Personal details',
  'wizard.review.edit': 'Edit',
  'wizard.review.editContext': ' (personal details)',
  'wizard.review.save': 'Save',
  'wizard.review.cancel': 'Cancel',
  'wizard.review.documents': 'Documents',
  'wizard.review.missing': 'missing',
  'wizard.review.uploading': 'uploading …',
  'wizard.review.signature': 'Signature',
  'wizard.review.signatureAlt': 'Preview of your signature',
  'wizard.review.saved': 'Personal details saved!',
};

export const tr: Record<keyof typeof de, string> = {
  'wizard.review.title': 'Bilgilerinizi kontrol edin',
  'wizard.review.personal': 'Kişisel bilgiler',
  'wizard.review.edit': 'Düzenle',
  'wizard.review.editContext': ' (kişisel bilgiler)',
  'wizard.review.save': 'Kaydet',
  'wizard.review.cancel': 'İptal',
  'wizard.review.documents': 'Belgeler',
  'wizard.review.missing': 'eksik',
  'wizard.review.uploading': 'yükleniyor …',
  'wizard.review.signature': 'İmza',
  'wizard.review.signatureAlt': 'İmzanızın önizlemesi',
  'wizard.review.saved': 'Kişisel bilgiler kaydedildi!',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
