// The back office in German words: every code the admin API returns (field keys, statuses, mail
// states, audit actions, document kinds) is shown through these tables, never as it comes. Statuses and
// timeline events come from the domain (order-lifecycle.ts via ../order-status/labels), the customer's
// field labels from the wizard's step 1, so the operator reads what the customer filled in.
import { PLANS, type PlanId } from '../../domain/catalog';
import { germanDate } from '../../domain/dates';
import { isOrderStatus } from '../../domain/order-lifecycle';
import type { PersonalField } from '../../domain/wizard-state';
import { planName, statusLabel } from '../order-status/labels';
import { FIELD_LABELS } from '../order-wizard/personal-fields';

export { eventLabel, statusLabel } from '../order-status/labels';

const isPlanId = (value: string): value is PlanId => PLANS.some((plan) => plan.id === value);

/**
 * A timeline entry's detail in words: the Worker writes some as codes ('pro; 79,90 €' at creation,
 * the deadline as 'YYYY-MM-DD', the status a late payment found), the rest is already German text.
 */
export function timelineDetail(event: string, detail: string | null): string | null {
  if (!detail) return null;
  if (event === 'dispatch_deadline') return germanDate(detail);
  if (event === 'late_payment' && isOrderStatus(detail)) return `Bestellung war: ${statusLabel(detail)}`;
  return detail
    .split('; ')
    .map((part) => (isPlanId(part) ? planName(part) : isOrderStatus(part) ? statusLabel(part) : part))
    .join(' · ');
}

/** The customer's fields in the order the wizard asks for them. */
export const PERSONAL_FIELD_ORDER = Object.keys(FIELD_LABELS) as PersonalField[];

/** A field's label as the wizard shows it; an unknown key is named as such, never shown raw. */
export function fieldLabel(key: string): string {
  return key in FIELD_LABELS ? FIELD_LABELS[key as PersonalField].label : 'Weitere Angabe';
}

/** The second person's data has the same fields (birth date as YYYY-MM-DD) and a free text. */
export const PARTNER_ADDITIONAL_INFO_LABEL = 'Zusätzliche Informationen';

/** A birth date as Germans write it, whichever form it was stored in. */
export function fieldValue(key: string, value: string): string {
  return key === 'birthDate' ? germanDate(value) : value;
}

/** The language of the KBA's answer. */
const LANGUAGE_LABELS: Record<string, string> = { de: 'Deutsch', en: 'Englisch' };
export const languageLabel = (code: string) => LANGUAGE_LABELS[code] ?? 'Andere Sprache';

/** A mail's state in the outbox. */
const MAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'wartet auf Versand',
  sent: 'gesendet',
  failed: 'fehlgeschlagen',
};
export const mailStatusLabel = (status: string) => MAIL_STATUS_LABELS[status] ?? 'unbekannt';

/** What kind of mail it is (outbox kinds). */
const MAIL_KIND_LABELS: Record<string, string> = {
  contact_to_support: 'Kontaktanfrage an den Support',
  ops_alert: 'Meldung an den Betrieb',
  ops_digest: 'Morgenübersicht an den Betrieb',
  contact_receipt: 'Eingangsbestätigung einer Kontaktanfrage',
  contact_answer: 'Antwort auf Kontaktanfrage',
  order_confirmation: 'Bestellbestätigung mit Rechnung',
  partner_link: 'Link für die zweite Person',
  withdrawal_receipt: 'Eingangsbestätigung Widerruf (ohne passende Bestellung)',
  withdrawal_confirmation: 'Bestätigung des Widerrufs',
  withdrawal_answer: 'Antwort auf Widerruf',
  application_posted: 'Antrag versendet',
  letter_undeliverable: 'Brief kam als unzustellbar zurück',
  three_weeks: 'Nachfrage nach drei Wochen',
  yearly_reminder: 'Jahreserinnerung',
  late_payment_to_support: 'Späte Zahlung an den Support',
  amount_mismatch_to_support: 'Falscher Zahlbetrag an den Support',
  refund_failed_to_support: 'Erstattung fehlgeschlagen an den Support',
  sms_paid: 'SMS: Zahlung erhalten',
  sms_posted: 'SMS: Antrag versendet',
  sms_problem: 'SMS: Problem mit dem Brief',
  name_proof_rejected: 'Namensnachweis abgelehnt',
};
export const mailKindLabel = (kind: string) => MAIL_KIND_LABELS[kind] ?? 'E-Mail';

