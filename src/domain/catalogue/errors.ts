// Keys start with 'errors.': the Worker's refusals a customer can meet on the site. The Worker throws the German
// text; an API request from an English page (Accept-Language: en, src/lib/api.ts) gets the English one
// (functions/lib/error-language.ts).

export const de = {
  'errors.internal': 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  'errors.rateLimited': 'Zu viele Anfragen. Bitte warte einige Minuten und versuche es dann erneut.',
  'errors.invalidJson': 'Ungültige Anfrage: Die Daten konnten nicht gelesen werden.',
  'errors.badRequest': 'Ungültige Anfrage.',
  'errors.validationFailed': 'Bitte überprüfe deine Eingaben.',
  'errors.payloadTooLarge': 'Die Anfrage ist zu groß.',
  'errors.orderNotFound': 'Bestellung nicht gefunden.',
  'errors.orderMismatch': 'Die Bestellnummer passt nicht zu dieser Bestellung.',
  'errors.idempotencyKey': 'Technischer Fehler: Idempotency-Key fehlt oder ist ungültig.',
  'errors.uploadsInUse': 'Diese Dateien gehören bereits zu einer bezahlten Bestellung.',
  'errors.idempotencyConflict': 'Diese Bestellung wurde bereits mit anderen Daten gesendet. Bitte lade die Seite neu.',
  'errors.orderInProgress': 'Deine Bestellung wird gerade angelegt. Bitte versuche es in einigen Sekunden erneut.',
  'errors.statusLinkExpired':
    'Dieser Statuslink ist abgelaufen. Fordere einen neuen Link an – wir senden ihn an die E-Mail-Adresse der Bestellung.',
  'errors.secondPersonIncluded': 'Deine Bestellung enthält bereits einen Antrag für eine zweite Person.',
  'errors.secondPersonClosed':
    'Eine zweite Person kann nur hinzukommen, solange dein Antrag bezahlt und noch nicht versendet ist.',
  'errors.correctionUsed': 'Du hast deine Korrektur nach dem Versand bereits genutzt.',
  'errors.correctBeforePosting': 'Bis zum Versand kannst du deine Angaben oben direkt korrigieren.',
  'errors.noCorrectionOption': 'Eine Korrektur nach dem Versand gehört zur Korrekturoption.',
  'errors.notCorrectableNow': 'Diese Bestellung kann gerade nicht korrigiert werden.',
  'errors.alreadyPosted':
    'Dein Antrag ist bereits an das Kraftfahrt-Bundesamt versendet. Die Daten können hier nicht mehr geändert werden – bitte schreib uns, wir helfen dir weiter.',
} as const;

export const en: Record<keyof typeof de, string> = {
  'errors.internal': 'A technical error occurred. Please try again.',
  'errors.rateLimited': 'Too many requests. Please wait a few minutes and try again.',
  'errors.invalidJson': 'Invalid request: the data could not be read.',
  'errors.badRequest': 'Invalid request.',
  'errors.validationFailed': 'Please check your entries.',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.orderNotFound': 'Order not found.',
  'errors.orderMismatch': 'The order number does not match this order.',
  'errors.idempotencyKey': 'Technical error: the Idempotency-Key is missing or invalid.',
  'errors.uploadsInUse': 'These files already belong to a paid order.',
  'errors.idempotencyConflict': 'This order has already been sent with other details. Please reload the page.',
  'errors.orderInProgress': 'Your order is being created. Please try again in a few seconds.',
  'errors.statusLinkExpired':
    'This status link has expired. Ask for a new link – we will send it to the order’s email address.',
  'errors.secondPersonIncluded': 'Your order already includes an application for a second person.',
  'errors.secondPersonClosed': 'A second person can only be added while your application is paid and not yet posted.',
  'errors.correctionUsed': 'You have already used your correction after posting.',
  'errors.correctBeforePosting': 'Until your application is posted, you can correct your details directly above.',
  'errors.noCorrectionOption': 'A correction after posting is part of the correction option.',
  'errors.notCorrectableNow': 'This order cannot be corrected right now.',
  'errors.alreadyPosted':
    'Your application has already been posted to the Kraftfahrt-Bundesamt. Your details can no longer be changed here – please write to us and we will help you.',
};
