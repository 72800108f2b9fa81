// Keys start with 'status.'. The order status page (/status) and the order's states and timeline events in
// the customer's words (src/domain/order-lifecycle.ts); the payment return's texts are in payment-return.ts.

export const de = {
  'status.orderNumber': 'Bestellnummer',
  'status.loading': 'Wird geladen …',
  'status.loadingDots': 'Wird geladen...',
  'status.saving': 'Wird gespeichert …',
  'status.sending': 'Wird gesendet …',
  'status.submitting': 'Wird übermittelt …',
  'status.cancel': 'Abbrechen',
  'status.retry': 'Erneut versuchen',
  'status.home': 'Zur Startseite',
  'status.faq': 'Häufige Fragen',
  'status.help': 'Hilfe & Kontakt',
  'status.nextTitle': 'So geht es weiter',
  'status.noConnection': 'Keine Verbindung zum Server. Bitte versuche es erneut.',
  'status.unknownError': 'Unbekannter Fehler',
  /** Read out before a checkbox's error message, not shown. */
  'status.errorPrefix': 'Fehler:',
  /** On English pages only, near the order's status. */
  'status.germanApplicationNote': 'Der Antrag an das KBA ist auf Deutsch; das KBA antwortet auf Deutsch.',

  'status.lookup.title': 'Bestellstatus abfragen',
  'status.lookup.intro':
    'Gib deine Bestellnummer und deinen Status-Code ein. Beides steht in deiner Bestellbestätigung; der Status-Code schützt deine Bestellung vor fremden Blicken.',
  'status.lookup.formTitle': 'Bestellung suchen',
  'status.lookup.orderNumberHint': 'Zum Beispiel PK-1767225600000-ABCDEF',
  'status.lookup.tokenLabel': 'Status-Code',
  'status.lookup.tokenHint': 'Eine lange Zeichenfolge aus Buchstaben, Ziffern, - und _',
  'status.lookup.submit': 'Status abrufen',
  'status.lookup.orderNumberMissing': 'Bitte gib deine Bestellnummer ein.',
  'status.lookup.orderNumberFormat': 'Die Bestellnummer beginnt mit PK-, zum Beispiel PK-1767225600000-ABCDEF.',
  'status.lookup.tokenMissing': 'Bitte gib deinen Status-Code ein.',
  'status.lookup.tokenTooLong': 'Der Status-Code ist zu lang.',
  'status.lookup.notFound':
    'Zu dieser Bestellnummer und diesem Status-Code haben wir keine Bestellung gefunden. Bitte prüfe deine Eingaben.',

  'status.announce.loading': 'Status wird geladen …',
  'status.announce.refreshing': 'Status wird aktualisiert …',
  'status.announce.loaded': 'Status geladen: {orderNumber}.',
  'status.announce.refreshed': 'Status aktualisiert.',

  'status.details.title': 'Status deiner Bestellung',
  'status.details.status': 'Status',
  'status.details.applicant': 'Antrag für',
  'status.details.email': 'E-Mail-Adresse',
  'status.details.package': 'Paket',
  'status.details.withExtras': 'mit {extras}',
  'status.details.total': 'Gesamtbetrag',
  'status.details.totalValue': '{total} (inkl. MwSt.)',
  'status.details.dispatchBy': 'Versand an das KBA spätestens am',
  'status.details.dispatchPending': 'wird nach der Zahlung festgelegt',
  'status.details.history': 'Verlauf',
  'status.details.refresh': 'Status aktualisieren',
  'status.details.otherOrder': 'Andere Bestellung abfragen',
  /** Spec §1: after three weeks without an answer from the authority the customer should contact us. */
  'status.threeWeeksHint':
    'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',

  'status.next.awaitingPayment':
    'Sobald deine Zahlung bestätigt ist, bereiten wir deinen Antrag vor. Du erhältst dann eine Bestätigung mit Rechnung per E-Mail.',
  'status.next.paidBy':
    'Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn spätestens am {date} an das Kraftfahrt-Bundesamt.',
  'status.next.paid':
    'Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn an das Kraftfahrt-Bundesamt.',
  'status.next.documentsDeleted': 'Direkt nach dem Versand löschen wir deine Ausweiskopie und deine Unterschrift.',
  'status.next.kbaReplies': 'Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen nach Eingang.',
  'status.next.submitted':
    'Dein Antrag ist auf dem Weg zum Kraftfahrt-Bundesamt. Deine Ausweiskopie und Unterschrift haben wir gelöscht.',
  'status.next.closed': 'Deine Bestellung ist abgeschlossen.',
  'status.next.unpaid':
    'Diese Bestellung wurde nicht bezahlt und wird nicht bearbeitet. Du kannst jederzeit eine neue Bestellung starten.',
  'status.next.superseded':
    'Diese Bestellung wurde durch eine neuere ersetzt. Bitte frage den Status der neueren Bestellung ab.',
  'status.next.withdrawn': 'Du hast den Vertrag widerrufen. Wir bearbeiten diese Bestellung nicht weiter.',
  'status.next.other': 'Wir bearbeiten deine Bestellung. Bei Fragen hilft dir unser Support.',

  'status.notice.secondLetterFollows':
    'Dein Antrag ist versendet. Der Antrag der zweiten Person folgt als eigener Brief, sobald sie Ausweis und Unterschrift über ihren persönlichen Link ergänzt hat – spätestens bis {date}. Kommen die Unterlagen bis dahin nicht, erstatten wir dir den Preis für die zweite Person.',
  'status.notice.partnerSubmitted':
    'Vielen Dank! Die Daten der zweiten Person wurden übermittelt. Du erhältst eine Bestätigung per E-Mail.',
  'status.notice.printedCorrectable':
    'Dein Antrag ist bereits gedruckt und auf dem Weg zum Kraftfahrt-Bundesamt. Änderungen sind jetzt nicht mehr möglich – nach dem Versand kannst du mit deiner Korrekturoption einmal korrigieren.',
  'status.notice.printed':
    'Dein Antrag ist bereits gedruckt und auf dem Weg zum Kraftfahrt-Bundesamt. Änderungen sind jetzt nicht mehr möglich. Schreib uns, wenn etwas nicht stimmt.',
  'status.notice.emailPending':
    'Wir haben einen Bestätigungslink an die neue E-Mail-Adresse gesendet. Erst nach der Bestätigung ändert sie sich; die bisherige Adresse erhält eine Nachricht.',
  'status.notice.corrected': 'Deine Angaben wurden gespeichert. Wir drucken deinen Antrag mit den neuen Daten.',
  'status.notice.correctionSent': 'Deine Korrektur ist angekommen. Wir versenden einen korrigierten Antrag.',

  'status.correction.title': 'Deine Angaben',
  'status.correction.intro':
    'Bis wir deinen Antrag drucken, kannst du Tippfehler in deinen Angaben hier selbst berichtigen. Eine neue E-Mail-Adresse gilt erst, wenn du sie über den Link bestätigst, den wir an sie senden.',
  'status.correction.open': 'Angaben korrigieren',
  'status.correction.save': 'Korrektur speichern',

  'status.posted.title': 'Korrektur nach dem Versand',
  'status.posted.intro':
    'Mit deiner Korrekturoption kannst du uns einmal korrigierte Angaben senden. Dafür brauchen wir noch einmal deinen Ausweis (Vorder- und Rückseite) und deine Unterschrift; wir versenden dann einen korrigierten Antrag.',
  'status.posted.send': 'Korrektur senden',

  'status.letter.notIncluded':
    'Eine Kopie deines Antragsschreibens zum Herunterladen gehört zu den Paketen Plus und Pro.',
  'status.letter.loadFailed': 'Die Kopie konnte nicht geladen werden. Bitte versuche es später erneut.',
  'status.letter.title': 'Kopie deines Antrags',
  'status.letter.text':
    'Dein Antragsschreiben, so wie wir es an das KBA geschickt haben (ohne Ausweiskopie). Wir bewahren es {months} Monate nach dem Versand für dich auf.',
  'status.letter.download': 'Kopie herunterladen (PDF)',
  'status.letter.fileName': 'Antrag-{orderNumber}.pdf',

  'status.partnerLink.title': 'Link für die zweite Person',
  'status.partnerLink.text':
    'Die zweite Person hat Ausweis und Unterschrift noch nicht ergänzt. Ist ihr persönlicher Link verloren gegangen oder abgelaufen? Wir senden dir einen neuen – aus Sicherheitsgründen nur an die E-Mail-Adresse, mit der du bestellt hast.',
  'status.partnerLink.send': 'Neuen Link für die zweite Person senden',
  'status.partnerLink.sent':
    'Wir haben dir soeben einen neuen Link für die zweite Person an die E-Mail-Adresse der Bestellung gesendet. Der frühere Link gilt nicht mehr.',

  'status.statusLink.titleExpired': 'Neuen Link anfordern',
  'status.statusLink.title': 'Link abgelaufen oder verloren?',
  'status.statusLink.text':
    'Wir senden dir einen neuen Link zum Bestellstatus – aus Sicherheitsgründen nur an die E-Mail-Adresse, mit der du bestellt hast. Bitte gib dazu oben deine Bestellnummer ein.',
  'status.statusLink.send': 'Neuen Link per E-Mail anfordern',
  'status.statusLink.sent':
    'Wenn es diese Bestellung gibt, haben wir soeben einen neuen Link an die E-Mail-Adresse der Bestellung gesendet.',

  'status.sms.title': 'SMS-Status-Updates',
  'status.sms.active':
    'Wir schicken dir SMS zu dieser Bestellung an {number}: wenn die Zahlung da ist, wenn der Antrag versendet ist, und bei Problemen.',
  'status.sms.inactive': 'Du bekommst zu dieser Bestellung keine SMS (mehr) an {number}.',
  'status.sms.stop': 'SMS-Updates abbestellen',
  'status.sms.stopping': 'Wird abbestellt …',
  'status.sms.stopped': 'Erledigt: Du bekommst zu dieser Bestellung keine SMS mehr. Die E-Mails kommen weiter.',

  /** The order's status (src/domain/order-lifecycle.ts ORDER_STATUSES), for customers and the operator. */
  'status.state.awaiting_payment': 'Zahlung ausstehend',
  'status.state.payment_processing': 'Zahlung wird verarbeitet',
  'status.state.paid': 'Bezahlt – Antrag in Vorbereitung',
  'status.state.printed': 'An die Druckerei übergeben',
  'status.state.payment_failed': 'Zahlung fehlgeschlagen',
  'status.state.expired': 'Zahlung abgelaufen',
  'status.state.superseded': 'Durch eine neuere Bestellung ersetzt',
  'status.state.submitted': 'An das Kraftfahrt-Bundesamt versendet',
  'status.state.closed': 'Abgeschlossen',
  'status.state.withdrawn': 'Widerrufen',
  'status.state.correction_requested': 'Korrektur erhalten – korrigierter Antrag in Vorbereitung',
  'status.state.second_person_due': 'Unterlagen der zweiten Person erhalten – ihr Antrag in Vorbereitung',
  /** A status the page does not know yet (a newer Worker). */
  'status.stateFallback': 'In Bearbeitung',

  /** A timeline entry (src/domain/order-lifecycle.ts TIMELINE_EVENTS) in words. */
  'status.event.created': 'Bestellung angelegt',
  'status.event.awaiting_payment': 'Zahlung ausstehend',
  'status.event.payment_processing': 'Zahlung wird verarbeitet',
  'status.event.paid': 'Zahlung eingegangen',
  'status.event.payment_failed': 'Zahlung fehlgeschlagen',
  'status.event.expired': 'Zahlung abgelaufen',
  'status.event.superseded': 'Durch eine neuere Bestellung ersetzt',
  'status.event.dispatch_deadline': 'Versandtermin festgelegt',
  'status.event.invoice_issued': 'Rechnung erstellt',
  'status.event.printed': 'Antrag gedruckt und an die Druckerei übergeben',
  'status.event.letter_handed_over': 'Brief an die Druckerei übergeben',
  'status.event.letter_rejected': 'Druckerei hat den Brief abgelehnt – wir drucken ihn selbst',
  'status.event.letter_undeliverable': 'Brief kam als unzustellbar zurück – wir kümmern uns darum',
  'status.event.letter_issue': 'Druckerei meldet ein Problem mit dem Brief – wir kümmern uns darum',
  'status.event.partner_data_received': 'Daten der zweiten Person erhalten',
  'status.event.partner_documents_complete': 'Ausweis und Unterschrift der zweiten Person erhalten',
  'status.event.submitted': 'Antrag bei der Post eingeliefert (an das Kraftfahrt-Bundesamt)',
  'status.event.documents_deleted': 'Ausweiskopie und Unterschrift gelöscht',
  'status.event.closed': 'Bestellung abgeschlossen',
  'status.event.withdrawal_received': 'Widerruf eingegangen',
  'status.event.withdrawn': 'Vertrag widerrufen',
  'status.event.correction_requested': 'Korrektur nach dem Versand erhalten',
  'status.event.refunded': 'Betrag erstattet',
  'status.event.refund_failed': 'Erstattung fehlgeschlagen – wir kümmern uns darum',
  'status.event.checkout_expired': 'Zahlungsseite geschlossen',
  'status.event.late_payment': 'Zahlung nach Abschluss der Bestellung eingegangen – wird erstattet',
  'status.event.payment_amount_mismatch': 'Zahlbetrag stimmte nicht mit der Bestellung überein – wird erstattet',
  'status.event.three_weeks_mail': 'Nachfrage nach drei Wochen gesendet',
  'status.event.yearly_reminder': 'Jahreserinnerung gesendet',
  'status.event.letter_archived': 'Kopie des Antragsschreibens gespeichert (12 Monate abrufbar)',
  'status.event.letter_deleted': 'Kopie des Antragsschreibens gelöscht',
  'status.event.personal_data_corrected': 'Persönliche Daten korrigiert',
  'status.event.email_change_requested': 'Neue E-Mail-Adresse angegeben – wartet auf Bestätigung',
  'status.event.email_changed': 'E-Mail-Adresse geändert (von der neuen Adresse bestätigt)',
  'status.event.email_change_undone': 'Änderung der E-Mail-Adresse rückgängig gemacht',
  'status.event.second_person_ordered': 'Zweite Person bestellt – Zahlung ausstehend',
  'status.event.second_person_added': 'Zweite Person hinzugefügt – Zahlung eingegangen',
  'status.event.second_person_expired': 'Zahlung für die zweite Person abgebrochen',
  'status.event.second_person_refunded': 'Zahlung für die zweite Person wird erstattet',
  'status.event.second_person_reminder': 'Erinnerung an die Unterlagen der zweiten Person gesendet',
  'status.event.second_person_lapsed': 'Unterlagen der zweiten Person nicht eingegangen – Preis wird erstattet',
  'status.event.second_person_due': 'Unterlagen der zweiten Person erhalten – ihr Antrag folgt als eigener Brief',
  /** An event the page does not know yet (a newer Worker). */
  'status.eventFallback': 'Aktualisierung der Bestellung',
} as const;

