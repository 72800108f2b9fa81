import { describe, expect, it } from 'vitest';
import { berlinInstant } from '../../src/domain/dates';
import {
  durationText,
  isSupportOpen,
  nextSupportOpening,
  SUPPORT_HOURS_ROWS,
  SUPPORT_HOURS_SHORT_TEXT,
  SUPPORT_HOURS_TEXT,
  supportReplyDeadline,
  timeLeftText,
} from '../../src/domain/support';

// November 2026 is winter time (UTC+1), October 3rd still summer time (UTC+2).
// [label, received at (UTC), standard deadline (UTC), priority deadline (UTC)]
const DEADLINES: [string, string, string, string][] = [
  // Inside the hours: 24 h on the clock; 6 h fit into the day.
  ['Wednesday 10:00', '2026-11-25T09:00:00Z', '2026-11-26T09:00:00Z', '2026-11-25T15:00:00Z'],
  // 6 service hours end exactly at closing time: that day, not the next opening.
  ['Friday 12:00', '2026-11-27T11:00:00Z', '2026-11-28T11:00:00Z', '2026-11-27T17:00:00Z'],
  // 1 service hour on Friday, 5 on Saturday from 10:00; the standard deadline is Saturday 17:00.
  ['Friday 17:00', '2026-11-27T16:00:00Z', '2026-11-28T16:00:00Z', '2026-11-28T14:00:00Z'],
  // At closing time the clock starts at the next opening: 14 hours of Saturday, Sunday not, 10 of Monday.
  ['Friday 18:00', '2026-11-27T17:00:00Z', '2026-11-30T09:00:00Z', '2026-11-28T15:00:00Z'],
  // 1 service hour on Saturday, 5 on Monday from 9:00; standard: 9 hours of Saturday, 15 of Monday.
  ['Saturday 15:00', '2026-11-28T14:00:00Z', '2026-11-30T14:00:00Z', '2026-11-30T13:00:00Z'],
  // Sunday is closed: from Monday 9:00.
  ['Sunday 11:00', '2026-11-29T10:00:00Z', '2026-12-01T08:00:00Z', '2026-11-30T14:00:00Z'],
  ['Monday 08:00', '2026-11-30T07:00:00Z', '2026-12-01T08:00:00Z', '2026-11-30T14:00:00Z'],
  // Christmas: Friday 25 and Saturday 26 December are holidays, then Sunday: from Monday 28th 9:00.
  ['1. Weihnachtstag 10:00', '2026-12-25T09:00:00Z', '2026-12-29T08:00:00Z', '2026-12-28T14:00:00Z'],
  // Tag der Deutschen Einheit on a Saturday (summer time): closed until Monday 9:00 CEST.
  ['3 October (Saturday) 12:00', '2026-10-03T10:00:00Z', '2026-10-06T07:00:00Z', '2026-10-05T13:00:00Z'],
  // Before Christmas: 7 h 43 of the 24th count, the 25th, 26th (holidays) and 27th (Sunday) do not.
  ['24 December 16:17', '2026-12-24T15:17:00Z', '2026-12-28T15:17:00Z', '2026-12-28T12:17:00Z'],
];

describe('supportReplyDeadline', () => {
  it.each(DEADLINES)('%s', (_, receivedAt, standard, priority) => {
    expect(supportReplyDeadline(new Date(receivedAt), 'standard').toISOString()).toBe(new Date(standard).toISOString());
    expect(supportReplyDeadline(new Date(receivedAt), 'priority').toISOString()).toBe(new Date(priority).toISOString());
  });

  it('never gives priority a later deadline than standard, and standard never less than 24 hours', () => {
    // Every 5 hours (so every hour of the day comes round) through 2026, holidays and time changes included.
    for (let hour = 0; hour < 24 * 365; hour += 5) {
      const at = new Date(Date.UTC(2026, 0, 1, hour, 17));
      const standard = supportReplyDeadline(at, 'standard').getTime();
      expect(supportReplyDeadline(at, 'priority').getTime()).toBeLessThanOrEqual(standard);
      expect(standard - at.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
    }
  });
});

describe('service hours', () => {
  it.each([
    ['Monday 9:00 (opening)', '2026-11-30T08:00:00Z', true],
    ['Monday 17:59', '2026-11-30T16:59:00Z', true],
    ['Monday 18:00 (closing)', '2026-11-30T17:00:00Z', false],
    ['Saturday 15:59', '2026-11-28T14:59:00Z', true],
    ['Saturday 16:00', '2026-11-28T15:00:00Z', false],
    ['Sunday noon', '2026-11-29T11:00:00Z', false],
    ['Karfreitag noon', '2026-04-03T10:00:00Z', false],
  ])('%s: open %s', (_, at, open) => {
    expect(isSupportOpen(new Date(at))).toBe(open);
  });

  it('finds the next opening across a weekend', () => {
    expect(nextSupportOpening(new Date('2026-11-28T16:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('names the hours in one text for the pages', () => {
    expect(SUPPORT_HOURS_TEXT).toBe(
      'Montag–Freitag 9–18 Uhr, Samstag 10–16 Uhr, Sonntag und Feiertage in NRW geschlossen',
    );
    expect(SUPPORT_HOURS_SHORT_TEXT).toBe('Mo–Fr 9–18 Uhr, Sa 10–16 Uhr');
    expect(SUPPORT_HOURS_ROWS).toEqual([
      { days: 'Montag–Freitag', hours: '9–18 Uhr' },
      { days: 'Samstag', hours: '10–16 Uhr' },
      { days: 'Sonntag und Feiertage in NRW', hours: 'geschlossen' },
    ]);
  });
});

describe('time left', () => {
  const now = new Date('2026-11-30T10:00:00Z');
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it.each([
    [200, 'noch 3 Std. 20 Min.'],
    [120, 'noch 2 Std.'],
    [45, 'noch 45 Min.'],
    [0.5, 'noch weniger als 1 Min.'],
    [0, 'überfällig seit weniger als 1 Min.'],
    [-65, 'überfällig seit 1 Std. 5 Min.'],
    [-26 * 60, 'überfällig seit 26 Std.'],
  ])('%s minutes → %s', (minutes, text) => {
    expect(timeLeftText(later(minutes), now)).toBe(text);
  });

  it('rounds down to whole minutes', () => {
    expect(durationText(59_999)).toBe('weniger als 1 Min.');
    expect(durationText(3600_000 + 119_999)).toBe('1 Std. 1 Min.');
  });
});

describe('berlinInstant', () => {
  it.each([
    ['winter time', { year: 2026, month: 3, day: 2 }, 9 * 60, '2026-03-02T08:00:00.000Z'],
    ['summer time', { year: 2026, month: 6, day: 1 }, 9 * 60, '2026-06-01T07:00:00.000Z'],
    ['the day summer time begins, morning', { year: 2026, month: 3, day: 29 }, 9 * 60, '2026-03-29T07:00:00.000Z'],
    ['the day summer time begins, 1:00', { year: 2026, month: 3, day: 29 }, 60, '2026-03-29T00:00:00.000Z'],
    ['the day summer time ends, morning', { year: 2026, month: 10, day: 25 }, 9 * 60, '2026-10-25T08:00:00.000Z'],
    ['New Year midnight', { year: 2037, month: 1, day: 1 }, 0, '2036-12-31T23:00:00.000Z'],
  ])('%s', (_, date, minutes, utc) => {
    expect(berlinInstant(date, minutes).toISOString()).toBe(utc);
  });
});
