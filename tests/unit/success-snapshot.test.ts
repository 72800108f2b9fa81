import { describe, expect, it } from 'vitest';
import { fakeStorage } from './fake-storage';
import {
  CHECKOUT_SNAPSHOT_KEY,
  SUCCESS_SNAPSHOT_KEY,
  WIZARD_STATE_KEY,
  buildSuccessSnapshot,
  completeSuccessPage,
  parseStored,
} from '../../src/lib/success-snapshot';

const NOW = new Date('2026-03-06T10:15:00.000Z');

const checkout = {
  personalData: { firstName: 'Erika', email: ' erika@example.de ' },
  uploads: { frontUrl: 'x' },
  signature: 'data:image/png;base64,AAAA',
  pricing: { selectedPlan: 'basic', selectedBumps: ['duo', 'unknown'], totalPrice: 59.8 },
  language: 'de',
  orderNumber: 'PK-1-ABCDEF',
  timestamp: '2026-03-06T10:00:00.000Z',
};

describe('the storage key names', () => {
  it('are the agreed ones', () => {
    expect([WIZARD_STATE_KEY, CHECKOUT_SNAPSHOT_KEY, SUCCESS_SNAPSHOT_KEY]).toEqual([
      'wizard-state',
      'checkout-snapshot',
      'success-snapshot',
    ]);
  });
});

describe('parseStored', () => {
  it.each([
    [null, null],
    ['not json', null],
    ['{"a":1}', { a: 1 }],
  ])('%s', (raw, expected) => {
    expect(parseStored(raw)).toEqual(expected);
  });
});

describe('buildSuccessSnapshot', () => {
  it('takes plan, known extras, total and e-mail from the checkout snapshot', () => {
    expect(buildSuccessSnapshot(checkout, 'PK-1-ABCDEF', NOW)).toEqual({
      orderNumber: 'PK-1-ABCDEF',
      selectedPlan: 'basic',
      selectedBumps: ['duo'],
      totalPrice: 59.8,
      requiresSecondPerson: true,
      customerEmail: 'erika@example.de',
      timestamp: '2026-03-06T10:15:00.000Z',
    });
  });

  it('understands the flat shape the order wizard writes', () => {
    const flat = {
      selectedPlan: 'plus',
      selectedBumps: [],
      totalPrice: 49.9,
      requiresSecondPerson: true,
      customerEmail: 'max@example.de',
      language: 'de',
      orderNumber: 'PK-1-ABCDEF',
    };
    expect(buildSuccessSnapshot(flat, 'PK-1-ABCDEF', NOW)).toEqual({
      orderNumber: 'PK-1-ABCDEF',
      selectedPlan: 'plus',
      selectedBumps: [],
      totalPrice: 49.9,
      requiresSecondPerson: true,
      customerEmail: 'max@example.de',
      timestamp: NOW.toISOString(),
    });
  });

  it.each([
    ['plus', [], true],
    ['pro', [], true],
    ['basic', [], false],
    ['basic', ['express'], false],
    ['basic', ['duo'], true],
  ])('derives the second person for %s with %j', (selectedPlan, selectedBumps, expected) => {
    const snapshot = buildSuccessSnapshot({ pricing: { selectedPlan, selectedBumps } }, 'PM-1', NOW);
    expect(snapshot.requiresSecondPerson).toBe(expected);
  });

  it('prefers a flag the wizard stored itself', () => {
    expect(
      buildSuccessSnapshot({ requiresSecondPerson: false, pricing: { selectedPlan: 'pro' } }, 'PM-1', NOW)
        .requiresSecondPerson,
    ).toBe(false);
  });

  it.each([
    null,
    undefined,
    'text',
    42,
    [],
    {},
    { pricing: { selectedPlan: 'gold', selectedBumps: 'duo', totalPrice: '39,90' }, personalData: { email: '' } },
  ])('turns everything missing or malformed into null (%j)', (input) => {
    expect(buildSuccessSnapshot(input, 'PM-1', NOW)).toEqual({
      orderNumber: 'PM-1',
      selectedPlan: null,
      selectedBumps: null,
      totalPrice: null,
      requiresSecondPerson: null,
      customerEmail: null,
      timestamp: NOW.toISOString(),
    });
  });
});

describe('completeSuccessPage', () => {
  it('removes exactly the wizard state (in both storages) and the checkout snapshot, and stores the success snapshot', () => {
    const local = fakeStorage({ [WIZARD_STATE_KEY]: '{}', 'wizard-other': 'keep', 'cookie-preferences': 'keep' });
    const session = fakeStorage({
      [CHECKOUT_SNAPSHOT_KEY]: JSON.stringify(checkout),
      [WIZARD_STATE_KEY]: '{}',
      funnel_session_id: 'keep',
    });
    const snapshot = completeSuccessPage({ orderNumber: 'PK-1-ABCDEF', now: NOW, local, session });

    expect([...local.map.keys()].sort()).toEqual(['cookie-preferences', 'wizard-other']);
    expect([...session.map.keys()].sort()).toEqual(['funnel_session_id', SUCCESS_SNAPSHOT_KEY]);
    expect(JSON.parse(session.map.get(SUCCESS_SNAPSHOT_KEY)!)).toEqual(snapshot);
    expect(snapshot).toMatchObject({
      orderNumber: 'PK-1-ABCDEF',
      selectedPlan: 'basic',
      customerEmail: 'erika@example.de',
    });
  });

  it('writes a snapshot of nulls when there was no checkout snapshot', () => {
    const session = fakeStorage();
    const snapshot = completeSuccessPage({ orderNumber: 'PM-9', now: NOW, local: fakeStorage(), session });
    expect(snapshot).toMatchObject({ orderNumber: 'PM-9', selectedPlan: null, totalPrice: null, customerEmail: null });
    expect(session.map.has(SUCCESS_SNAPSHOT_KEY)).toBe(true);
  });

  it('keeps the first snapshot on a reload of the same order', () => {
    const session = fakeStorage({ [CHECKOUT_SNAPSHOT_KEY]: JSON.stringify(checkout) });
    const local = fakeStorage();
    const first = completeSuccessPage({ orderNumber: 'PK-1-ABCDEF', now: NOW, local, session });
    const again = completeSuccessPage({
      orderNumber: 'PK-1-ABCDEF',
      now: new Date(NOW.getTime() + 60_000),
      local,
      session,
    });
    expect(again).toEqual(first);
    expect(JSON.parse(session.map.get(SUCCESS_SNAPSHOT_KEY)!)).toEqual(first);
  });

  it('replaces the snapshot of another order', () => {
    const session = fakeStorage({ [SUCCESS_SNAPSHOT_KEY]: JSON.stringify({ orderNumber: 'PK-OLD' }) });
    const snapshot = completeSuccessPage({ orderNumber: 'PK-NEW', now: NOW, local: fakeStorage(), session });
    expect(snapshot.orderNumber).toBe('PK-NEW');
    expect(JSON.parse(session.map.get(SUCCESS_SNAPSHOT_KEY)!).orderNumber).toBe('PK-NEW');
  });
});
