// Keys start with 'mail.'.
// The mails and SMS to the customer (functions/services: mail-templates.ts, access-mails.ts,
// second-person-mails.ts, dispatch/mails.ts, sms/status-sms.ts), in the customer's language. The German
// texts are the mails as they were written before there was an English one, word for word: a German mail
// stays byte-identical.
// Mails to support stay German and are not here. Some English texts say more than their German twin
// (that the attachments are German documents, that a link opens a page in German), because only the
// English reader needs it; 'mail.link.germanPage' is then the bare link in German.

export const de = {
  // Greeting and signature of every mail.
  'mail.hello': 'Hallo {name},',
  'mail.helloAnonymous': 'Hallo,',
  'mail.signoff': 'Viele Grüße',
  'mail.team': 'dein PunkteBrief-Team',
  'mail.orderNumberLine': 'Bestellnummer: {orderNumber}',
  'mail.invoiceLine': 'Rechnung: {invoiceNumber} (im Anhang)',
  'mail.notYouReply': 'Warst du das nicht? Dann antworte bitte sofort auf diese E-Mail.',
  /** A link to a page that exists only in German. */
  'mail.link.germanPage': '{url}',

  /** The second person when their first name is not known. */
  'mail.partner.fallbackName': 'die zweite Person',

  // The order confirmation (with invoice and contract confirmation attached).
  'mail.confirmation.subject': 'Deine Bestellung {orderNumber} – Zahlung erhalten',
  'mail.confirmation.thanks': 'vielen Dank für deine Bestellung. Deine Zahlung ist eingegangen.',
  'mail.confirmation.package': 'Paket: {package}',
  'mail.confirmation.total': 'Gesamtbetrag: {total} (inkl. 19 % MwSt.)',
  'mail.confirmation.deadline': 'Versand deines Antrags an das Kraftfahrt-Bundesamt spätestens am: {date}',
  'mail.confirmation.attachments':
    'Ebenfalls im Anhang: deine Vertragsbestätigung (PDF) mit unseren Angaben als Anbieter, deiner Bestellung, ' +
    'deinen Bestätigungen bei der Bestellung, unseren AGB in der Fassung, die du akzeptiert hast, der ' +
    'Widerrufsbelehrung und dem Muster-Widerrufsformular. Bitte bewahre sie auf.',
  'mail.confirmation.next': 'So geht es weiter:',
  'mail.confirmation.step1':
    '1. Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn an das Kraftfahrt-Bundesamt, 24932 Flensburg.',
  'mail.confirmation.step2': '2. Direkt nach dem Versand löschen wir deine Ausweiskopie und Unterschrift.',
  'mail.confirmation.step3': '3. Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen.',
  /** Step 3 of an English mail when the customer asked for the KBA's answer in English (unused in German). */
  'mail.confirmation.step3EnglishRequested':
    '3. Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen. In deinem Antrag bitten wir, ' +
    'die Auskunft nach Möglichkeit in englischer Sprache zu erteilen.',
  'mail.confirmation.secondPerson':
    'Du kannst die Daten einer zweiten Person ergänzen – über den Link auf der Bestätigungsseite oder den Status-Link unten.',
  'mail.confirmation.status': 'Status deiner Bestellung: {url}',
  'mail.confirmation.threeWeeks':
    'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
  'mail.confirmation.withdrawal':
    'Dein Widerrufsrecht: Du hast ausdrücklich verlangt, dass wir sofort mit der Ausführung beginnen, und ' +
    'bestätigt, dass dein Widerrufsrecht mit vollständiger Erfüllung des Vertrags erlischt. Bis wir deinen ' +
    'Antrag an das Kraftfahrt-Bundesamt versendet haben, kannst du den Vertrag widerrufen: über den Link ' +
    '„Vertrag widerrufen“ am Ende jeder Seite unserer Website, per E-Mail oder mit dem ' +
    'Muster-Widerrufsformular aus der Vertragsbestätigung.',
  'mail.confirmation.notKba': 'Hinweis: PunkteBrief ist ein privater Dienstleister und nicht das Kraftfahrt-Bundesamt.',

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

  // Withdrawal: the receipt without an order, the confirmation, the answer.
  'mail.withdrawalReceipt.subject': 'Eingangsbestätigung: Widerruf',
  'mail.withdrawalReceipt.received':
    'am {receivedAt} ist über unser Widerrufsformular eine Erklärung mit dieser E-Mail-Adresse eingegangen.',
  'mail.withdrawalReceipt.unknownOrder':
    'Die angegebene Bestellnummer konnten wir keiner Bestellung zuordnen. Wir prüfen die Erklärung und melden uns, ' +
    'falls sie zu einer Bestellung gehört. Wenn du nichts abgeschickt hast, kannst du diese E-Mail ignorieren.',
  'mail.withdrawalConfirmation.subject': 'Eingangsbestätigung deines Widerrufs ({orderNumber})',
  'mail.withdrawalConfirmation.received':
    'wir haben am {receivedAt} einen Widerruf zu deiner Bestellung {orderNumber} erhalten.',
  'mail.withdrawalConfirmation.content': 'Inhalt deiner Erklärung:',
  'mail.withdrawalConfirmation.name': 'Name: {name}',
  'mail.withdrawalConfirmation.email': 'E-Mail: {email}',
  'mail.withdrawalConfirmation.statement': 'Erklärung: {statement}',
  'mail.withdrawalConfirmation.otherAddress':
    'Die Erklärung kam mit einer anderen E-Mail-Adresse als der deiner Bestellung; ihren Inhalt schicken ' +
    'wir deshalb nicht mit. Hast du den Widerruf nicht selbst erklärt, antworte bitte gleich auf diese ' +
    'E-Mail, damit wir deine Bestellung nicht stornieren.',
  'mail.withdrawalConfirmation.next':
    'Wir prüfen deinen Widerruf und melden uns. Wurde dein Antrag noch nicht an das Kraftfahrt-Bundesamt ' +
    'versendet, stornieren wir die Bestellung, erstatten dir den Betrag und löschen deine Unterlagen. ' +
    'Wurde er bereits versendet, ist die Leistung vollständig erbracht und das Widerrufsrecht erloschen; ' +
    'auch dann erhältst du von uns eine Antwort.',
  'mail.withdrawalAnswer.subject': 'Dein Widerruf ({orderNumber})',
  'mail.withdrawalAnswer.cancelled':
    'wir haben deinen Widerruf bearbeitet: Deine Bestellung ist storniert. Falls du schon bezahlt hast, ' +
    'erstatten wir dir den vollen Betrag über die Zahlungsart, mit der du bezahlt hast; die Gutschrift ' +
    'kann je nach Zahlungsart einige Tage dauern. Deine Ausweiskopie und Unterschrift haben wir gelöscht.',
  'mail.withdrawalAnswer.secondPersonCancelled':
    'wir haben deinen Widerruf bearbeitet: Dein eigener Antrag war bereits an das Kraftfahrt-Bundesamt ' +
    'versendet; dieser Teil ist erbracht (du hattest dem sofortigen Beginn zugestimmt). Den Antrag der ' +
    'zweiten Person, der noch nicht versendet war, versenden wir nicht mehr und erstatten dir dafür ' +
    '{refund} über die Zahlungsart, mit der du bezahlt hast.',
  'mail.withdrawalAnswer.lapsed':
    'dein Antrag war zum Zeitpunkt deines Widerrufs bereits an das Kraftfahrt-Bundesamt versendet. Damit ' +
    'war unsere Leistung vollständig erbracht, und das Widerrufsrecht ist erloschen (du hattest dem ' +
    'sofortigen Beginn zugestimmt). Eine Erstattung ist deshalb leider nicht möglich. Die Antwort des KBA ' +
    'erhältst du per Post.',
  'mail.withdrawalAnswer.questions': 'Bei Fragen antworte einfach auf diese E-Mail.',

  // Reminders.
  'mail.threeWeeks.subject': 'Ist deine Auskunft angekommen? ({orderNumber})',
  'mail.threeWeeks.posted':
    'vor drei Wochen haben wir deinen Antrag an das Kraftfahrt-Bundesamt geschickt. In der Regel antwortet das KBA innerhalb von 5–14 Werktagen.',
  'mail.threeWeeks.ask':
    'Hast du noch keine Antwort bekommen? Dann melde dich bitte bei uns – antworte einfach auf diese E-Mail.',
  'mail.yearly.subject': 'Erinnerung: dein Punktestand ist ein Jahr alt ({orderNumber})',
  'mail.yearly.body':
    'vor zwölf Monaten hast du deine Auskunft aus dem Fahreignungsregister beantragt. Einträge werden ' +
    'nach ihren Tilgungsfristen gelöscht, neue können hinzugekommen sein – vielleicht ist es Zeit für ' +
    'einen neuen Blick auf deinen Punktestand.',
  'mail.yearly.newApplication':
    'Einen neuen Antrag kannst du jederzeit auf unserer Website stellen. Beim KBA kannst du die Auskunft auch selbst kostenlos beantragen.',

  // The back office's answer to a contact message.
  'mail.contactAnswer.subject': 'Re: {subject}',
  'mail.contactAnswer.quoted': 'Deine Nachricht vom {receivedAt}:',

  // Korrekturoption after posting.
  'mail.correctionReceived.subject': 'Deine Korrektur ist angekommen ({orderNumber})',
  'mail.correctionReceived.received':
    'wir haben deine korrigierten Angaben, deine Ausweiskopie und deine Unterschrift erhalten.',
  'mail.correctionReceived.next':
    'Wir drucken einen korrigierten Antrag und senden ihn spätestens am {date} an das ' +
    'Kraftfahrt-Bundesamt, 24932 Flensburg. Die Ausweiskopie und die Unterschrift löschen wir direkt nach dem Versand.',
  'mail.correctionReceived.used':
    'Damit hast du deine Korrekturoption genutzt; eine weitere Korrektur nach dem Versand ist nicht möglich.',

  // A fresh status link.
  'mail.statusLink.subject': 'Dein Link zum Bestellstatus ({orderNumber})',
  'mail.statusLink.requested':
    'du (oder jemand mit deiner Bestellnummer) hast einen neuen Link zum Status der Bestellung {orderNumber} angefordert:',
  'mail.statusLink.validity':
    'Der Link gilt bis {days} Tage nach dem letzten Ereignis deiner Bestellung. Gib ihn nicht weiter.',
  'mail.statusLink.notYou': 'Hast du keinen Link angefordert? Dann kannst du diese E-Mail einfach löschen.',

  // Changing the order's e-mail address.
  'mail.emailChangeConfirm.subject': 'Bitte bestätige deine neue E-Mail-Adresse ({orderNumber})',
  'mail.emailChangeConfirm.given':
    'für die Bestellung {orderNumber} wurde diese E-Mail-Adresse als neue Adresse angegeben.',
  'mail.emailChangeConfirm.confirm':
    'Erst wenn du sie bestätigst, senden wir alle Nachrichten zu dieser Bestellung hierher:',
  'mail.emailChangeConfirm.validity':
    'Der Link gilt {hours} Stunden. Warst du das nicht? Dann ignoriere diese E-Mail – es ändert sich nichts.',
  'mail.emailChangeRequested.subject': 'Änderung deiner E-Mail-Adresse angefragt ({orderNumber})',
  'mail.emailChangeRequested.given': 'für deine Bestellung {orderNumber} wurde eine neue E-Mail-Adresse angegeben.',
  'mail.emailChangeRequested.effect':
    'Sie gilt erst, wenn die neue Adresse bestätigt wird; dann schicken wir dir hierher einen Link, mit dem du die\n' +
    'Änderung {days} Tage lang rückgängig machen kannst.',
  'mail.emailChanged.subject': 'Deine E-Mail-Adresse wurde geändert ({orderNumber})',
  'mail.emailChanged.changed':
    'die E-Mail-Adresse deiner Bestellung {orderNumber} wurde geändert; frühere Statuslinks gelten nicht mehr.',
  'mail.emailChanged.undo': 'Warst du das nicht? Mit diesem Link machst du die Änderung rückgängig ({days} Tage lang):',
  'mail.emailChanged.after':
    'Danach gehen alle Nachrichten wieder an diese Adresse. Schreib uns bitte auch, wir sehen uns die Bestellung an.',
  'mail.emailInEffect.subject': 'Diese E-Mail-Adresse gilt jetzt für deine Bestellung ({orderNumber})',
  'mail.emailInEffect.fromNow': 'ab jetzt senden wir alle Nachrichten zur Bestellung {orderNumber} an diese Adresse.',
  'mail.emailInEffect.link': 'Dein neuer Link zum Bestellstatus (frühere Links gelten nicht mehr):',

  // A correction of the order's personal data.
  'mail.personalData.subject': 'Deine Angaben wurden geändert ({orderNumber})',
  'mail.personalData.changed': 'am {at} wurden diese Angaben deiner Bestellung {orderNumber} geändert: {fields}.',
  'mail.personalData.newAddress': 'Die Antwort des Kraftfahrt-Bundesamts geht jetzt an diese Anschrift:',
  'mail.personalData.afterPosting': 'Wir versenden einen korrigierten Antrag mit diesen Angaben.',
  'mail.personalData.beforePosting': 'Wir drucken deinen Antrag mit den neuen Angaben.',

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

  // The letter's way (functions/services/dispatch/mails.ts): back as undeliverable, at the post, the second
  // person's letter that follows the customer's (reminder, refund at the end of the wait).
  'mail.dispatch.undeliverable.subject': 'Dein Antrag kam als unzustellbar zurück ({orderNumber})',
  'mail.dispatch.undeliverable.returned':
    'die Post hat deinen Antrag an das Kraftfahrt-Bundesamt als unzustellbar an unsere Druckerei zurückgegeben.',
  'mail.dispatch.undeliverable.resend': 'Wir prüfen das und senden den Antrag erneut, ohne Kosten für dich.',
  'mail.dispatch.undeliverable.deleted':
    'Deine Ausweiskopie haben wir nach der Einlieferung gelöscht. Brauchen wir für den neuen Versand etwas von dir, ' +
    'schreiben wir dir eine E-Mail.',
  'mail.dispatch.posted.subject': 'Dein Antrag ist unterwegs ({orderNumber})',
  'mail.dispatch.posted.subjectPartner': 'Der Antrag für {partnerFirstName} ist unterwegs ({orderNumber})',
  /** {date}: the day the letter was handed to the post. */
  'mail.dispatch.posted.intro':
    'wir haben deinen Antrag auf Auskunft aus dem Fahreignungsregister am {date} an das ' +
    'Kraftfahrt-Bundesamt, 24932 Flensburg, geschickt. Das KBA antwortet dir per Post, in der Regel ' +
    'innerhalb von 5–14 Werktagen.',
  'mail.dispatch.posted.introPartner':
    'wir haben den Antrag für {partnerFirstName} auf Auskunft aus dem Fahreignungsregister am {date} ' +
    'an das Kraftfahrt-Bundesamt, 24932 Flensburg, geschickt. Das KBA antwortet ' +
    '{partnerFirstName} per Post, in der Regel innerhalb von 5–14 Werktagen.',
  'mail.dispatch.posted.deleted':
    'Deine Ausweiskopie und deine Unterschrift haben wir direkt nach dem Versand gelöscht.',
  'mail.dispatch.posted.deletedPartner':
    'Ausweiskopie und Unterschrift von {partnerFirstName} haben wir direkt nach dem Versand gelöscht.',
  'mail.dispatch.posted.copy':
    'Im Anhang findest du eine Kopie deines Antragsschreibens, so wie wir es versendet haben (ohne ' +
    'Ausweiskopie). Du kannst sie 12 Monate lang auch über den Status-Link deiner Bestellung herunterladen.',
  'mail.dispatch.posted.copyPartner':
    'Im Anhang findest du eine Kopie dieses Antragsschreibens, so wie wir es versendet haben (ohne Ausweiskopie).',
  /** The customer's letter went alone; {date} is the last day of the wait, {refund} the second person's price. */
  'mail.dispatch.posted.secondPersonFollows':
    'Ausweis und Unterschrift der zweiten Person lagen noch nicht vor, deshalb haben wir deinen Antrag ' +
    'pünktlich allein versendet. Der Antrag der zweiten Person folgt als eigener Brief, sobald sie ' +
    'beides über ihren persönlichen Link ergänzt hat, spätestens bis {date}. ' +
    'Kommen die Unterlagen bis dahin nicht, erstatten wir dir {refund} für den Antrag ' +
    'der zweiten Person.',
  'mail.dispatch.posted.withdrawalLater':
    'Dein Widerrufsrecht erlischt, sobald wir auch den Antrag der zweiten Person versendet haben ' +
    '(§ 356 Abs. 4 BGB).',
  'mail.dispatch.posted.withdrawalExpired':
    'Mit dem Versand haben wir unsere Leistung vollständig erbracht. Weil du bei der Bestellung ausdrücklich ' +
    'verlangt hast, dass wir sofort beginnen, und bestätigt hast, dass dein Widerrufsrecht mit vollständiger ' +
    'Erfüllung des Vertrags erlischt, ist dein Widerrufsrecht jetzt erloschen (§ 356 Abs. 4 BGB).',
  'mail.dispatch.posted.threeWeeks':
    'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.',
  'mail.dispatch.secondPersonReminder.subject':
    'Es fehlen noch Ausweis und Unterschrift der zweiten Person ({orderNumber})',
  'mail.dispatch.secondPersonReminder.missing':
    'für den Antrag der zweiten Person in deiner Bestellung fehlen uns noch ihre Ausweiskopie und ihre Unterschrift.',
  'mail.dispatch.secondPersonReminder.link':
    'Sie kann beides über den persönlichen Link ergänzen, den wir dir per E-Mail geschickt haben; einen neuen Link ' +
    'kannst du auf der Statusseite deiner Bestellung anfordern.',
  'mail.dispatch.secondPersonReminder.deadline':
    'Kommen die Unterlagen bis {date}, versenden wir ihren Antrag innerhalb der Versandzeit deines Pakets. ' +
    'Danach versenden wir ihn nicht mehr und erstatten dir {refund}.',
  'mail.dispatch.secondPersonLapsed.subject': 'Antrag der zweiten Person – Betrag wird erstattet ({orderNumber})',
  'mail.dispatch.secondPersonLapsed.notSent':
    'Ausweiskopie und Unterschrift der zweiten Person sind bis zum Ende der Frist nicht bei uns eingegangen. ' +
    'Wir versenden ihren Antrag deshalb nicht mehr.',
  'mail.dispatch.secondPersonLapsed.refund':
    'Wir erstatten dir {refund} automatisch über den Zahlungsweg, mit dem du bezahlt hast. ' +
    'Du musst dafür nichts tun. Hat die zweite Person Unterlagen teilweise hochgeladen, löschen wir sie.',

  // The SMS status updates (Pro): one SMS each, ≤ 160 GSM characters with a 20-letter first name.
  'mail.sms.stop': 'Abmelden: STOP antworten.',
  'mail.sms.paid': '{hello} Zahlung erhalten. Wir senden deinen Antrag {orderNumber} ans KBA. {stop}',
  'mail.sms.posted': '{hello} dein Antrag {orderNumber} ist zur Post an das KBA gegangen. Details per E-Mail. {stop}',
  'mail.sms.problem': '{hello} bei deinem Antrag {orderNumber} gibt es ein Problem. Bitte lies unsere E-Mail. {stop}',
} as const;

