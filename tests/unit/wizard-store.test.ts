// The wizard store's persistence (src/stores/wizard.ts): idle expiry with a fixed clock, and the
// move to sessionStorage once the order exists. Runs in Node with Map-backed storages.
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { fakeStorage } from './fake-storage';
import { INITIAL_STATE, type WizardState } from '../../src/domain/wizard-state';
import { LANDING_EMAIL_KEY, WIZARD_STATE_KEY } from '../../src/lib/storage-keys';
import {
  $wizard,
  WIZARD_IDLE_MS,
  decodeStoredWizard,
  encodeStoredWizard,
  loadWizard,
  persistWizard,
  setStep,
  update,
} from '../../src/stores/wizard';
import type { KeyValueStorage } from '../../src/lib/safe-storage';

const T0 = Date.parse('2026-03-06T10:00:00.000Z');
const HOUR = 3600 * 1000;

const filled: WizardState = {
  ...INITIAL_STATE,
  step: 3,
  personalData: { ...INITIAL_STATE.personalData, firstName: 'Erika', lastName: 'Mustermann' },
  signature: { dataUrl: 'data:image/png;base64,AAAA' },
};

/** A settable clock. */
function clock(start = T0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('idle expiry', () => {
  it('keeps a state changed up to 24 h ago and discards an older one on load', () => {
    const raw = encodeStoredWizard(filled, T0);
    expect(decodeStoredWizard(raw, T0 + WIZARD_IDLE_MS)?.personalData.firstName).toBe('Erika');
    expect(decodeStoredWizard(raw, T0 + WIZARD_IDLE_MS + 1)).toBeNull();
    expect(WIZARD_IDLE_MS).toBe(24 * HOUR);
  });

  it('treats a state without a time stamp (the old format), a stamp from the far future and garbage as gone', () => {
    expect(decodeStoredWizard(JSON.stringify(filled), T0)).toBeNull();
    expect(decodeStoredWizard(encodeStoredWizard(filled, T0 + 3 * WIZARD_IDLE_MS), T0)).toBeNull();
    expect(decodeStoredWizard('{not json', T0)).toBeNull();
    expect(decodeStoredWizard(null, T0)).toBeNull();
  });

  it('counts from the last change, not from the first: every change renews the stamp', () => {
    const local = fakeStorage();
    const time = clock();
    const store = atom<WizardState>(INITIAL_STATE);
    persistWizard(store, { local, session: fakeStorage() }, time.now);
    store.set(filled);
    time.advance(20 * HOUR);
    store.set({ ...filled, step: 2 });
    time.advance(20 * HOUR); // 40 h after the first change, 20 h after the last
    const reloaded = atom<WizardState>(INITIAL_STATE);
    persistWizard(reloaded, { local, session: fakeStorage() }, time.now);
    expect(reloaded.get()).toMatchObject({ step: 2, personalData: { firstName: 'Erika' } });
  });

  it('a wizard abandoned for more than 24 h starts empty and leaves nothing in localStorage', () => {
    const local = fakeStorage({ [WIZARD_STATE_KEY]: encodeStoredWizard(filled, T0) });
    const store = atom<WizardState>(filled);
    persistWizard(store, { local, session: fakeStorage() }, () => T0 + 25 * HOUR);
    expect(store.get()).toEqual(INITIAL_STATE);
    expect(local.map.has(WIZARD_STATE_KEY)).toBe(false);
  });

  it('marks uploads that were on their way as interrupted: the reloaded page has not got their files', () => {
    const uploading = { ...filled, pendingUploads: { back: { name: 'rueckseite.jpg' } } };
    const state = decodeStoredWizard(encodeStoredWizard(uploading, T0), T0)!;
    expect(state.pendingUploads).toEqual({ back: { name: 'rueckseite.jpg', interrupted: true } });
    // Everything else entered is kept.
    expect(state.signature).toEqual(filled.signature);
    expect(state.personalData.lastName).toBe('Mustermann');
    expect(decodeStoredWizard(encodeStoredWizard(filled, T0), T0)!.pendingUploads).toEqual({});
  });

  it('fills fields a stored state lacks from the initial state and accepts only steps 1–3', () => {
    const raw = JSON.stringify({ savedAt: T0, state: { step: 7, personalData: { firstName: 'Erika' } } });
    const state = decodeStoredWizard(raw, T0)!;
    expect(state.step).toBe(1);
    expect(state.personalData).toEqual({ ...INITIAL_STATE.personalData, firstName: 'Erika' });
    expect(state.confirmations).toEqual(INITIAL_STATE.confirmations);
  });
});

describe('the move to sessionStorage once the order exists', () => {
  it('writes to localStorage before the order, then only to the tab’s sessionStorage', () => {
    const local = fakeStorage({ [LANDING_EMAIL_KEY]: 'erika@example.de' });
    const session = fakeStorage();
    const time = clock();
    const store = atom<WizardState>(INITIAL_STATE);
    const persistence = persistWizard(store, { local, session }, time.now);
    store.set(filled);
    expect(persistence.place()).toBe('local');
    expect(JSON.parse(local.map.get(WIZARD_STATE_KEY)!)).toEqual({ savedAt: T0, state: filled });
    expect(session.map.has(WIZARD_STATE_KEY)).toBe(false);

    time.advance(HOUR);
    persistence.orderCreated();
    expect(persistence.place()).toBe('session');
    expect(local.map.has(WIZARD_STATE_KEY)).toBe(false);
    expect(local.map.has(LANDING_EMAIL_KEY)).toBe(false);
    expect(JSON.parse(session.map.get(WIZARD_STATE_KEY)!)).toEqual({ savedAt: T0 + HOUR, state: filled });

    store.set({ ...filled, step: 2 });
    expect(local.map.has(WIZARD_STATE_KEY)).toBe(false);
    expect(JSON.parse(session.map.get(WIZARD_STATE_KEY)!).state.step).toBe(2);
  });

  it('a cancelled payment returns to the filled wizard in the same tab and keeps writing there', () => {
    const local = fakeStorage();
    const session = fakeStorage({ [WIZARD_STATE_KEY]: encodeStoredWizard(filled, T0) });
    const store = atom<WizardState>(INITIAL_STATE);
    const persistence = persistWizard(store, { local, session }, () => T0 + HOUR);
    expect(store.get()).toEqual(filled);
    expect(persistence.place()).toBe('session');
    store.set({ ...filled, step: 2 });
    expect(local.map.size).toBe(0);
    expect(JSON.parse(session.map.get(WIZARD_STATE_KEY)!).state.step).toBe(2);
  });

  it('a closed tab leaves nothing: a new tab (empty sessionStorage) starts with an empty wizard', () => {
    const local = fakeStorage();
    const session = fakeStorage({ [WIZARD_STATE_KEY]: encodeStoredWizard(filled, T0) });
    const store = atom<WizardState>(INITIAL_STATE);
    persistWizard(store, { local, session }, () => T0).orderCreated();
    expect(local.map.size).toBe(0);
    expect(loadWizard({ local, session: fakeStorage() }, T0)).toEqual({ state: INITIAL_STATE, place: 'local' });
  });

  it('the tab’s copy wins over an older localStorage copy, which is removed', () => {
    const local = fakeStorage({ [WIZARD_STATE_KEY]: encodeStoredWizard(INITIAL_STATE, T0) });
    const session = fakeStorage({ [WIZARD_STATE_KEY]: encodeStoredWizard(filled, T0) });
    expect(loadWizard({ local, session }, T0)).toEqual({ state: filled, place: 'session' });
    expect(local.map.has(WIZARD_STATE_KEY)).toBe(false);
  });

  it('an expired tab copy is removed and does not stop a fresh start', () => {
    const session = fakeStorage({ [WIZARD_STATE_KEY]: encodeStoredWizard(filled, T0) });
    expect(loadWizard({ local: fakeStorage(), session }, T0 + 2 * WIZARD_IDLE_MS).state).toEqual(INITIAL_STATE);
    expect(session.map.has(WIZARD_STATE_KEY)).toBe(false);
  });

  it('blocked storage does not break the wizard', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = atom<WizardState>(INITIAL_STATE);
    const persistence = persistWizard(store, { local: blocked, session: blocked }, () => T0);
    store.set(filled);
    persistence.orderCreated();
    expect(store.get()).toEqual(filled);
  });
});

describe('a change that changes nothing', () => {
  it('is dropped: the wizard opening at the step it is on neither draws nor stores again', () => {
    $wizard.set({ ...INITIAL_STATE, step: 2 });
    const heard: WizardState[] = [];
    const stop = $wizard.listen((state) => void heard.push(state));
    setStep(2);
    update({ plan: INITIAL_STATE.plan, extras: $wizard.get().extras });
    expect(heard).toEqual([]);

    setStep(3);
    update({ plan: 'basic' });
    expect(heard.map((state) => [state.step, state.plan])).toEqual([
      [3, INITIAL_STATE.plan],
      [3, 'basic'],
    ]);
    stop();
  });
});
