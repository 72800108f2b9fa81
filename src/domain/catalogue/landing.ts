// Keys start with 'landing.': the landing page's sections that both languages share
// (src/components/landing/HowItWorks.astro, LandingFaq.astro). The German texts are the customer's specification.
// The landing FAQ's heading is site.ts's 'faq.heading'.
import type { Locale } from '../locales';

export const de = {
  'landing.how.heading': "So funktioniert's",
  'landing.how.intro':
    'Drei Schritte online – den Rest übernehmen wir. Das Kraftfahrt-Bundesamt schickt dir die Auskunft anschließend direkt per Post.',
  'landing.how.step1.title': 'Deine Daten',
  'landing.how.step1.text':
    'Name, Geburtsdaten und Anschrift eingeben – genau die Angaben, die das KBA für die Auskunft braucht.',
  'landing.how.step2.title': 'Ausweis fotografieren',
  'landing.how.step2.text':
    'Vorder- und Rückseite deines Personalausweises oder Reisepasses mit dem Handy fotografieren oder hochladen.',
  'landing.how.step3.title': 'Unterschreiben & bestellen',
  'landing.how.step3.text':
    'Auf dem Bildschirm unterschreiben, Paket wählen, bezahlen. Wir drucken und versenden deinen Antrag.',
  /** The link under the intro to the FAQ entry that explains the KBA's statement (content/faq/dokumente-07-…). */
  'landing.how.replyLink': 'Was in der Auskunft des KBA steht',
  'landing.how.demo.start': 'Live-Demo ansehen',
  /** The live demo's status while it shows step `{step}` (1–3) of "So funktioniert's", named `{name}`. */
  'landing.how.demo.stage': 'Schritt {step} von 3: {name}',
  /** The live demo's status before it goes on to the wizard. */
  'landing.how.demo.done': 'Fertig! Wir leiten dich zum Antrag weiter …',
  'landing.faq.all': 'Alle Fragen und Antworten',
} as const;

export const en: Record<keyof typeof de, string> = {
  'landing.how.heading': 'How it works',
  'landing.how.intro':
    'Three steps online in English – we do the rest. The application itself is German, because the KBA works in German, and its reply by post is usually German too: our FAQ explains what it lists.',
  'landing.how.step1.title': 'Your details',
  'landing.how.step1.text': 'Name, date and place of birth and address – exactly what the KBA needs for the statement.',
  'landing.how.step2.title': 'Photograph your ID',
  'landing.how.step2.text':
    'Take photos of the front and back of your ID card or passport with your phone, or upload them.',
  'landing.how.step3.title': 'Sign and order',
  'landing.how.step3.text':
    'Sign on the screen, choose a package and pay. We print your application and post it to the KBA.',
  'landing.how.replyLink': 'What the KBA’s statement says',
  'landing.how.demo.start': 'Watch the live demo',
  'landing.how.demo.stage': 'Step {step} of 3: {name}',
  'landing.how.demo.done': 'Done! Taking you to your application …',
  'landing.faq.all': 'All questions and answers',
};

export const tr: Record<keyof typeof de, string> = {
  'landing.how.heading': 'Nasıl çalışır?',
  'landing.how.intro':
    'Üç adımı internet üzerinden Türkçe tamamlarsınız – gerisini biz üstleniriz. Federal Motorlu Taşıtlar Dairesi (Kraftfahrt-Bundesamt, KBA) Almanca çalıştığı için başvurunun kendisi Almancadır. KBA bilgi belgesini ardından doğrudan size posta ile ve Almanca olarak gönderir.',
  'landing.how.step1.title': 'Bilgileriniz',
  'landing.how.step1.text':
    'Adınızı, doğum tarihinizi, doğum yerinizi ve adresinizi girin – KBA’nın bilgi belgesi için tam olarak ihtiyaç duyduğu bilgiler.',
  'landing.how.step2.title': 'Kimliğinizin fotoğrafını çekin',
  'landing.how.step2.text':
    'Kimlik kartınızın (Personalausweis) veya pasaportunuzun ön ve arka yüzünün fotoğrafını telefonunuzla çekin ya da yükleyin.',
  'landing.how.step3.title': 'İmzalayın ve sipariş verin',
  'landing.how.step3.text':
    'Ekranda imzalayın, paketinizi seçin ve ödeyin. Başvurunuzu biz yazdırır ve KBA’ya postalarız.',
  'landing.how.replyLink': 'KBA’nın bilgi belgesinde neler yazar',
  'landing.how.demo.start': 'Canlı demoyu izleyin',
  'landing.how.demo.stage': 'Adım {step} / 3: {name}',
  'landing.how.demo.done': 'Tamam! Sizi başvuruya yönlendiriyoruz …',
  'landing.faq.all': 'Tüm sorular ve yanıtlar',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
