// Keys start with 'mail.'. The mail when an operator could not use a proof of a change of name that the
// customer sent from the status page (functions/services/name-proofs/mails.ts).
import type { Locale } from '../locales';

export const de = {
  'mail.nameProof.rejected.subject': 'Dein Nachweis der Namensänderung ({orderNumber})',
  'mail.nameProof.rejected.intro':
    'den Nachweis der Namensänderung, den du uns über deinen Status-Link geschickt hast, konnten wir leider nicht verwenden: Er war nicht gut lesbar oder passte nicht zu den Angaben deines Antrags. Wir haben die Datei gelöscht.',
  'mail.nameProof.rejected.again':
    'Solange dein Antrag noch nicht gedruckt ist, kannst du über diesen Link einen neuen Nachweis hochladen (z. B. Heirats- oder Scheidungsurkunde):',
  'mail.nameProof.rejected.questions': 'Hast du Fragen dazu? Antworte einfach auf diese E-Mail.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.nameProof.rejected.subject': 'Your proof of the change of name ({orderNumber})',
  'mail.nameProof.rejected.intro':
    'unfortunately we could not use the proof of the change of name you sent us through your status link: it was hard to read or did not match the details of your application. We have deleted the file.',
  'mail.nameProof.rejected.again':
    'As long as your application has not been printed, you can upload a new proof through this link (e.g. marriage or divorce certificate):',
  'mail.nameProof.rejected.questions': 'Any questions? Just reply to this email.',
};

export const tr: Record<keyof typeof de, string> = {
  'mail.nameProof.rejected.subject': 'İsim değişikliği belgeniz ({orderNumber})',
  'mail.nameProof.rejected.intro':
    'Durum bağlantınız üzerinden bize gönderdiğiniz isim değişikliği belgesini maalesef kullanamadık: Belge iyi okunmuyordu veya başvurunuzdaki bilgilerle uyuşmuyordu. Dosyayı sildik.',
  'mail.nameProof.rejected.again':
    'Başvurunuz henüz yazdırılmadığı sürece bu bağlantı üzerinden yeni bir belge yükleyebilirsiniz (ör. evlilik belgesi veya boşanma kararı):',
  'mail.nameProof.rejected.questions': 'Sorularınız mı var? Bu e-postayı yanıtlamanız yeterli.',
};

/** This part of the catalogue in every language (src/domain/locales.ts). */
export const texts: Record<Locale, Record<keyof typeof de, string>> = { de, en, tr };