/** The second person's state in the queue and the order. */
export const SECOND_PERSON_LABELS: Record<string, string> = {
  none: 'keine',
  due: 'Daten fehlen noch',
  data: 'Ausweis und Unterschrift fehlen noch',
  complete: 'vollständig',
};

/** The uploaded documents. */
const DOCUMENT_LABELS: Record<string, string> = {
  front: 'Ausweis Vorderseite',
  back: 'Ausweis Rückseite',
  signature: 'Unterschrift',
  'partner-front': '2. Person: Ausweis Vorderseite',
  'partner-back': '2. Person: Ausweis Rückseite',
  'partner-signature': '2. Person: Unterschrift',
  'name-proof': 'Nachweis der Namensänderung',
};
export const documentLabel = (kind: string) => DOCUMENT_LABELS[kind] ?? 'Dokument';

/** The audit log's actions. */
const AUDIT_ACTION_LABELS: Record<string, string> = {
  login: 'Anmeldung',
  login_failed: 'Anmeldung fehlgeschlagen',
  login_locked: 'Anmeldung gesperrt (zu viele Fehlversuche)',
  login_rate_limited: 'Anmeldung abgewiesen (zu viele Versuche von dieser Adresse)',
  logout: 'Abmeldung',
  logout_all: 'Überall abgemeldet',
  password_changed: 'Passwort geändert',
  operator_disabled: 'Zugang deaktiviert',
  password_change_failed: 'Passwortänderung fehlgeschlagen',
  document_read: 'Dokument angesehen',
  application_generated: 'Antrag erzeugt',
  daily_batch_generated: 'Tagesstapel gedruckt',
  marked_submitted: 'Als versendet markiert',
  withdrawal_answered: 'Widerruf beantwortet',
  contact_answered: 'Kontaktanfrage beantwortet',
  mail_resend: 'E-Mail erneut gesendet',
  name_proof_confirmed: 'Namensnachweis bestätigt',
  name_proof_rejected: 'Namensnachweis abgelehnt',
  documents_rotate: 'Dokumentenschlüssel: neu verschlüsselt',
  documents_rotate_dry_run: 'Dokumentenschlüssel: Probelauf',
};
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? 'Sonstige Aktion';

/** Audit details that are codes (document kinds, who an application is for, login details). */
const AUDIT_DETAIL_LABELS: Record<string, string> = {
  ...DOCUMENT_LABELS,
  main: 'Antrag',
  partner: 'Antrag 2. Person',
  'main (Vorschau)': 'Antrag (Vorschau)',
  'partner (Vorschau)': 'Antrag 2. Person (Vorschau)',
  'unknown e-mail': 'unbekannte E-Mail-Adresse',
  disabled: 'Zugang deaktiviert',
  code: 'falscher Code',
  'code used before': 'Code bereits verwendet',
  cancelled: 'storniert',
  lapsed: 'Widerrufsrecht erloschen',
  second_person_cancelled: 'Antrag der zweiten Person storniert',
};
export const auditDetailLabel = (detail: string | null) => (detail ? (AUDIT_DETAIL_LABELS[detail] ?? detail) : '');

/** The queue's work lists, as the filter and the start page name them. */
export const QUEUE_FILTER_LABELS: Record<string, string> = {
  open: 'Zu versenden (alle offenen)',
  due: 'Heute fällig',
  overdue: 'Überfällig',
  withdrawals: 'Offene Widerrufe',
  attention: 'Prüfen',
  submitted: 'Versendet',
  all: 'Alle Bestellungen',
};

/** How a letter leaves: the print service's API, or the operator's printer. */
export const LETTER_CHANNEL_LABELS: Record<string, string> = {
  pingen: 'Druckerei (Pingen)',
  manual: 'Von Hand gedruckt',
};

/** Where a letter is on its way. */
export const LETTER_STATE_LABELS: Record<string, string> = {
  stored: 'Gespeichert, wartet auf Druck',
  handed_over: 'An die Druckerei übergeben',
  sent: 'Bei der Post eingeliefert',
  undeliverable: 'Unzustellbar zurück',
  rejected: 'Von der Druckerei abgelehnt',
  issue: 'Problem bei der Druckerei',
  failed: 'Übergabe fehlgeschlagen',
};

/** The print service's delivery product in words. */
export const DELIVERY_PRODUCT_LABELS: Record<string, string> = { cheap: 'Standardbrief', fast: 'Schneller Brief' };
