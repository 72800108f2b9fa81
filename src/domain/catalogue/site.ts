// The site's frame: header, menu, footer, cookie banner, language switch, legal pages.
import type { Locale } from '../locales';

export const de = {
  'layout.skipLink': 'Zum Inhalt springen',

  'header.navLabel': 'Hauptnavigation',
  'header.howItWorks': "So funktioniert's",
  'header.start': 'Jetzt Antrag starten',
  'menu.open': 'Menü öffnen',
  /** The side panel on small screens: its heading, its close button and its navigation's name. */
  'menu.title': 'Menü',
  'menu.close': 'Menü schließen',
  'menu.navigation': 'Hauptmenü',

  /** The switcher's link to the same page in the other language, read out in that language. */
  'language.switchTo': 'Diese Seite auf Deutsch',

  /** The site's one-line promise: the footer and the web app manifest. */
  'site.tagline': 'Dein Punktestand aus Flensburg – wir stellen den Antrag für dich.',
  'footer.notKba': 'Privater Dienstleister – nicht das Kraftfahrt-Bundesamt.',
  'footer.navLabel': 'Rechtliches und Hilfe',
  'footer.imprint': 'Impressum',
  'footer.privacy': 'Datenschutz',
  'footer.terms': 'AGB',
  'footer.faq': 'FAQ',
  'footer.help': 'Hilfe & Kontakt',
  'footer.accessibility': 'Barrierefreiheit',
  'footer.guides': 'Ratgeber',
  'footer.cookieSettings': 'Cookie-Einstellungen',
  'footer.withdraw': 'Vertrag widerrufen',
  'footer.questions': 'Fragen?',
  /** {serviceHours}: the service hours in short, "Mo–Fr 9–18 Uhr, Sa 10–16 Uhr" (support.ts supportHoursShortText). */
  'footer.responseTime': 'Antwort innerhalb von {hours} Stunden in unseren Servicezeiten ({serviceHours})',

  /** Above a courtesy translation of a legal text (shown on English pages only). */
  'legal.bindingNotice':
    'Dies ist eine Übersetzung zur Information. Rechtlich verbindlich ist allein die deutsche Fassung:',
  'legal.bindingLink': '{title} (Deutsch)',
  'legal.updated': 'Stand: {date}',
  'legal.backHome': '← Zurück zur Startseite',

  /** A link from an English page to a page that exists in German only. */
  'link.inGerman': '{label} (auf Deutsch)',

  /** The honest disclosure box (its text is content/site.json's). */
  'disclosure.label': 'Hinweis: privater Dienstleister',
  'disclosure.lead': 'Wichtig zu wissen:',

  'faq.title': 'Häufige Fragen (FAQ) zur Punkteauskunft',
  'faq.heading': 'Häufige Fragen',
  'faq.searchLabel': 'Fragen und Ratgeber durchsuchen',
  'faq.topics': 'Themen',
  'faq.group.allgemein': 'Allgemein',
  'faq.group.bestellung': 'Bestellung & Bezahlung',
  'faq.group.dokumente': 'Dokumente & Bearbeitung',
  'faq.group.datenschutz': 'Datenschutz & Sicherheit',
  'faq.group.probleme': 'Probleme & Support',

  'support.contact': 'Kontakt',
  'support.email': 'E-Mail:',
  'support.replyWithin': 'Wir antworten innerhalb von {hours} Stunden in unseren Servicezeiten.',
  'support.hours': 'Servicezeiten',

  'app.title': 'Antrag stellen – Auskunft aus dem Fahreignungsregister',
  'app.description':
    'Antrag auf Auskunft aus dem Fahreignungsregister in drei Schritten: Daten eingeben, Ausweis fotografieren, unterschreiben und bestellen.',
  'app.backHome': '← Zur Startseite',
  'app.heading': 'Antrag auf Auskunft aus dem Fahreignungsregister',
  'app.noscript':
    'Der Antrag braucht JavaScript. Bitte aktiviere JavaScript oder schreib uns an die Adresse auf der Hilfe-Seite.',
  'legal.close': 'Schließen',

  'packages.heading': 'Pakete und Preise',
  'packages.intro': 'Einmalzahlung, kein Abo. Alle Preise inklusive 19 % MwSt.',
  'packages.vat': 'inkl. MwSt.',
  'packages.start': 'Antrag starten',
  'packages.startLabel': '{plan} für {price} – Antrag starten',
  'packages.dispatchNote':
    'Plus, Pro und Express: Versand am selben Werktag bei Zahlung an Werktagen bis {cutoff} Uhr, sonst am nächsten Werktag.',
  'packages.dispatchNow': 'Plus, Pro und Express: {note}',
  /** "Zum Basic-Paket wählbar, je 19,90 €: Express heute, Duo+ – zweite Person, Korrekturoption. In Plus und Pro sind sie inklusive." */
  'packages.extras': 'Zum Basic-Paket wählbar, je {price}: {names}. In Plus und Pro sind sie inklusive.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'layout.skipLink': 'Skip to content',

  'header.navLabel': 'Main navigation',
  'header.howItWorks': 'How it works',
  'header.start': 'Start your application',
  'menu.open': 'Open menu',
  'menu.title': 'Menu',
  'menu.close': 'Close menu',
  'menu.navigation': 'Main menu',

  'language.switchTo': 'This page in English',

  'site.tagline': 'Your points statement from Flensburg – we make the application for you.',
  'footer.notKba': 'A private service provider – not the Kraftfahrt-Bundesamt (KBA).',
  'footer.navLabel': 'Legal and help',
  'footer.imprint': 'Imprint',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms and conditions',
  'footer.faq': 'FAQ',
  'footer.help': 'Help & contact',
  'footer.accessibility': 'Accessibility',
  'footer.guides': 'Guides (in German)',
  'footer.cookieSettings': 'Cookie settings',
  'footer.withdraw': 'Withdraw from the contract',
  'footer.questions': 'Questions?',
  'footer.responseTime': 'Reply within {hours} hours during our service hours ({serviceHours})',

  'legal.bindingNotice': 'This translation is for your information. Only the German version is legally binding:',
  'legal.bindingLink': '{title} (German)',
  'legal.updated': 'Last updated: {date}',
  'legal.backHome': '← Back to the home page',

  'link.inGerman': '{label} (in German)',

  'disclosure.label': 'Note: private service provider',
  'disclosure.lead': 'Good to know:',

  'faq.title': 'Frequently asked questions about your points statement',
  'faq.heading': 'Frequently asked questions',
  'faq.searchLabel': 'Search the questions',
  'faq.topics': 'Topics',
  'faq.group.allgemein': 'General',
  'faq.group.bestellung': 'Ordering & payment',
  'faq.group.dokumente': 'Documents & processing',
  'faq.group.datenschutz': 'Privacy & security',
  'faq.group.probleme': 'Problems & support',

  'support.contact': 'Contact',
  'support.email': 'Email:',
  'support.replyWithin': 'We reply within {hours} hours during our service hours.',
  'support.hours': 'Service hours',

  'app.title': 'Apply – statement from the driver fitness register',
  'app.description':
    'Apply for your statement from the German driver fitness register (Fahreignungsregister) in three steps: enter your details, photograph your ID card, sign and order.',
  'app.backHome': '← Back to the home page',
  'app.heading': 'Application for a statement from the driver fitness register',
  'app.noscript':
    'The application needs JavaScript. Please switch JavaScript on or write to us at the address on the help page.',
  'legal.close': 'Close',

  'packages.heading': 'Packages and prices',
  'packages.intro': 'One payment, no subscription. All prices include 19% VAT.',
  'packages.vat': 'incl. VAT',
  'packages.start': 'Start your application',
  'packages.startLabel': '{plan} for {price} – start your application',
  'packages.dispatchNote':
    'Plus, Pro and Express: sent the same working day if you pay on a working day by {cutoff} German time, otherwise the next working day.',
  'packages.dispatchNow': 'Plus, Pro and Express: {note}',
  'packages.extras': 'Available with the Basic package, {price} each: {names}. Plus and Pro include them.',
};

