// Keys start with 'mail.'. The mail when an operator could not use a proof of a change of name that the
// customer sent from the status page (functions/services/name-proofs/mails.ts).

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
