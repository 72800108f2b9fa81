// The mails that keep the customer in control of their order: a fresh status link, an e-mail change to
// confirm (new address) or to undo (old address), and the notice of a change of the order's data.
// Each goes to an address the order already had or that must confirm itself; none carries the
// changer's free text.
import { germanDateTime } from '../../src/domain/dates';
import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS, STATUS_LINK_DAYS } from '../../src/domain/order-access';
import type { OutgoingMail } from '../db/outbox';

const SIGNATURE = ['', 'Viele Grüße', 'dein PunkteBrief-Team'];

/** A new link to /status, requested on /status; only ever to the order's own address. */
export function statusLinkMail(input: { email: string; orderNumber: string; url: string }): OutgoingMail {
  return {
    kind: 'status_link',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Dein Link zum Bestellstatus (${input.orderNumber})`,
    text: [
      'Hallo,',
      '',
      `du (oder jemand mit deiner Bestellnummer) hast einen neuen Link zum Status der Bestellung ${input.orderNumber} angefordert:`,
      '',
      input.url,
      '',
      `Der Link gilt bis ${STATUS_LINK_DAYS} Tage nach dem letzten Ereignis deiner Bestellung. Gib ihn nicht weiter.`,
      'Hast du keinen Link angefordert? Dann kannst du diese E-Mail einfach löschen.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To the new address: the change takes effect only when this address confirms it. */
export function emailChangeConfirmMail(input: { email: string; orderNumber: string; url: string }): OutgoingMail {
  return {
    kind: 'email_change_confirm',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Bitte bestätige deine neue E-Mail-Adresse (${input.orderNumber})`,
    text: [
      'Hallo,',
      '',
      `für die Bestellung ${input.orderNumber} wurde diese E-Mail-Adresse als neue Adresse angegeben.`,
      'Erst wenn du sie bestätigst, senden wir alle Nachrichten zu dieser Bestellung hierher:',
      '',
      input.url,
      '',
      `Der Link gilt ${EMAIL_CHANGE_CONFIRM_HOURS} Stunden. Warst du das nicht? Dann ignoriere diese E-Mail – es ändert sich nichts.`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To the old address when a change is requested: nothing happens without the new address's confirmation. */
export function emailChangeRequestedMail(input: { email: string; orderNumber: string }): OutgoingMail {
  return {
    kind: 'email_change_requested',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Änderung deiner E-Mail-Adresse angefragt (${input.orderNumber})`,
    text: [
      'Hallo,',
      '',
      `für deine Bestellung ${input.orderNumber} wurde eine neue E-Mail-Adresse angegeben.`,
      'Sie gilt erst, wenn die neue Adresse bestätigt wird; dann schicken wir dir hierher einen Link, mit dem du die',
      `Änderung ${EMAIL_CHANGE_UNDO_DAYS} Tage lang rückgängig machen kannst.`,
      'Warst du das nicht? Dann antworte bitte sofort auf diese E-Mail.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To the old address once the new one confirmed: the way back, for EMAIL_CHANGE_UNDO_DAYS days. */
export function emailChangedMail(input: { email: string; orderNumber: string; undoUrl: string }): OutgoingMail {
  return {
    kind: 'email_changed',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Deine E-Mail-Adresse wurde geändert (${input.orderNumber})`,
    text: [
      'Hallo,',
      '',
      `die E-Mail-Adresse deiner Bestellung ${input.orderNumber} wurde geändert; frühere Statuslinks gelten nicht mehr.`,
      `Warst du das nicht? Mit diesem Link machst du die Änderung rückgängig (${EMAIL_CHANGE_UNDO_DAYS} Tage lang):`,
      '',
      input.undoUrl,
      '',
      'Danach gehen alle Nachrichten wieder an diese Adresse. Schreib uns bitte auch, wir sehen uns die Bestellung an.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To the address the order has (again) after a confirmation or an undo: its new status link. */
export function emailInEffectMail(input: { email: string; orderNumber: string; url: string }): OutgoingMail {
  return {
    kind: 'email_in_effect',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Diese E-Mail-Adresse gilt jetzt für deine Bestellung (${input.orderNumber})`,
    text: [
      'Hallo,',
      '',
      `ab jetzt senden wir alle Nachrichten zur Bestellung ${input.orderNumber} an diese Adresse.`,
      'Dein neuer Link zum Bestellstatus (frühere Links gelten nicht mehr):',
      '',
      input.url,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/**
 * To the order's address after a correction: which fields changed and, for the postal address, where
 * the KBA's answer now goes, so a change the customer did not make is noticed at once.
 */
export function personalDataChangedMail(input: {
  email: string;
  orderNumber: string;
  fieldLabels: string[];
  newAddress: string | null;
  at: Date;
  afterPosting: boolean;
}): OutgoingMail {
  return {
    kind: 'personal_data_corrected',
    orderNumber: input.orderNumber,
    to: input.email,
    subject: `Deine Angaben wurden geändert (${input.orderNumber})`,
    text: [
      'Hallo,',
      '',
      `am ${germanDateTime(input.at)} wurden diese Angaben deiner Bestellung ${input.orderNumber} geändert: ${input.fieldLabels.join(', ')}.`,
      ...(input.newAddress
        ? ['', 'Die Antwort des Kraftfahrt-Bundesamts geht jetzt an diese Anschrift:', input.newAddress]
        : []),
      '',
      input.afterPosting
        ? 'Wir versenden einen korrigierten Antrag mit diesen Angaben.'
        : 'Wir drucken deinen Antrag mit den neuen Angaben.',
      'Warst du das nicht? Dann antworte bitte sofort auf diese E-Mail.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