export const tr: Record<keyof typeof de, string> = {
  'layout.skipLink': 'İçeriğe geç',

  'header.navLabel': 'Ana gezinme',
  'header.howItWorks': 'Nasıl çalışır?',
  'header.start': 'Başvuruyu şimdi başlatın',
  'menu.open': 'Menüyü aç',
  'menu.title': 'Menü',
  'menu.close': 'Menüyü kapat',
  'menu.navigation': 'Ana menü',

  'language.switchTo': 'Bu sayfa Türkçe',

  'site.tagline': 'Flensburg’daki puan durumunuz – başvurunuzu sizin için biz yaparız.',
  'footer.notKba': 'Özel bir hizmet sağlayıcı – Federal Motorlu Taşıtlar Dairesi (Kraftfahrt-Bundesamt, KBA) değil.',
  'footer.navLabel': 'Yasal bilgiler ve yardım',
  'footer.imprint': 'Künye (Impressum)',
  'footer.privacy': 'Gizlilik Politikası',
  'footer.terms': 'Genel İşlem Koşulları (AGB)',
  'footer.faq': 'SSS',
  'footer.help': 'Yardım ve iletişim',
  'footer.accessibility': 'Erişilebilirlik',
  'footer.guides': 'Rehberler (Almanca)',
  'footer.cookieSettings': 'Çerez ayarları',
  'footer.withdraw': 'Sözleşmeden cayma',
  'footer.questions': 'Sorunuz mu var?',
  'footer.responseTime': 'Hizmet saatlerimizde ({serviceHours}) {hours} saat içinde yanıt',

  'legal.bindingNotice': 'Bu çeviri bilgilendirme amaçlıdır. Yalnızca Almanca metin hukuken bağlayıcıdır:',
  'legal.bindingLink': '{title} (Almanca)',
  'legal.updated': 'Son güncelleme: {date}',
  'legal.backHome': '← Ana sayfaya dön',

  'link.inGerman': '{label} (Almanca)',

  'disclosure.label': 'Not: özel hizmet sağlayıcı',
  'disclosure.lead': 'Bilmeniz gerekenler:',

  'faq.title': 'Puan bilgi belgesi hakkında sıkça sorulan sorular (SSS)',
  'faq.heading': 'Sıkça sorulan sorular',
  'faq.searchLabel': 'Sorularda ara',
  'faq.topics': 'Konular',
  'faq.group.allgemein': 'Genel',
  'faq.group.bestellung': 'Sipariş ve ödeme',
  'faq.group.dokumente': 'Belgeler ve işlem süreci',
  'faq.group.datenschutz': 'Gizlilik ve güvenlik',
  'faq.group.probleme': 'Sorunlar ve müşteri hizmetleri',

  'support.contact': 'İletişim',
  'support.email': 'E-posta:',
  'support.replyWithin': 'Hizmet saatlerimizde {hours} saat içinde yanıt veriyoruz.',
  'support.hours': 'Hizmet saatleri',

  'app.title': 'Başvuru – Sürücü Uygunluk Sicili bilgi belgesi',
  'app.description':
    'Sürücü Uygunluk Sicili (Fahreignungsregister) bilgi belgesi için üç adımda başvurun: bilgilerinizi girin, kimliğinizin fotoğrafını çekin, imzalayın ve sipariş verin.',
  'app.backHome': '← Ana sayfaya',
  'app.heading': 'Sürücü Uygunluk Sicili bilgi belgesi başvurusu',
  'app.noscript':
    'Başvuru için JavaScript gereklidir. Lütfen JavaScript’i etkinleştirin veya yardım sayfasındaki adrese bize yazın.',
  'legal.close': 'Kapat',

  'packages.heading': 'Paketler ve fiyatlar',
  'packages.intro': 'Tek seferlik ödeme, abonelik yok. Tüm fiyatlara %19 KDV dahildir.',
  'packages.vat': 'KDV dahil',
  'packages.start': 'Başvuruyu başlatın',
  'packages.startLabel': '{plan}, {price} – başvuruyu başlatın',
  'packages.dispatchNote':
    'Plus, Pro ve Ekspres: Ödemeyi bir iş günü Almanya saatiyle {cutoff} öncesinde yaparsanız aynı iş günü, aksi hâlde bir sonraki iş günü gönderilir.',
  'packages.dispatchNow': 'Plus, Pro ve Ekspres: {note}',
  'packages.extras':
    'Basic paketine ek olarak seçilebilir, her biri {price}: {names}. Plus ve Pro paketlerinde bunlar dahildir.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
