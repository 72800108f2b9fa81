// Keys start with 'cookie.': the cookie banner and its settings dialog. Both are drawn by the page's script
// (src/lib/cookie-banner-view.ts, src/islands/cookie-banner), so they are part of the UI catalogue a page's
// script loads, in the page's language. `<privacy>` marks the link to the privacy policy
// (src/domain/sentence-parts.ts).
import type { Locale } from '../locales';

export const de = {
  'cookie.title': 'Cookies und Datenschutz',
  'cookie.necessary': 'Wir nutzen notwendige Speicher, damit dein Antrag funktioniert.',
  'cookie.consent': 'Mit deiner Zustimmung nutzen wir außerdem Analyse- und Marketing-Cookies.',
  'cookie.change':
    'Deine Wahl kannst du jederzeit unter „Cookie-Einstellungen“ ändern. Mehr dazu in der <privacy>Datenschutzerklärung</privacy>.',
  'cookie.acceptAll': 'Alle akzeptieren',
  'cookie.necessaryOnly': 'Nur notwendige',
  /** The banner's button that opens the settings dialog. */
  'cookie.settings': 'Einstellungen',

  'cookie.settingsTitle': 'Cookie-Einstellungen',
  'cookie.settingsIntro':
    'Wähle, welche Speicher wir nutzen dürfen. Details findest du in der <privacy>Datenschutzerklärung</privacy>.',
  'cookie.categoryNecessary': 'Notwendig',
  'cookie.categoryNecessaryText':
    'Speichern deinen Fortschritt im Antrag und diese Auswahl. Ohne sie funktioniert die Seite nicht; sie sind immer aktiv.',
  'cookie.categoryFunctional': 'Funktional',
  'cookie.categoryFunctionalText':
    'Merken sich Komfort-Einstellungen über deinen Besuch hinaus. Derzeit setzen wir keine solchen Speicher ein.',
  'cookie.categoryAnalytics': 'Analyse',
  'cookie.categoryAnalyticsText':
    'Helfen uns mit Google Analytics zu verstehen, wie die Seite genutzt wird – ohne deine persönlichen Angaben.',
  'cookie.categoryMarketing': 'Marketing',
  'cookie.categoryMarketingText':
    'Erlauben, den Erfolg von Werbung zu messen. Wir geben keine persönlichen Angaben weiter.',
  /** After the necessary category's name. */
  'cookie.alwaysOn': '(immer aktiv)',
  /** {dateTime}: format.dateTime of the last choice. */
  'cookie.lastSaved': 'Zuletzt gespeichert: {dateTime}',
  'cookie.noneSaved': 'Noch keine Auswahl gespeichert.',
  'cookie.save': 'Auswahl speichern',
} as const;

export const en: Record<keyof typeof de, string> = {
  'cookie.title': 'Cookies and privacy',
  'cookie.necessary': 'We use necessary storage so that your application works.',
  'cookie.consent': 'With your consent we also use analytics and marketing cookies.',
  'cookie.change':
    'You can change your choice at any time under “Cookie settings”. More about this in our <privacy>privacy policy</privacy>.',
  'cookie.acceptAll': 'Accept all',
  'cookie.necessaryOnly': 'Necessary only',
  'cookie.settings': 'Settings',

  'cookie.settingsTitle': 'Cookie settings',
  'cookie.settingsIntro':
    'Choose which storage we may use. You will find the details in our <privacy>privacy policy</privacy>.',
  'cookie.categoryNecessary': 'Necessary',
  'cookie.categoryNecessaryText':
    'Keep your progress in the application and this choice. The site does not work without them; they are always on.',
  'cookie.categoryFunctional': 'Functional',
  'cookie.categoryFunctionalText':
    'Remember convenience settings beyond your visit. We do not use any such storage at present.',
  'cookie.categoryAnalytics': 'Analytics',
  'cookie.categoryAnalyticsText':
    'Help us understand with Google Analytics how the site is used – without your personal details.',
  'cookie.categoryMarketing': 'Marketing',
  'cookie.categoryMarketingText': 'Let us measure how well advertising works. We do not pass on any personal details.',
  'cookie.alwaysOn': '(always on)',
  'cookie.lastSaved': 'Last saved: {dateTime}',
  'cookie.noneSaved': 'No choice saved yet.',
  'cookie.save': 'Save choice',
};

export const tr: Record<keyof typeof de, string> = {
  'cookie.title': 'Çerezler ve gizlilik',
  'cookie.necessary': 'Başvurunuzun çalışabilmesi için gerekli depolamayı kullanıyoruz.',
  'cookie.consent': 'Onay vermeniz hâlinde analiz ve pazarlama çerezleri de kullanıyoruz.',
  'cookie.change':
    'Seçiminizi istediğiniz zaman “Çerez ayarları” bölümünden değiştirebilirsiniz. Ayrıntılı bilgi için: <privacy>Gizlilik Politikası</privacy>.',
  'cookie.acceptAll': 'Tümünü kabul et',
  'cookie.necessaryOnly': 'Yalnızca gerekli olanlar',
  'cookie.settings': 'Ayarlar',

  'cookie.settingsTitle': 'Çerez ayarları',
  'cookie.settingsIntro':
    'Hangi depolamayı kullanabileceğimizi seçin. Ayrıntılar için: <privacy>Gizlilik Politikası</privacy>.',
  'cookie.categoryNecessary': 'Gerekli',
  'cookie.categoryNecessaryText':
    'Başvurudaki ilerlemenizi ve bu seçimi saklar. Bunlar olmadan site çalışmaz; her zaman etkindir.',
  'cookie.categoryFunctional': 'İşlevsel',
  'cookie.categoryFunctionalText':
    'Kolaylık ayarlarını ziyaretinizin ötesinde hatırlar. Şu anda bu tür bir depolama kullanmıyoruz.',
  'cookie.categoryAnalytics': 'Analiz',
  'cookie.categoryAnalyticsText':
    'Sitenin nasıl kullanıldığını Google Analytics ile anlamamıza yardımcı olur – kişisel bilgileriniz olmadan.',
  'cookie.categoryMarketing': 'Pazarlama',
  'cookie.categoryMarketingText':
    'Reklamların başarısını ölçmemizi sağlar. Kişisel bilgilerinizi kimseyle paylaşmayız.',
  'cookie.alwaysOn': '(her zaman etkin)',
  'cookie.lastSaved': 'Son kaydedilme: {dateTime}',
  'cookie.noneSaved': 'Henüz bir seçim kaydedilmedi.',
  'cookie.save': 'Seçimi kaydet',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
