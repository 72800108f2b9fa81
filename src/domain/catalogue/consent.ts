// Keys start with 'consent.': the confirmations a customer ticks before ordering. The German labels are the
// ones the order records as evidence (with CONFIRMATION_TEXT_VERSION, src/domain/confirmations.ts); the
// English ones are courtesy translations shown on English pages, recorded as shown next to the German version.
import type { Locale } from '../locales';

export const de = {
  'consent.agb': 'Ich habe die AGB gelesen und akzeptiere sie.',
  /**
   * Information, not consent: the order's data is processed to perform the contract (Art. 6 Abs. 1 lit. b
   * DSGVO), so the box confirms only that the Datenschutzerklärung was shown (AGB § 2 Abs. 3).
   */
  'consent.privacy': 'Ich habe die Datenschutzerklärung zur Kenntnis genommen.',
  'consent.noWithdrawal':
    'Ich verlange ausdrücklich, dass ihr sofort mit der Ausführung beginnt, und weiß, dass mein Widerrufsrecht mit vollständiger Erfüllung des Vertrags erlischt.',
  /** The document names inside the labels above, which become links. */
  'consent.agbName': 'AGB',
  'consent.privacyName': 'Datenschutzerklärung',
  'consent.isOwnId': 'Ich bestätige, dass die Bilder meinen eigenen Ausweis zeigen.',
  /** Pro: status updates by SMS (src/domain/sms.ts). */
  'consent.smsOptIn':
    'Ja, schickt mir Status-Updates per SMS (Zahlung erhalten, Antrag versendet, Probleme). Abmelden jederzeit mit STOP oder auf der Statusseite.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'consent.agb': 'I have read and accept the terms and conditions.',
  'consent.privacy': 'I have taken note of the privacy policy.',
  'consent.noWithdrawal':
    'I expressly ask you to start right away, and I know that my right of withdrawal ends once the contract has been fully performed.',
  'consent.agbName': 'terms and conditions',
  'consent.privacyName': 'privacy policy',
  'consent.isOwnId': 'I confirm that the pictures show my own ID card.',
  'consent.smsOptIn':
    'Yes, send me status updates by text message (payment received, application sent, problems). Unsubscribe at any time by replying STOP or on the status page.',
};

export const tr: Record<keyof typeof de, string> = {
  'consent.agb': 'Genel İşlem Koşulları (AGB) metnini okudum ve kabul ediyorum.',
  'consent.privacy': 'Gizlilik Politikası (Datenschutzerklärung) metnini okudum ve bilgi edindim.',
  'consent.noWithdrawal':
    'Hizmete hemen başlamanızı açıkça talep ediyorum ve sözleşme tamamen yerine getirildiğinde cayma hakkımın sona ereceğini biliyorum.',
  'consent.agbName': 'Genel İşlem Koşulları (AGB)',
  'consent.privacyName': 'Gizlilik Politikası (Datenschutzerklärung)',
  'consent.isOwnId': 'Görsellerin kendi kimlik belgemi gösterdiğini onaylıyorum.',
  'consent.smsOptIn':
    'Evet, durum güncellemelerini bana SMS ile gönderin (ödeme alındı, başvuru gönderildi, sorunlar). İstediğiniz zaman STOP yanıtıyla veya durum sayfasından aboneliği sonlandırabilirsiniz.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
