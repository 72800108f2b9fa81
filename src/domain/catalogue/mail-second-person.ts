// Keys start with 'mail.'. The second person's mails: the personal link for their own ID copy and
// signature (functions/services/mails/partner-link-mail.ts), a second person bought after payment
// (second-person-mails.ts), and what they are called when their first name is not known.

export const de = {
  /** The second person when their first name is not known. */
  'mail.partner.fallbackName': 'die zweite Person',

  // The second person's personal link.
  'mail.partnerLink.subject': 'Antrag für {partnerFirstName}: Ausweis und Unterschrift ergänzen ({orderNumber})',
  'mail.partnerLink.received': 'wir haben die Daten von {partnerFirstName} für den zweiten Antrag erhalten.',
  'mail.partnerLink.needed':
    'Damit wir diesen Antrag an das Kraftfahrt-Bundesamt senden können, braucht es noch eine Kopie des ' +
    'eigenen Ausweises (Vorder- und Rückseite) und die eigene Unterschrift der zweiten Person.',
  'mail.partnerLink.passOn':
    'Bitte gib diesen persönlichen Link an die zweite Person weiter. Er gilt nur für diese Bestellung:',
  'mail.partnerLink.validity':
    'Der Link gilt bis zum {date} und für ein einziges Absenden. Geht er verloren, ' +
    'kannst du auf der Statusseite deiner Bestellung einen neuen anfordern; der frühere gilt dann nicht mehr.',
  'mail.partnerLink.deletion': 'Die Ausweiskopie wird – wie deine – direkt nach dem Versand an das KBA gelöscht.',

  // A second person bought after payment.
  'mail.secondPersonConfirmation.subject': 'Zweite Person zu deiner Bestellung {orderNumber} – Zahlung erhalten',
  'mail.secondPersonConfirmation.paid':
    'deine Zahlung ist eingegangen: Wir stellen den Antrag auf Auskunft aus dem Fahreignungsregister auch für {partnerFirstName} und senden ihn zusammen mit deinem an das Kraftfahrt-Bundesamt.',
  'mail.secondPersonConfirmation.service': 'Leistung: {service}',
  'mail.secondPersonConfirmation.amount': 'Betrag: {total} (inkl. 19 % MwSt.)',
  'mail.secondPersonConfirmation.attachments':
    'Ebenfalls im Anhang: die Vertragsbestätigung (PDF) für diese Ergänzung mit unseren AGB in der Fassung, ' +
    'die du akzeptiert hast, der Widerrufsbelehrung und dem Muster-Widerrufsformular. Bitte bewahre sie auf.',
  'mail.secondPersonConfirmation.link':
    'In einer zweiten E-Mail erhältst du den persönlichen Link, über den {partnerFirstName} Ausweis und ' +
    'Unterschrift ergänzt. Die Ausweiskopie wird direkt nach dem Versand an das KBA gelöscht.',
  'mail.secondPersonRefund.subject': 'Zweite Person zu deiner Bestellung {orderNumber} – Betrag wird erstattet',
  'mail.secondPersonRefund.late':
    'deine Zahlung für die zweite Person ist eingegangen, als wir sie deiner Bestellung nicht mehr hinzufügen ' +
    'konnten: Dein Antrag war bereits versendet oder die Bestellung beendet.',
  'mail.secondPersonRefund.refund':
    'Wir erstatten dir die {total} automatisch über den Zahlungsweg, mit dem du bezahlt hast. ' +
    'Du musst dafür nichts tun.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.partner.fallbackName': 'the second person',

  'mail.partnerLink.subject': 'Application for {partnerFirstName}: add ID and signature ({orderNumber})',
  'mail.partnerLink.received': 'We have received {partnerFirstName}’s details for the second application.',
  'mail.partnerLink.needed':
    'Before we can send this application to the Kraftfahrt-Bundesamt, we still need a copy of the second ' +
    'person’s own ID card (front and back) and their own signature.',
  'mail.partnerLink.passOn': 'Please pass this personal link on to the second person. It only works for this order:',
  'mail.partnerLink.validity':
    'The link works until {date} and for one submission only. If it gets lost, you can request a new one on ' +
    'your order’s status page; the previous one then stops working.',
  'mail.partnerLink.deletion': 'Like yours, their ID copy is deleted right after the application is posted to the KBA.',

  'mail.secondPersonConfirmation.subject': 'Second person for your order {orderNumber} – payment received',
  'mail.secondPersonConfirmation.paid':
    'We have received your payment: we will also make the application for a statement from the driver fitness ' +
    'register for {partnerFirstName} and send it to the Kraftfahrt-Bundesamt together with yours.',
  'mail.secondPersonConfirmation.service': 'Service: {service}',
  'mail.secondPersonConfirmation.amount': 'Amount: {total} (incl. 19% VAT)',
  'mail.secondPersonConfirmation.attachments':
    'Also attached: the contract confirmation (PDF) for this addition, with our terms and conditions in the ' +
    'version you accepted, the withdrawal instructions and the model withdrawal form. Please keep it. Your ' +
    'invoice and contract confirmation are German documents; the German text is binding.',
  'mail.secondPersonConfirmation.link':
    'In a second email you will get the personal link {partnerFirstName} uses to add their ID card and ' +
    'signature. The ID copy is deleted right after the application is posted to the KBA.',
  'mail.secondPersonRefund.subject': 'Second person for your order {orderNumber} – amount will be refunded',
  'mail.secondPersonRefund.late':
    'Your payment for the second person arrived when we could no longer add them to your order: your ' +
    'application had already been posted or the order had ended.',
  'mail.secondPersonRefund.refund':
    'We will refund the {total} automatically with the payment method you used. You don’t need to do anything.',
};
