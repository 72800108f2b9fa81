// The wizard's analytics events (src/lib/wizard-analytics.ts) as a recorder receives them: step 1's
// view once per browser session, a start only on step 1, the completion time, no personal data.
import { describe, expect, it } from 'vitest';
import { INITIAL_STATE } from '../../src/domain/wizard-state';
import { safeStorage, type KeyValueStorage } from '../../src/lib/safe-storage';
import { WIZARD_STEP_ONE_VIEWED_KEY } from '../../src/lib/storage-keys';
import { createWizardAnalytics } from '../../src/lib/wizard-analytics';

function fakeStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function recorder() {
  const sent: { event: string; params?: Record<string, unknown> }[] = [];
  return {
    sent,
    names: () => sent.map((e) => e.event),
    send: (event: string, params?: Record<string, string | number | boolean>) =>
      void sent.push(params ? { event, params } : { event }),
  };
}

describe('createWizardAnalytics', () => {
  it('a start on step 1: app_start and the step-1 view, which a second wizard in the same session does not repeat', () => {
    const session = fakeStorage();
    const first = recorder();
    createWizardAnalytics({ send: first.send, session: safeStorage(() => session) }).opened(1);
    expect(first.names()).toEqual(['app_start', 'wizard_step_1_view']);
    expect(session.map.get(WIZARD_STEP_ONE_VIEWED_KEY)).toBe('1');

    const reload = recorder();
    const analytics = createWizardAnalytics({ send: reload.send, session: safeStorage(() => session) });
    analytics.opened(1);
    analytics.movedTo(2);
    analytics.movedTo(1);
    expect(reload.names()).toEqual(['app_start', 'wizard_step_2', 'wizard_step_2_view']);
  });

  it('a visit that resumes at step 2 is no new start', () => {
    const events = recorder();
    createWizardAnalytics({ send: events.send, session: safeStorage(fakeStorage) }).opened(2);
    expect(events.names()).toEqual(['wizard_step_2_view']);
  });

  it('with storage blocked, step 1 is counted once per page view instead of never', () => {
    const events = recorder();
    const blocked = safeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const analytics = createWizardAnalytics({ send: events.send, session: blocked });
    expect(() => analytics.stepShown(1)).not.toThrow();
    analytics.stepShown(1);
    expect(events.names()).toEqual(['wizard_step_1_view', 'wizard_step_1_view']);
  });

  it('form_start once, on the first non-blank value', () => {
    const events = recorder();
    const analytics = createWizardAnalytics({ send: events.send, session: safeStorage(fakeStorage) });
    analytics.fieldTyped('  ');
    expect(events.names()).toEqual([]);
    analytics.fieldTyped('E');
    analytics.fieldTyped('Er');
    expect(events.names()).toEqual(['form_start']);
  });

  it("step 1's completion: masked e-mail, what was valid, and the seconds since step 1 was last shown", () => {
    let now = 1_000_000;
    const events = recorder();
    const analytics = createWizardAnalytics({
      send: events.send,
      session: safeStorage(fakeStorage),
      now: () => now,
    });
    analytics.opened(1);
    now += 42_400;
    const values = {
      ...INITIAL_STATE.personalData,
      email: 'erika@example.de',
      postalCode: '50667',
      birthDate: '12.08.1964',
    };
    analytics.stepOneCompleted(values, { postalCodes: new Set(['50667']), today: new Date('2026-03-06') });
    expect(events.sent.slice(-2)).toEqual([
      { event: 'form_complete' },
      {
        event: 'wizard_step_1_complete',
        params: { email: 'e***@example.de', postal_code_valid: true, birth_date_valid: true, completion_seconds: 42 },
      },
    ]);
    expect(JSON.stringify(events.sent)).not.toContain('erika@');

    analytics.stepOneCompleted(
      { ...values, postalCode: '00000', birthDate: '01.01.2020' },
      { postalCodes: new Set(['50667']), today: new Date('2026-03-06') },
    );
    expect(events.sent.at(-1)?.params).toMatchObject({ postal_code_valid: false, birth_date_valid: false });
  });

  it('the order events carry the plan, the total in euros and the status', () => {
    const events = recorder();
    const analytics = createWizardAnalytics({ send: events.send, session: safeStorage(fakeStorage) });
    analytics.purchaseClicked('plus', 4990);
    analytics.orderSent();
    analytics.orderRefused(503);
    analytics.orderPreparationFailed();
    analytics.uploadChanged('front', true);
    analytics.uploadChanged('back', false);
    expect(events.sent).toEqual([
      { event: 'purchase_click', params: { plan: 'plus', total: 49.9 } },
      { event: 'order_start' },
      { event: 'error', params: { where: 'order', status: 503 } },
      { event: 'error', params: { where: 'order_preparation' } },
      { event: 'file_upload_success', params: { side: 'front' } },
      { event: 'file_remove', params: { side: 'back' } },
    ]);
  });
});
