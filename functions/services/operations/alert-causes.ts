// What the operator is alerted about, in one place: each cause's key (what deduplicates), subject and
// what to do. Order numbers and causes only, never personal data.
import type { AlertCause } from './alerts';

/** What each job does, for the operator. */
const JOB_WORDS: Record<string, string> = {
  after_paid: 'Rechnung, Bestätigung und Bestell-Webhook nach der Zahlung',
  after_addon_paid: 'Rechnung und Bestätigung der nachgebuchten zweiten Person',
  dispatch_letter: 'Übergabe des Briefs an die Druckerei',
  delete_documents: 'Löschen der Ausweiskopien und Unterschriften',
  refund: 'Erstattung',
  expire_checkout: 'Schließen einer offenen Zahlungsseite',
};

export function jobGaveUp(kind: string, orderNumber: string, error: string): AlertCause {
  return {
    key: `job_gave_up:${kind}`,
    subject: `Schritt aufgegeben: ${JOB_WORDS[kind] ?? kind} (${orderNumber})`,
    orderNumber,
    lines: [
      `Für die Bestellung ${orderNumber} ist „${JOB_WORDS[kind] ?? kind}“ nach dem letzten Versuch aufgegeben worden.`,
      `Letzter Fehler: ${error.slice(0, 200)}`,
      kind === 'dispatch_letter'
        ? 'Der Brief steht im Back Office unter „Prüfen“: bitte von Hand drucken und versenden.'
        : 'Bitte im Back Office unter der Bestellung prüfen und den Schritt von Hand erledigen.',
    ],
  };
}

export function outboxGaveUp(kind: string, channel: 'mail' | 'sms', orderNumber: string | null): AlertCause {
  const what = channel === 'sms' ? 'SMS' : 'E-Mail';
  return {
    key: `outbox_gave_up:${channel}`,
    subject: `${what} nicht zustellbar: ${kind}${orderNumber ? ` (${orderNumber})` : ''}`,
    ...(orderNumber ? { orderNumber } : {}),
    lines: [
      `Eine ${what} (${kind})${orderNumber ? ` zur Bestellung ${orderNumber}` : ''} ging auch nach dem letzten Versuch nicht hinaus.`,
      'Im Back Office unter „Postausgang“ steht der Fehler; dort lässt sie sich erneut senden, sobald der Anbieter wieder erreichbar ist.',
    ],
  };
}

export function letterTrouble(
  kind: 'rejected' | 'undeliverable' | 'issue',
  orderNumber: string,
  reason: string,
): AlertCause {
  const words = {
    rejected: 'Die Druckerei hat den Brief abgelehnt',
    undeliverable: 'Der Brief kam als unzustellbar zurück',
    issue: 'Die Druckerei meldet ein Problem mit dem Brief',
  }[kind];
  return {
    key: `letter_${kind}`,
    subject: `${words} (${orderNumber})`,
    orderNumber,
    lines: [
      `${words}: Bestellung ${orderNumber}.`,
      `Angabe der Druckerei: ${reason.slice(0, 200)}`,
      'Der Brief steht im Back Office unter „Prüfen“: bitte von Hand drucken und versenden.',
    ],
  };
}

export function lettersOverdue(orderNumbers: readonly string[]): AlertCause {
  return {
    key: 'letters_overdue',
    subject: `Keine Nachricht der Druckerei: ${orderNumbers.length} Brief(e) überfällig`,
    lines: [
      'Für diese Briefe hat die Druckerei nach dem erwarteten Einlieferungstag nicht gemeldet, dass sie bei der Post sind:',
      ...orderNumbers.slice(0, 20).map((n) => `– ${n}`),
      ...(orderNumbers.length > 20 ? [`… und ${orderNumbers.length - 20} weitere (Back Office, „Heute“).`] : []),
      'Bitte bei der Druckerei nachfragen oder die Briefe von Hand versenden.',
    ],
  };
}

export function unhealthy(problems: readonly string[]): AlertCause {
  return {
    key: 'health_unhealthy',
    subject: 'Der Dienst ist nicht vollständig eingerichtet (/api/health)',
    lines: [
      '/api/health nennt diese Einstellungen (nur Namen, nie Werte):',
      ...problems.map((p) => `– ${p}`),
      'Bitte die Einstellungen setzen (README „Configuration“, docs/operations.md).',
    ],
  };
}

export function cronStepFailed(step: string, errorName: string): AlertCause {
  return {
    key: `cron_step_failed:${step}`,
    subject: `Geplanter Lauf: Schritt „${step}“ fehlgeschlagen`,
    lines: [
      `Der Schritt „${step}“ des geplanten Laufs ist fehlgeschlagen (${errorName}); die anderen Schritte liefen weiter.`,
      'Er läuft alle 2 Minuten erneut. Hält der Fehler an, bitte die Logs des Workers ansehen (docs/operations.md).',
    ],
  };
}

export function documentsGone(orderNumber: string): AlertCause {
  return {
    key: 'documents_missing',
    subject: `Datei bereits gelöscht: ${orderNumber}`,
    orderNumber,
    lines: [
      `Für die Bestellung ${orderNumber} fehlt ein Dokument im Speicher, das der Brief braucht (Ausweiskopie, Unterschrift oder die Brief-Datei).`,
      'Meist nach dem Zurücksetzen der Datenbank auf einen früheren Stand: der Brief ist womöglich schon versendet und die Kopien gelöscht.',
      'Bitte bei der Druckerei oder im Postausgang prüfen und die Bestellung im Back Office klären (docs/operations.md, „Restore“).',
    ],
  };
}
