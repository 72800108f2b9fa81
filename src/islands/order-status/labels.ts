// German words for what GET /api/orders/:orderNumber returns in English codes (the tables live in
// the domain's order-lifecycle.ts). Pure, so both islands (/status and /extended-wizard) show the same wording.
import { EXTRAS, planById, type ExtraId, type PlanId } from '../../domain/catalog';
import { germanDate } from '../../domain/dates';
import {
  ORDER_STATUS_LABELS,
  TIMELINE_EVENT_LABELS,
  isOrderStatus,
  isTimelineEvent,
} from '../../domain/order-lifecycle';

/** A status the page does not know yet (a newer Worker) still reads as something sensible. */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : 'In Bearbeitung';
}

export function eventLabel(event: string): string {
  return isTimelineEvent(event) ? TIMELINE_EVENT_LABELS[event] : 'Aktualisierung der Bestellung';
}

/** The package's name, e.g. 'Plus'. */
export function planName(plan: PlanId): string {
  try {
    return planById(plan).name;
  } catch {
    return plan;
  }
}

export function extraNames(extras: readonly ExtraId[]): string[] {
  return EXTRAS.filter((extra) => extras.includes(extra.id)).map((extra) => extra.name);
}

/** What happens next, in the customer's words, for each status. */
export function nextSteps(status: string, deadline: string | null): string[] {
  switch (status) {
    case 'awaiting_payment':
    case 'payment_processing':
      return [
        'Sobald deine Zahlung bestätigt ist, bereiten wir deinen Antrag vor. Du erhältst dann eine Bestätigung mit Rechnung per E-Mail.',
      ];
    case 'paid':
      return [
        deadline
          ? `Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn spätestens am ${germanDate(deadline)} an das Kraftfahrt-Bundesamt.`
          : 'Wir drucken deinen Antrag mit Unterschrift und Ausweiskopie und senden ihn an das Kraftfahrt-Bundesamt.',
        'Direkt nach dem Versand löschen wir deine Ausweiskopie und deine Unterschrift.',
        'Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen nach Eingang.',
      ];
    case 'submitted':
      return [
        'Dein Antrag ist auf dem Weg zum Kraftfahrt-Bundesamt. Deine Ausweiskopie und Unterschrift haben wir gelöscht.',
        'Das KBA antwortet dir per Post, in der Regel innerhalb von 5–14 Werktagen nach Eingang.',
      ];
    case 'closed':
      return ['Deine Bestellung ist abgeschlossen.'];
    case 'payment_failed':
    case 'expired':
      return [
        'Diese Bestellung wurde nicht bezahlt und wird nicht bearbeitet. Du kannst jederzeit eine neue Bestellung starten.',
      ];
    case 'superseded':
      return ['Diese Bestellung wurde durch eine neuere ersetzt. Bitte frage den Status der neueren Bestellung ab.'];
    case 'withdrawn':
      return ['Du hast den Vertrag widerrufen. Wir bearbeiten diese Bestellung nicht weiter.'];
    default:
      return ['Wir bearbeiten deine Bestellung. Bei Fragen hilft dir unser Support.'];
  }
}

/** Spec §1: after three weeks without an answer from the authority the customer should contact us. */
export const THREE_WEEKS_HINT =
  'Solltest du drei Wochen nach dem Versand noch keine Antwort vom KBA haben, melde dich bitte bei uns.';
