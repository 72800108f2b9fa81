// The cron's watch for the operator: letters the print service has said nothing about past their day,
// a service that is not fully set up (what /api/health names), and the morning digest of the business day.
import { isBusinessDay } from '../../src/domain/business-days';
import { berlinIsoDate, berlinMinutesOf } from '../../src/domain/dates';
import type { Env } from '../env';
import { enqueueMail } from '../db/outbox';
import { alert, opsEmail } from '../services/operations/alerts';
import { lettersOverdue, unhealthy } from '../services/operations/alert-causes';
import { todaySummary } from '../services/back-office/day';
import { healthProblems } from '../services/operations/health';

/** Alerts when letters at the print service are past their expected posting day without news. */
export async function alertOverdueLetters(env: Env, now: Date): Promise<number> {
  const overdue = (await todaySummary(env, now)).letters.items.filter((l) => l.overdue).map((l) => l.orderNumber);
  if (overdue.length) await alert(env, lettersOverdue([...new Set(overdue)]), now);
  return overdue.length;
}

/** Alerts when /api/health would name a problem. */
export async function alertUnhealthy(env: Env, now: Date): Promise<number> {
  const problems = healthProblems(env);
  if (problems.length) await alert(env, unhealthy(problems), now);
  return problems.length;
}

/** The digest goes out on business days from this time (German time). */
const DIGEST_MINUTES = 7 * 60;

/**
 * The morning digest, once per business day from 07:00 German time: what is open, the day's due letters
 * and their cost. Order numbers and counts only.
 */
export async function sendMorningDigest(env: Env, now: Date): Promise<boolean> {
  const today = berlinIsoDate(now);
  if (!isBusinessDay(today) || berlinMinutesOf(now) < DIGEST_MINUTES) return false;
  const summary = await todaySummary(env, now);
  const letters = summary.letters.items;
  const lines = [
    `Guten Morgen, das steht heute (${today}) an:`,
    '',
    `Heute fällig oder überfällig: ${summary.due} Bestellung(en), davon überfällig: ${summary.overdue}.`,
    `Offene Widerrufe: ${summary.openWithdrawals + summary.unmatchedWithdrawals}. Zu prüfen: ${summary.attention}.`,
    `Unbeantwortete Nachrichten: ${summary.openMessages.length}.`,
    `Briefe seit Mitternacht: ${letters.filter((l) => berlinIsoDate(new Date(l.createdAt)) === today).length}, Kosten: ${summary.letters.cost}.`,
    ...(letters.some((l) => l.overdue || l.needsHand)
      ? [
          '',
          'Briefe, die eine Hand brauchen oder überfällig sind:',
          ...letters.filter((l) => l.overdue || l.needsHand).map((l) => `– ${l.orderNumber}`),
        ]
      : []),
    '',
    'Alles Weitere im Back Office unter „Heute“.',
  ];
  const result = await enqueueMail(
    env.DB,
    `digest:${today}`,
    {
      kind: 'ops_digest',
      to: opsEmail(env),
      subject: `[PunkteBrief] Morgenübersicht ${today}`,
      text: lines.join('\n'),
    },
    now.toISOString(),
  ).run();
  return (result.meta.changes ?? 0) === 1;
}
