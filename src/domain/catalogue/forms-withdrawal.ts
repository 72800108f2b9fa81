// Keys start with 'forms.withdrawal.': the withdrawal form (/widerruf, src/domain/withdrawal.ts), its review,
// its receipt and its validation messages.
import type { Locale } from '../locales';

export const de = {
  'forms.withdrawal.title': 'Widerrufserklärung',
  'forms.withdrawal.emailShort': 'E-Mail',
  'forms.withdrawal.emailHint': 'Hierhin schicken wir die Eingangsbestätigung.',
  'forms.withdrawal.statement': 'Erklärung',
  'forms.withdrawal.statementHint': 'Ohne eigenen Text senden wir: „{statement}“',
  /** The declaration's wording when the customer writes none of their own. */
  'forms.withdrawal.defaultStatement':
    'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der Dienstleistung.',
  'forms.withdrawal.next': 'Weiter zur Bestätigung',
  'forms.withdrawal.reviewTitle': 'Bitte prüfe deinen Widerruf',
  'forms.withdrawal.reviewHint': 'Erst mit „Widerruf bestätigen“ wird deine Erklärung an uns gesendet.',
  'forms.withdrawal.confirm': 'Widerruf bestätigen',
  'forms.withdrawal.back': 'Zurück und ändern',
  'forms.withdrawal.failure':
    'Der Widerruf konnte nicht gesendet werden: {message} Bitte versuche es erneut oder schreib uns eine E-Mail.',
  'forms.withdrawal.doneTitle': 'Dein Widerruf ist eingegangen',
  /** Followed by the date and time in bold. */
  'forms.withdrawal.receivedAt': 'Eingegangen am',
  'forms.withdrawal.confirmationSent': 'Eine Bestätigung mit diesem Inhalt haben wir an {email} geschickt.',
  'forms.withdrawal.nameRequired': 'Bitte gib deinen Namen an.',
  'forms.withdrawal.nameTooLong': 'Name zu lang',
  'forms.withdrawal.orderNumberInvalid':
    'Bitte gib deine Bestellnummer an, z. B. PK-1795330100862-ABCDEF (sie steht in deiner Bestätigungs-E-Mail).',
  'forms.withdrawal.statementTooLong': 'Erklärung zu lang (höchstens {max} Zeichen)',
} as const;

export const en: Record<keyof typeof de, string> = {
  'forms.withdrawal.title': 'Withdrawal declaration',
  'forms.withdrawal.emailShort': 'Email',
  'forms.withdrawal.emailHint': 'We’ll send the confirmation of receipt here.',
  'forms.withdrawal.statement': 'Statement',
  'forms.withdrawal.statementHint': 'If you don’t write your own text, we’ll send: “{statement}”',
  'forms.withdrawal.defaultStatement':
    'I hereby withdraw from the contract I concluded for the provision of the service.',
  'forms.withdrawal.next': 'Continue to confirmation',
  'forms.withdrawal.reviewTitle': 'Please check your withdrawal',
  'forms.withdrawal.reviewHint': 'Your statement is only sent to us when you select “Confirm withdrawal”.',
  'forms.withdrawal.confirm': 'Confirm withdrawal',
  'forms.withdrawal.back': 'Go back and change',
  'forms.withdrawal.failure': 'Your withdrawal couldn’t be sent: {message} Please try again or send us an email.',
  'forms.withdrawal.doneTitle': 'We have received your withdrawal',
  'forms.withdrawal.receivedAt': 'Received on',
  'forms.withdrawal.confirmationSent': 'We’ve sent a confirmation with this content to {email}.',
  'forms.withdrawal.nameRequired': 'Please enter your name.',
  'forms.withdrawal.nameTooLong': 'The name is too long',
  'forms.withdrawal.orderNumberInvalid':
    'Please enter your order number, e.g. PK-1795330100862-ABCDEF (you’ll find it in your confirmation email).',
  'forms.withdrawal.statementTooLong': 'The statement is too long (at most {max} characters)',
};

export const tr: Record<keyof typeof de, string> = {
  'forms.withdrawal.title': 'Cayma beyanı',
  'forms.withdrawal.emailShort': 'E-posta',
  'forms.withdrawal.emailHint': 'Alındı onayını bu adrese göndeririz.',
  'forms.withdrawal.statement': 'Beyan',
  'forms.withdrawal.statementHint': 'Kendi metninizi yazmazsanız şunu göndeririz: “{statement}”',
  'forms.withdrawal.defaultStatement':
    'İşbu beyanla, hizmetin sunulmasına ilişkin yaptığım sözleşmeden cayma hakkımı kullanıyorum.',
  'forms.withdrawal.next': 'Onaya devam et',
  'forms.withdrawal.reviewTitle': 'Lütfen cayma beyanınızı kontrol edin',
  'forms.withdrawal.reviewHint': 'Beyanınız ancak “Caymayı onayla” düğmesine bastığınızda bize gönderilir.',
  'forms.withdrawal.confirm': 'Caymayı onayla',
  'forms.withdrawal.back': 'Geri dön ve değiştir',
  'forms.withdrawal.failure': 'Cayma beyanı gönderilemedi: {message} Lütfen tekrar deneyin veya bize e-posta yazın.',
  'forms.withdrawal.doneTitle': 'Cayma beyanınız bize ulaştı',
  'forms.withdrawal.receivedAt': 'Alınma zamanı:',
  'forms.withdrawal.confirmationSent': 'Bu içeriği taşıyan bir onayı {email} adresine gönderdik.',
  'forms.withdrawal.nameRequired': 'Lütfen adınızı ve soyadınızı girin.',
  'forms.withdrawal.nameTooLong': 'Ad soyad çok uzun',
  'forms.withdrawal.orderNumberInvalid':
    'Lütfen sipariş numaranızı girin, örn. PK-1795330100862-ABCDEF (onay e-postanızda yazar).',
  'forms.withdrawal.statementTooLong': 'Beyan çok uzun (en fazla {max} karakter)',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