export const en: Record<keyof typeof de, string> = {
  'mail.hello': 'Hi {name},',
  'mail.helloAnonymous': 'Hi,',
  'mail.signoff': 'Best wishes',
  'mail.team': 'Your PunkteBrief team',
  'mail.orderNumberLine': 'Order number: {orderNumber}',
  'mail.invoiceLine': 'Invoice: {invoiceNumber} (attached)',
  'mail.notYouReply': 'Wasn’t this you? Then please reply to this email right away.',
  'mail.link.germanPage': '{url} (page in German)',

  'mail.partner.fallbackName': 'the second person',

  'mail.confirmation.subject': 'Your order {orderNumber} – payment received',
  'mail.confirmation.thanks': 'Thank you for your order. We have received your payment.',
  'mail.confirmation.package': 'Package: {package}',
  'mail.confirmation.total': 'Total: {total} (incl. 19% VAT)',
  'mail.confirmation.deadline': 'Your application goes to the Kraftfahrt-Bundesamt (KBA) by {date} at the latest.',
  'mail.confirmation.attachments':
    'Also attached: your contract confirmation (PDF) with our details as the provider, your order, the ' +
    'confirmations you gave when ordering, our terms and conditions in the version you accepted, the ' +
    'withdrawal instructions and the model withdrawal form. Please keep it. Your invoice and contract confirmation ' +
    'are German documents; the German text is binding.',
  'mail.confirmation.next': 'What happens next:',
  'mail.confirmation.step1':
    '1. We print your application in German, with your signature and ID copy, and send it to the ' +
    'Kraftfahrt-Bundesamt, 24932 Flensburg.',
  'mail.confirmation.step2': '2. Right after posting, we delete your ID copy and signature.',
  'mail.confirmation.step3': '3. The KBA replies to you by post, in German, usually within 5–14 working days.',
  'mail.confirmation.step3EnglishRequested':
    '3. The KBA replies to you by post, usually within 5–14 working days. Your application asks for the reply ' +
    'in English where possible; the KBA decides, so it may still reply in German.',
  'mail.confirmation.secondPerson':
    'You can add the details of a second person – via the link on the confirmation page or the status link below.',
  'mail.confirmation.status': 'Your order status: {url}',
  'mail.confirmation.threeWeeks':
    'If you haven’t heard from the KBA three weeks after posting, please get in touch with us.',
  'mail.confirmation.withdrawal':
    'Your right of withdrawal: you expressly asked us to start right away and confirmed that your right of ' +
    'withdrawal ends once the contract has been fully performed. Until we have posted your application to the ' +
    'Kraftfahrt-Bundesamt, you can withdraw from the contract: with the “Withdraw from the contract” link at the ' +
    'bottom of every page of our website, by email or with the model withdrawal form in the contract confirmation.',
  'mail.confirmation.notKba':
    'Please note: PunkteBrief is a private service provider and not the Kraftfahrt-Bundesamt.',

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

  'mail.withdrawalReceipt.subject': 'Confirmation of receipt: withdrawal',
  'mail.withdrawalReceipt.received':
    'On {receivedAt}, a declaration with this email address reached us through our withdrawal form.',
  'mail.withdrawalReceipt.unknownOrder':
    'We couldn’t match the order number you gave to any of our orders. We will check the declaration and get back ' +
    'to you if it belongs to an order. If you didn’t send anything, you can ignore this email.',
  'mail.withdrawalConfirmation.subject': 'We have received your withdrawal ({orderNumber})',
  'mail.withdrawalConfirmation.received': 'On {receivedAt} we received a withdrawal for your order {orderNumber}.',
  'mail.withdrawalConfirmation.content': 'Your declaration:',
  'mail.withdrawalConfirmation.name': 'Name: {name}',
  'mail.withdrawalConfirmation.email': 'Email: {email}',
  'mail.withdrawalConfirmation.statement': 'Declaration: {statement}',
  'mail.withdrawalConfirmation.otherAddress':
    'The declaration came from a different email address than your order’s, so we are not including its ' +
    'content. If you did not declare the withdrawal yourself, please reply to this email right away so that ' +
    'we don’t cancel your order.',
  'mail.withdrawalConfirmation.next':
    'We will check your withdrawal and get back to you. If your application has not been posted to the ' +
    'Kraftfahrt-Bundesamt yet, we cancel the order, refund the amount and delete your documents. If it has ' +
    'already been posted, the service has been fully performed and the right of withdrawal has ended; you will ' +
    'get a reply from us in that case too.',
  'mail.withdrawalAnswer.subject': 'Your withdrawal ({orderNumber})',
  'mail.withdrawalAnswer.cancelled':
    'We have processed your withdrawal: your order is cancelled. If you have already paid, we will refund the full ' +
    'amount with the payment method you used; depending on the method, the credit can take a few days. We have ' +
    'deleted your ID copy and signature.',
  'mail.withdrawalAnswer.secondPersonCancelled':
    'We have processed your withdrawal: your own application had already been posted to the ' +
    'Kraftfahrt-Bundesamt, so that part has been performed (you had agreed to us starting right away). We will ' +
    'not send the second person’s application, which had not been posted yet, and refund you {refund} for it ' +
    'with the payment method you used.',
  'mail.withdrawalAnswer.lapsed':
    'Your application had already been posted to the Kraftfahrt-Bundesamt when you withdrew. Our service had ' +
    'therefore been fully performed, and the right of withdrawal has ended (you had agreed to us starting right ' +
    'away). Unfortunately, a refund is therefore not possible. You will receive the KBA’s reply by post.',
  'mail.withdrawalAnswer.questions': 'If you have any questions, just reply to this email.',

  'mail.threeWeeks.subject': 'Has your points statement arrived? ({orderNumber})',
  'mail.threeWeeks.posted':
    'Three weeks ago we sent your application to the Kraftfahrt-Bundesamt. The KBA usually replies within 5–14 working days.',
  'mail.threeWeeks.ask': 'Haven’t had a reply yet? Then please get in touch – just reply to this email.',
  'mail.yearly.subject': 'Reminder: your points statement is a year old ({orderNumber})',
  'mail.yearly.body':
    'Twelve months ago you applied for your statement from the driver fitness register (Fahreignungsregister). ' +
    'Entries are deleted once their deletion periods have run out, and new ones may have been added – maybe ' +
    'it’s time to take a fresh look at your points.',
  'mail.yearly.newApplication':
    'You can make a new application on our website at any time. You can also apply to the KBA yourself, free of charge.',

  'mail.contactAnswer.subject': 'Re: {subject}',
  'mail.contactAnswer.quoted': 'Your message of {receivedAt}:',

  'mail.correctionReceived.subject': 'Your correction has arrived ({orderNumber})',
  'mail.correctionReceived.received': 'We have received your corrected details, your ID copy and your signature.',
  'mail.correctionReceived.next':
    'We will print a corrected application and send it to the Kraftfahrt-Bundesamt, 24932 Flensburg, by {date} at ' +
    'the latest. We delete the ID copy and the signature right after posting.',
  'mail.correctionReceived.used':
    'This uses up your correction option; no further correction is possible after posting.',

  'mail.statusLink.subject': 'Your link to your order status ({orderNumber})',
  'mail.statusLink.requested':
    'You (or someone with your order number) asked for a new link to the status of order {orderNumber}:',
  'mail.statusLink.validity':
    'The link works for up to {days} days after the last event of your order. Please don’t share it.',
  'mail.statusLink.notYou': 'Didn’t ask for a link? Then you can simply delete this email.',

  'mail.emailChangeConfirm.subject': 'Please confirm your new email address ({orderNumber})',
  'mail.emailChangeConfirm.given': 'This email address was given as the new address for order {orderNumber}.',
  'mail.emailChangeConfirm.confirm': 'Only once you confirm it will we send all messages about this order here:',
  'mail.emailChangeConfirm.validity':
    'The link works for {hours} hours. Wasn’t this you? Then ignore this email – nothing will change.',
  'mail.emailChangeRequested.subject': 'Change of your email address requested ({orderNumber})',
  'mail.emailChangeRequested.given': 'A new email address was given for your order {orderNumber}.',
  'mail.emailChangeRequested.effect':
    'It only takes effect once the new address is confirmed; we will then send you a link here that lets you ' +
    'undo the change for {days} days.',
  'mail.emailChanged.subject': 'Your email address has been changed ({orderNumber})',
  'mail.emailChanged.changed':
    'The email address of your order {orderNumber} has been changed; earlier status links no longer work.',
  'mail.emailChanged.undo': 'Wasn’t this you? This link undoes the change (for {days} days):',
  'mail.emailChanged.after':
    'After that, all messages go to this address again. Please also write to us, and we will look into the order.',
  'mail.emailInEffect.subject': 'This email address now applies to your order ({orderNumber})',
  'mail.emailInEffect.fromNow': 'From now on we send all messages about order {orderNumber} to this address.',
  'mail.emailInEffect.link': 'Your new link to your order status (earlier links no longer work):',

  'mail.personalData.subject': 'Your details have been changed ({orderNumber})',
  'mail.personalData.changed': 'On {at}, these details of your order {orderNumber} were changed: {fields}.',
  'mail.personalData.newAddress': 'The Kraftfahrt-Bundesamt’s reply now goes to this address:',
  'mail.personalData.afterPosting': 'We will send a corrected application with these details.',
  'mail.personalData.beforePosting': 'We will print your application with the new details.',

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

  'mail.dispatch.undeliverable.subject': 'Your application was returned as undeliverable ({orderNumber})',
  'mail.dispatch.undeliverable.returned':
    'The postal service returned your application to the Kraftfahrt-Bundesamt to our printer as undeliverable.',
  'mail.dispatch.undeliverable.resend': 'We are looking into it and will send the application again, free of charge.',
  'mail.dispatch.undeliverable.deleted':
    'We deleted your ID copy after the letter was handed over to the postal service. If we need anything from you to send it ' +
    'again, we will email you.',
  'mail.dispatch.posted.subject': 'Your application is on its way ({orderNumber})',
  'mail.dispatch.posted.subjectPartner': 'The application for {partnerFirstName} is on its way ({orderNumber})',
  'mail.dispatch.posted.intro':
    'On {date} we sent your application for a statement from the driver fitness register (Fahreignungsregister) ' +
    'to the Kraftfahrt-Bundesamt (KBA), 24932 Flensburg. The KBA will reply to you by post, usually within ' +
    '5–14 working days.',
  'mail.dispatch.posted.introPartner':
    'On {date} we sent the application for {partnerFirstName} for a statement from the driver fitness register ' +
    '(Fahreignungsregister) to the Kraftfahrt-Bundesamt (KBA), 24932 Flensburg. The KBA will reply to ' +
    '{partnerFirstName} by post, usually within 5–14 working days.',
  'mail.dispatch.posted.deleted': 'We deleted your ID copy and your signature right after posting.',
  'mail.dispatch.posted.deletedPartner': 'We deleted {partnerFirstName}’s ID copy and signature right after posting.',
  'mail.dispatch.posted.copy':
    'Attached is a copy of your application letter as we sent it (without the ID copy); it is a German ' +
    'document. You can also download it via your order’s status link for 12 months.',
  'mail.dispatch.posted.copyPartner':
    'Attached is a copy of this application letter as we sent it (without the ID copy); it is a German document.',
  'mail.dispatch.posted.secondPersonFollows':
    'The second person’s ID card and signature weren’t in yet, so we sent your application on time on its own. The ' +
    'second person’s application will follow as a separate letter as soon as they have added both via their ' +
    'personal link, by {date} at the latest. If the documents don’t arrive by then, we will refund you {refund} ' +
    'for the second person’s application.',
  'mail.dispatch.posted.withdrawalLater':
    'Your right of withdrawal ends as soon as we have also sent the second person’s application ' +
    '(section 356 (4) of the German Civil Code, BGB).',
  'mail.dispatch.posted.withdrawalExpired':
    'By posting the application, we have fully performed our service. Because you expressly asked us to start ' +
    'right away when you ordered and confirmed that your right of withdrawal ends once the contract has been ' +
    'fully performed, your right of withdrawal has now ended (section 356 (4) of the German Civil Code, BGB). ' +
    'This is a courtesy translation; the German text is binding.',
  'mail.dispatch.posted.threeWeeks':
    'If you haven’t heard from the KBA three weeks after posting, please get in touch with us.',
  'mail.dispatch.secondPersonReminder.subject':
    'The second person’s ID card and signature are still missing ({orderNumber})',
  'mail.dispatch.secondPersonReminder.missing':
    'For the second person’s application in your order, we still need their ID copy and their signature.',
  'mail.dispatch.secondPersonReminder.link':
    'They can add both via the personal link we emailed you; you can request a new link on your order’s status page.',
  'mail.dispatch.secondPersonReminder.deadline':
    'If the documents arrive by {date}, we will send their application within your package’s dispatch time. ' +
    'After that, we will no longer send it and will refund you {refund}.',
  'mail.dispatch.secondPersonLapsed.subject': 'Second person’s application – amount will be refunded ({orderNumber})',
  'mail.dispatch.secondPersonLapsed.notSent':
    'The second person’s ID copy and signature did not reach us before the deadline, so we will no longer send ' +
    'their application.',
  'mail.dispatch.secondPersonLapsed.refund':
    'We will refund you {refund} automatically with the payment method you used. You don’t need to do ' +
    'anything. If the second person uploaded some documents, we will delete them.',

  'mail.sms.stop': 'To unsubscribe, reply STOP.',
  'mail.sms.paid': '{hello} payment received. We are sending your application {orderNumber} to the KBA. {stop}',
  'mail.sms.posted': '{hello} your application {orderNumber} has been posted to the KBA. Details by email. {stop}',
  'mail.sms.problem': '{hello} there is a problem with your application {orderNumber}. Please read our email. {stop}',
};
