// Alerts to the operator: a mail at once to OPS_EMAIL (else SUPPORT_EMAIL) when something needs a person,
// at most once per cause in 6 hours. An alert names order numbers and causes, never personal data; the
// back office has the rest. German, like the back office.
import type { Env } from '../../env';
import { alertMailIfClaimed, claimAlert } from '../../db/ops-alerts';

/** How long one cause stays quiet after it alerted. */
const ALERT_QUIET_HOURS = 6;

export interface AlertCause {
  /** What deduplicates: e.g. 'job_gave_up:refund' (all refunds that give up) or 'letter_overdue:<letter id>'. */
  key: string;
  subject: string;
  /** What happened and what to do; order numbers and causes only. */
  lines: string[];
  orderNumber?: string;
}

/** Where the operator's alerts go. */
export function opsEmail(env: Env): string {
  return env.OPS_EMAIL || env.SUPPORT_EMAIL;
}

/** The statements that send `cause`'s alert, unless it alerted in the last 6 hours; batch them with the cause. */
export function alertStatements(env: Env, cause: AlertCause, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const since = new Date(now.getTime() - ALERT_QUIET_HOURS * 3600_000).toISOString();
  return [
    claimAlert(env.DB, cause.key, at, since),
    ...alertMailIfClaimed(
      env.DB,
      `alert:${cause.key}:${at}`,
      {
        kind: 'ops_alert',
        to: opsEmail(env),
        subject: `[PunkteBrief] ${cause.subject}`,
        text: [
          ...cause.lines,
          '',
          `Weitere Meldungen derselben Ursache in den nächsten ${ALERT_QUIET_HOURS} Stunden stehen im Back Office und in der Morgenübersicht.`,
        ].join('\n'),
        ...(cause.orderNumber ? { orderNumber: cause.orderNumber } : {}),
      },
      cause.key,
      at,
    ),
  ];
}

/** Sends `cause`'s alert on its own (where there is no batch to join). */
export async function alert(env: Env, cause: AlertCause, now: Date): Promise<void> {
  await env.DB.batch(alertStatements(env, cause, now));
}
