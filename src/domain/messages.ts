// The UI's words, one catalogue per language, used by Astro pages, islands and the Worker (mails, validation
// messages) alike, which is why it lives in the domain. German is the source:
// its keys define the catalogue, and the English one is typed against them, so a key missing in English (or
// one English has that German lacks) fails `npm run check`; tests/unit/messages.test.ts also checks that
// both say the same placeholders. `{name}` in a text is filled by `format`.
import type { Locale } from './locales';

const de = {
  'layout.skipLink': 'Zum Inhalt springen',

  'header.navLabel': 'Hauptnavigation',
  'header.howItWorks': "So funktioniert's",
  'header.start': 'Jetzt Antrag starten',
  'menu.open': 'Menü öffnen',

  'language.label': 'Sprache',
  'language.de': 'Deutsch',
  'language.en': 'English',
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
  'footer.guides': 'Ratgeber',
  'footer.cookieSettings': 'Cookie-Einstellungen',
  'footer.withdraw': 'Vertrag widerrufen',
  'footer.questions': 'Fragen?',
  'footer.responseTime': 'Antwort innerhalb von {hours} Stunden',

  'cookie.title': 'Cookies und Datenschutz',
  'cookie.necessary': 'Wir nutzen notwendige Speicher, damit dein Antrag funktioniert.',
  'cookie.consent': 'Mit deiner Zustimmung nutzen wir außerdem Analyse- und Marketing-Cookies.',
  'cookie.change': 'Deine Wahl kannst du jederzeit unter „Cookie-Einstellungen“ ändern. Mehr dazu in der',
  'cookie.privacyLink': 'Datenschutzerklärung',
  'cookie.acceptAll': 'Alle akzeptieren',
  'cookie.necessaryOnly': 'Nur notwendige',
  'cookie.settings': 'Einstellungen',

  /** Above a courtesy translation of a legal text (shown on English pages only). */
  'legal.bindingNotice':
    'Dies ist eine Übersetzung zur Information. Rechtlich verbindlich ist allein die deutsche Fassung:',
  'legal.bindingLink': '{title} (Deutsch)',
  'legal.updated': 'Stand: {date}',
  'legal.backHome': '← Zurück zur Startseite',

  /** A link from an English page to a page that exists in German only. */
  'link.inGerman': '{label} (auf Deutsch)',
} as const;

export type MessageKey = keyof typeof de;
export type Messages = Record<MessageKey, string>;

const en: Messages = {
  'layout.skipLink': 'Skip to content',

  'header.navLabel': 'Main navigation',
  'header.howItWorks': 'How it works',
  'header.start': 'Start your application',
  'menu.open': 'Open menu',

  'language.label': 'Language',
  'language.de': 'Deutsch',
  'language.en': 'English',
  'language.switchTo': 'This page in English',

  'site.tagline': 'Your points statement from Flensburg – we make the application for you.',
  'footer.notKba': 'A private service – not the Kraftfahrt-Bundesamt (Federal Motor Transport Authority).',
  'footer.navLabel': 'Legal and help',
  'footer.imprint': 'Imprint',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Terms',
  'footer.faq': 'FAQ',
  'footer.help': 'Help & contact',
  'footer.guides': 'Guides (in German)',
  'footer.cookieSettings': 'Cookie settings',
  'footer.withdraw': 'Withdraw from the contract',
  'footer.questions': 'Questions?',
  'footer.responseTime': 'Answer within {hours} hours',

  'cookie.title': 'Cookies and privacy',
  'cookie.necessary': 'We use necessary storage so that your application works.',
  'cookie.consent': 'With your consent we also use analytics and marketing cookies.',
  'cookie.change': 'You can change your choice at any time under “Cookie settings”. More about this in our',
  'cookie.privacyLink': 'privacy policy',
  'cookie.acceptAll': 'Accept all',
  'cookie.necessaryOnly': 'Necessary only',
  'cookie.settings': 'Settings',

  'legal.bindingNotice': 'This translation is for your information. Only the German version is legally binding:',
  'legal.bindingLink': '{title} (German)',
  'legal.updated': 'Last updated: {date}',
  'legal.backHome': '← Back to the home page',

  'link.inGerman': '{label} (in German)',
};

export const MESSAGES: Record<Locale, Messages> = { de, en };

/** `template` with each `{name}` replaced by `values[name]`; a placeholder without a value is an error. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {${name}} in "${template}"`);
    return String(values[name]);
  });
}

/** The text of `key` in `locale`, its placeholders filled. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  return (key, values) => format(messages[key], values);
}
