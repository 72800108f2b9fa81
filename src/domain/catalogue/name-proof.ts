// Keys start with 'nameProof.': the proof of a change of name (marriage or divorce certificate) when the ID
// still shows the former name. Asked for in step 2 of the wizard (src/islands/order-wizard/NameProof.tsx),
// checked by the order request's schema (src/domain/order-request.ts), and sent later from the status page
// while the application is not printed yet (src/islands/order-status/NameProofUpload.tsx).
import type { Locale } from '../locales';

export const de = {
  'nameProof.question': 'Auf meinem Ausweis steht noch mein früherer Name (z. B. nach Heirat oder Scheidung)',
  'nameProof.hint':
    'Dann brauchen wir einen Nachweis der Namensänderung. Wir legen ihn deinem Antrag an das KBA bei und löschen ihn nach dem Versand zusammen mit deiner Ausweiskopie.',
  /** Shown with the hint when step 1 has a birth name: that name on the ID alone needs no proof. */
  'nameProof.hintBirthName':
    'Steht auf deinem Ausweis schon {lastName} und dein Geburtsname {birthName} nur als „geb.“, brauchst du keinen Nachweis.',
  'nameProof.label': 'Nachweis der Namensänderung (z. B. Heirats- oder Scheidungsurkunde)',
  /** The upload area's short name: in its buttons and progress, the review of step 3 and the remove button. */
  'nameProof.short': 'Nachweis der Namensänderung',
  'nameProof.uploaded': 'Nachweis der Namensänderung hochgeladen',
  /** The schema's message (browser and Worker): the question is answered yes, the file is missing. */
  'nameProof.missing': 'Bitte lade den Nachweis deiner Namensänderung hoch (z. B. Heirats- oder Scheidungsurkunde).',
  /** Step 3's "Bitte vervollständige:" item. */
  'nameProof.missingItem': 'Nachweis der Namensänderung hochladen (Schritt 2)',

  // The status page: sent later, while the application is not printed yet.
  'nameProof.status.title': 'Namensnachweis nachreichen',
  'nameProof.status.intro':
    'Steht auf deinem Ausweis noch dein früherer Name (z. B. nach Heirat oder Scheidung)? Dann lade hier den Nachweis der Namensänderung hoch. Wir prüfen ihn, legen ihn deinem Antrag bei und löschen ihn nach dem Versand zusammen mit deiner Ausweiskopie.',
  'nameProof.status.send': 'Namensnachweis nachreichen',
  'nameProof.status.sending': 'Wird gesendet …',
  'nameProof.status.sent': 'Danke, dein Nachweis ist bei uns. Wir prüfen ihn und legen ihn deinem Antrag bei.',
  'nameProof.status.pending':
    'Dein Nachweis der Namensänderung ist bei uns und wird geprüft. Danach legen wir ihn deinem Antrag bei.',
  'nameProof.status.tooLate':
    'Dein Antrag ist bereits gedruckt; einen Nachweis der Namensänderung können wir ihm nicht mehr beilegen. Hat sich dein Name geändert, schreib uns – wir helfen dir weiter.',
  'nameProof.status.contact': 'Zum Kontaktformular',
} as const;

export const en: Record<keyof typeof de, string> = {
  'nameProof.question': 'My ID still shows my former name (e.g. after marriage or divorce)',
  'nameProof.hint':
    'Then we need proof of the change of name. We enclose it with your application to the KBA and delete it after posting, together with your ID copy.',
  'nameProof.hintBirthName':
    'If your ID already shows {lastName}, with your birth name {birthName} only as “geb.”, you need no proof.',
  'nameProof.label': 'Proof of the change of name (e.g. marriage or divorce certificate)',
  'nameProof.short': 'Proof of the change of name',
  'nameProof.uploaded': 'Proof of the change of name uploaded',
  'nameProof.missing': 'Please upload the proof of your change of name (e.g. marriage or divorce certificate).',
  'nameProof.missingItem': 'Upload the proof of the change of name (step 2)',

  'nameProof.status.title': 'Send proof of a change of name',
  'nameProof.status.intro':
    'Does your ID still show your former name (e.g. after marriage or divorce)? Then upload the proof of the change of name here. We check it, enclose it with your application and delete it after posting, together with your ID copy.',
  'nameProof.status.send': 'Send proof of name change',
  'nameProof.status.sending': 'Sending …',
  'nameProof.status.sent': 'Thank you, we have your proof. We will check it and enclose it with your application.',
  'nameProof.status.pending':
    'We have your proof of the change of name and are checking it. Then we enclose it with your application.',
  'nameProof.status.tooLate':
    'Your application has already been printed; we can no longer enclose a proof of a change of name. If your name has changed, write to us – we will help you.',
  'nameProof.status.contact': 'Go to the contact form',
};

export const tr: Record<keyof typeof de, string> = {
  'nameProof.question': 'Kimliğimde hâlâ eski ismim yazıyor (örn. evlilik veya boşanma sonrası)',
  'nameProof.hint':
    'Bu durumda bir isim değişikliği belgesine ihtiyacımız var. Belgeyi KBA’ya yapılan başvurunuza ekliyor ve gönderimden sonra kimlik fotokopinizle birlikte siliyoruz.',
  'nameProof.hintBirthName':
    'Kimliğinizde zaten {lastName} yazıyorsa ve doğum soyadınız {birthName} yalnızca “geb.” (doğumlu) ibaresiyle yer alıyorsa belge gerekmez.',
  'nameProof.label': 'İsim değişikliği belgesi (örn. evlilik belgesi veya boşanma kararı)',
  'nameProof.short': 'İsim değişikliği belgesi',
  'nameProof.uploaded': 'İsim değişikliği belgesi yüklendi',
  'nameProof.missing': 'Lütfen isim değişikliği belgenizi yükleyin (örn. evlilik belgesi veya boşanma kararı).',
  'nameProof.missingItem': 'İsim değişikliği belgesini yükleyin (Adım 2)',

  'nameProof.status.title': 'İsim değişikliği belgesini sonradan gönderin',
  'nameProof.status.intro':
    'Kimliğinizde hâlâ eski isminiz mi yazıyor (örn. evlilik veya boşanma sonrası)? O hâlde isim değişikliği belgesini buraya yükleyin. Belgeyi kontrol eder, başvurunuza ekler ve gönderimden sonra kimlik fotokopinizle birlikte sileriz.',
  'nameProof.status.send': 'İsim değişikliği belgesini gönder',
  'nameProof.status.sending': 'Gönderiliyor …',
  'nameProof.status.sent': 'Teşekkürler, belgeniz bize ulaştı. Belgeyi kontrol edip başvurunuza ekleyeceğiz.',
  'nameProof.status.pending':
    'İsim değişikliği belgeniz bize ulaştı ve kontrol ediliyor. Ardından başvurunuza ekleyeceğiz.',
  'nameProof.status.tooLate':
    'Başvurunuz zaten yazdırıldı; artık isim değişikliği belgesi ekleyemiyoruz. İsminiz değiştiyse bize yazın – size yardımcı oluruz.',
  'nameProof.status.contact': 'İletişim formuna git',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