export const en: Record<keyof typeof de, string> = {
  'status.orderNumber': 'Order number',
  'status.loading': 'Loading …',
  'status.loadingDots': 'Loading...',
  'status.saving': 'Saving …',
  'status.sending': 'Sending …',
  'status.submitting': 'Sending …',
  'status.cancel': 'Cancel',
  'status.retry': 'Try again',
  'status.home': 'Go to the home page',
  'status.faq': 'Frequently asked questions',
  'status.help': 'Help & contact',
  'status.nextTitle': 'What happens next',
  'status.noConnection': 'No connection to the server. Please try again.',
  'status.unknownError': 'Unknown error',
  'status.errorPrefix': 'Error:',
  'status.germanApplicationNote':
    'Your application to the Kraftfahrt-Bundesamt (KBA), Germany’s Federal Motor Transport Authority, is written in German, and the KBA will reply to you in German.',

  'status.lookup.title': 'Check your order status',
  'status.lookup.intro':
    'Enter your order number and your status code. You’ll find both in your order confirmation; the status code keeps your order private.',
  'status.lookup.formTitle': 'Find your order',
  'status.lookup.orderNumberHint': 'For example PK-1767225600000-ABCDEF',
  'status.lookup.tokenLabel': 'Status code',
  'status.lookup.tokenHint': 'A long string of letters, digits, - and _',
  'status.lookup.submit': 'Show status',
  'status.lookup.orderNumberMissing': 'Please enter your order number.',
  'status.lookup.orderNumberFormat': 'Your order number starts with PK-, for example PK-1767225600000-ABCDEF.',
  'status.lookup.tokenMissing': 'Please enter your status code.',
  'status.lookup.tokenTooLong': 'The status code is too long.',
  'status.lookup.notFound':
    'We couldn’t find an order with this order number and status code. Please check what you entered.',

  'status.announce.loading': 'Loading status …',
  'status.announce.refreshing': 'Updating status …',
  'status.announce.loaded': 'Status loaded: {orderNumber}.',
  'status.announce.refreshed': 'Status updated.',

  'status.details.title': 'Your order status',
  'status.details.status': 'Status',
  'status.details.applicant': 'Application for',
  'status.details.email': 'Email address',
  'status.details.package': 'Package',
  'status.details.withExtras': 'with {extras}',
  'status.details.total': 'Total',
  'status.details.totalValue': '{total} (incl. VAT)',
  'status.details.dispatchBy': 'To be sent to the KBA by',
  'status.details.dispatchPending': 'set once you have paid',
  'status.details.history': 'History',
  'status.details.refresh': 'Update status',
  'status.details.otherOrder': 'Look up another order',
  'status.threeWeeksHint':
    'If you haven’t heard back from the KBA three weeks after we sent your application, please get in touch.',

  'status.next.awaitingPayment':
    'As soon as your payment is confirmed, we’ll prepare your application. You’ll then get a confirmation with your invoice by email.',
  'status.next.paidBy':
    'We’ll print your application with your signature and ID copy and send it to the KBA by {date} at the latest.',
  'status.next.paid': 'We’ll print your application with your signature and ID copy and send it to the KBA.',
  'status.next.documentsDeleted': 'Straight after dispatch, we delete your ID copy and your signature.',
  'status.next.kbaReplies': 'The KBA replies to you by post, usually within 5–14 working days of receiving it.',
  'status.next.submitted': 'Your application is on its way to the KBA. We have deleted your ID copy and signature.',
  'status.next.closed': 'Your order is complete.',
  'status.next.unpaid': 'This order was not paid and will not be processed. You can start a new order at any time.',
  'status.next.superseded': 'This order has been replaced by a newer one. Please check the status of the newer order.',
  'status.next.withdrawn': 'You have withdrawn from the contract. We won’t process this order any further.',
  'status.next.other': 'We’re working on your order. If you have any questions, our support team will help you.',

  'status.notice.secondLetterFollows':
    'Your application has been sent. The second person’s application will follow as a separate letter as soon as they have added their ID card and signature through their personal link – by {date} at the latest. If the documents haven’t arrived by then, we’ll refund you the price for the second person.',
  'status.notice.partnerSubmitted':
    'Thank you! The second person’s details have been sent. You’ll get a confirmation by email.',
  'status.notice.printedCorrectable':
    'Your application has already been printed and is on its way to the KBA. Changes are no longer possible – once it has been sent, you can make one correction with your correction option.',
  'status.notice.printed':
    'Your application has already been printed and is on its way to the KBA. Changes are no longer possible. Write to us if something is wrong.',
  'status.notice.emailPending':
    'We’ve sent a confirmation link to the new email address. It only changes once you confirm it; your previous address will get a message about it.',
  'status.notice.corrected': 'Your details have been saved. We’ll print your application with the new details.',
  'status.notice.correctionSent': 'We’ve received your correction. We’ll send a corrected application.',

  'status.correction.title': 'Your details',
  'status.correction.intro':
    'Until we print your application, you can correct typos in your details here yourself. A new email address only applies once you confirm it through the link we send to it.',
  'status.correction.open': 'Correct your details',
  'status.correction.save': 'Save correction',

  'status.posted.title': 'Correction after dispatch',
  'status.posted.intro':
    'With your correction option, you can send us corrected details once. For this, we need your ID card (front and back) and your signature again; we’ll then send a corrected application.',
  'status.posted.send': 'Send correction',

  'status.letter.notIncluded': 'A downloadable copy of your application letter comes with the Plus and Pro packages.',
  'status.letter.loadFailed': 'The copy couldn’t be loaded. Please try again later.',
  'status.letter.title': 'Copy of your application',
  'status.letter.text':
    'Your application letter, exactly as we sent it to the KBA (without the ID copy). We keep it for you for {months} months after dispatch.',
  'status.letter.download': 'Download copy (PDF)',
  'status.letter.fileName': 'Application-{orderNumber}.pdf',

  'status.partnerLink.title': 'Link for the second person',
  'status.partnerLink.text':
    'The second person hasn’t added their ID card and signature yet. Has their personal link been lost or has it expired? We’ll send you a new one – for security reasons, only to the email address you ordered with.',
  'status.partnerLink.send': 'Send a new link for the second person',
  'status.partnerLink.sent':
    'We’ve just sent a new link for the second person to the email address of your order. The previous link no longer works.',

  'status.statusLink.titleExpired': 'Request a new link',
  'status.statusLink.title': 'Link expired or lost?',
  'status.statusLink.text':
    'We’ll send you a new link to your order status – for security reasons, only to the email address you ordered with. Just enter your order number above.',
  'status.statusLink.send': 'Email me a new link',
  'status.statusLink.sent': 'If this order exists, we’ve just sent a new link to the email address of the order.',

  'status.sms.title': 'SMS status updates',
  'status.sms.active':
    'We send you text messages about this order at {number}: when your payment has arrived, when your application has been sent, and if there are any problems.',
  'status.sms.inactive': 'You won’t get (any more) text messages about this order at {number}.',
  'status.sms.stop': 'Unsubscribe from SMS updates',
  'status.sms.stopping': 'Unsubscribing …',
  'status.sms.stopped': 'Done: you won’t get any more text messages about this order. The emails will keep coming.',

  'status.state.awaiting_payment': 'Awaiting payment',
  'status.state.payment_processing': 'Payment being processed',
  'status.state.paid': 'Paid – application being prepared',
  'status.state.printed': 'Handed to the printer',
  'status.state.payment_failed': 'Payment failed',
  'status.state.expired': 'Payment expired',
  'status.state.superseded': 'Replaced by a newer order',
  'status.state.submitted': 'Sent to the KBA',
  'status.state.closed': 'Completed',
  'status.state.withdrawn': 'Withdrawn',
  'status.state.correction_requested': 'Correction received – corrected application being prepared',
  'status.state.second_person_due': 'Second person’s documents received – their application being prepared',
  'status.stateFallback': 'In progress',

  'status.event.created': 'Order created',
  'status.event.awaiting_payment': 'Awaiting payment',
  'status.event.payment_processing': 'Payment being processed',
  'status.event.paid': 'Payment received',
  'status.event.payment_failed': 'Payment failed',
  'status.event.expired': 'Payment expired',
  'status.event.superseded': 'Replaced by a newer order',
  'status.event.dispatch_deadline': 'Dispatch date set',
  'status.event.invoice_issued': 'Invoice issued',
  'status.event.printed': 'Application printed and handed to the printer',
  'status.event.letter_handed_over': 'Letter handed to the printer',
  'status.event.letter_rejected': 'The printer turned the letter down – we’re printing it ourselves',
  'status.event.letter_undeliverable': 'The letter came back as undeliverable – we’re taking care of it',
  'status.event.letter_issue': 'The printer reported a problem with the letter – we’re taking care of it',
  'status.event.partner_data_received': 'Second person’s details received',
  'status.event.partner_documents_complete': 'Second person’s ID card and signature received',
  'status.event.submitted': 'Application posted to the KBA',
  'status.event.documents_deleted': 'ID copy and signature deleted',
  'status.event.closed': 'Order completed',
  'status.event.withdrawal_received': 'Withdrawal received',
  'status.event.withdrawn': 'Contract withdrawn',
  'status.event.correction_requested': 'Correction after dispatch received',
  'status.event.refunded': 'Amount refunded',
  'status.event.refund_failed': 'Refund failed – we’re taking care of it',
  'status.event.checkout_expired': 'Payment page closed',
  'status.event.late_payment': 'Payment received after the order was closed – being refunded',
  'status.event.payment_amount_mismatch': 'The amount paid didn’t match the order – being refunded',
  'status.event.three_weeks_mail': 'Three-week follow-up sent',
  'status.event.yearly_reminder': 'Yearly reminder sent',
  'status.event.letter_archived': 'Copy of the application letter saved (available for 12 months)',
  'status.event.letter_deleted': 'Copy of the application letter deleted',
  'status.event.personal_data_corrected': 'Personal details corrected',
  'status.event.email_change_requested': 'New email address given – awaiting confirmation',
  'status.event.email_changed': 'Email address changed (confirmed from the new address)',
  'status.event.email_change_undone': 'Email address change undone',
  'status.event.second_person_ordered': 'Second person ordered – awaiting payment',
  'status.event.second_person_added': 'Second person added – payment received',
  'status.event.second_person_expired': 'Payment for the second person cancelled',
  'status.event.second_person_refunded': 'Payment for the second person being refunded',
  'status.event.second_person_reminder': 'Reminder about the second person’s documents sent',
  'status.event.second_person_lapsed': 'Second person’s documents not received – price being refunded',
  'status.event.second_person_due':
    'Second person’s documents received – their application follows as a separate letter',
  'status.eventFallback': 'Order updated',
};
