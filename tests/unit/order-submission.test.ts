// What 'Zahlungspflichtig bestellen' sends and keeps (src/islands/order-wizard/order-submission.ts):
// the request body, the idempotency key of a retry, the checkout snapshot the success page reads, and
// what a refused order takes back. Pure; runs in Node.
import { describe, expect, it } from 'vitest';
import type { UploadReceipt } from '../../src/domain/uploads';
import { INITIAL_STATE, type WizardState } from '../../src/domain/wizard-state';
import {
  checkoutSnapshot,
  idempotencyFor,
  orderRequestBody,
  personalServerErrors,
  withOrderNumber,
  withoutRefusedUploads,
} from '../../src/islands/order-wizard/order-submission';
import { safeStorage } from '../../src/lib/safe-storage';
import { CHECKOUT_SNAPSHOT_KEY } from '../../src/lib/storage-keys';
import { buildSuccessSnapshot } from '../../src/lib/success-snapshot';

const NOW = new Date('2026-03-06T10:15:00.000Z');

const receipt = (id: string): UploadReceipt => ({
  id,
  token: `${id}-token`,
  name: `${id}.jpg`,
  size: 1024,
  mime: 'image/jpeg',
});

const filled: WizardState = {
  ...INITIAL_STATE,
  step: 3,
  personalData: {
    ...INITIAL_STATE.personalData,
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.de',
  },
  uploads: { front: receipt('front'), back: receipt('back') },
  isOwnId: true,
  signature: { dataUrl: 'data:image/png;base64,AAAA', upload: receipt('sig') },
  confirmations: { agb: true, privacy: true, noWithdrawal: true },
  plan: 'basic',
  extras: ['duo'],
};

const noCookies = { functional: false, analytics: false, marketing: false };

describe('orderRequestBody', () => {
  it('sends only upload ids and tokens, never names or the drawn image, and the cookie choice with necessary', () => {
    const body = JSON.parse(
      orderRequestBody(filled, { ...noCookies, analytics: true, bannerShown: true } as typeof noCookies),
    ) as Record<string, unknown>;
    expect(body.uploads).toEqual({
      front: { id: 'front', token: 'front-token' },
      back: { id: 'back', token: 'back-token' },
      signature: { id: 'sig', token: 'sig-token' },
    });
    expect(body.cookiePreferences).toEqual({ necessary: true, functional: false, analytics: true, marketing: false });
    expect(body).toMatchObject({ plan: 'basic', extras: ['duo'], isOwnId: true, language: 'de' });
    expect(JSON.stringify(body)).not.toContain('data:image');
    expect(body).not.toHaveProperty('sms');
  });

  it('a signature not yet uploaded is sent as null', () => {
    const body = JSON.parse(orderRequestBody({ ...filled, signature: { dataUrl: 'data:,' } }, noCookies)) as {
      uploads: { signature: unknown };
    };
    expect(body.uploads.signature).toBeNull();
  });

  it('sends the SMS opt-in only for a package with SMS updates', () => {
    const sms = { optIn: true, mobile: '0171 1234567' };
    expect(JSON.parse(orderRequestBody({ ...filled, plan: 'pro', sms }, noCookies))).toMatchObject({
      sms: { optIn: true, mobile: '0171 1234567' },
    });
    expect(JSON.parse(orderRequestBody({ ...filled, plan: 'basic', sms }, noCookies))).not.toHaveProperty('sms');
  });

  it('the same state gives the very same text (so its hash names the attempt)', () => {
    expect(orderRequestBody({ ...filled }, noCookies)).toBe(orderRequestBody(filled, { ...noCookies }));
  });
});

describe('idempotencyFor', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps the key of a retry with the same body and makes no new one', () => {
    const previous = { key: 'first', bodyHash: 'abc' };
    let asked = 0;
    expect(
      idempotencyFor(previous, 'abc', () => {
        asked++;
        return 'new';
      }),
    ).toBe(previous);
    expect(asked).toBe(0);
  });

  it('takes a new key for a changed body, and for the first attempt', () => {
    const newKey = keys();
    expect(idempotencyFor({ key: 'first', bodyHash: 'abc' }, 'def', newKey)).toEqual({ key: 'key-1', bodyHash: 'def' });
    expect(idempotencyFor(null, 'abc', newKey)).toEqual({ key: 'key-2', bodyHash: 'abc' });
  });
});

describe('checkoutSnapshot and withOrderNumber', () => {
  it('keeps the selection, the total in euros and whether a second person follows', () => {
    expect(checkoutSnapshot({ ...filled, plan: 'basic' }, 5980, NOW)).toEqual({
      selectedPlan: 'basic',
      selectedBumps: ['duo'],
      totalPrice: 59.8,
      requiresSecondPerson: true,
      customerEmail: 'erika@example.de',
      language: 'de',
      timestamp: '2026-03-06T10:15:00.000Z',
    });
    expect(checkoutSnapshot({ ...filled, plan: 'basic', extras: [] }, 3990, NOW).requiresSecondPerson).toBe(false);
  });

  it('adds the order number to the stored snapshot, keeping what was there', () => {
    const stored = checkoutSnapshot({ ...filled, plan: 'basic' }, 5980, NOW);
    expect(withOrderNumber(JSON.parse(JSON.stringify(stored)), 'PK-1')).toEqual({ ...stored, orderNumber: 'PK-1' });
  });

  it.each([
    ['nothing stored', null],
    ['an array', [1, 2]],
    ['a string', 'kaputt'],
  ])('treats %s as an empty snapshot and still writes the number', (_label, stored) => {
    expect(withOrderNumber(stored, 'PK-1')).toEqual({ orderNumber: 'PK-1' });
  });

  it('with corrupt or blocked storage the created order still gets its number, without an error', () => {
    const corrupt = safeStorage(() => ({
      getItem: () => '{"selectedPlan":',
      setItem: () => {},
      removeItem: () => {},
    }));
    const blocked = safeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    for (const storage of [corrupt, blocked]) {
      expect(() => withOrderNumber(storage.readJson(CHECKOUT_SNAPSHOT_KEY), 'PK-1')).not.toThrow();
      expect(withOrderNumber(storage.readJson(CHECKOUT_SNAPSHOT_KEY), 'PK-1')).toEqual({ orderNumber: 'PK-1' });
    }
  });

  it('is what the success page reads', () => {
    const stored = withOrderNumber(checkoutSnapshot({ ...filled, plan: 'basic' }, 5980, NOW), 'PK-1');
    expect(buildSuccessSnapshot(stored, 'PK-1', NOW)).toMatchObject({
      selectedPlan: 'basic',
      selectedBumps: ['duo'],
      totalPrice: 59.8,
      requiresSecondPerson: true,
      customerEmail: 'erika@example.de',
    });
  });
});

describe('withoutRefusedUploads', () => {
  it('forgets the uploads the server refused and keeps the others', () => {
    expect(withoutRefusedUploads(filled, { 'uploads.front': 'abgelaufen' })).toEqual({
      uploads: { back: filled.uploads.back },
      signature: filled.signature,
    });
  });

  it('keeps the drawn signature but forgets its refused upload, so it is uploaded again', () => {
    expect(withoutRefusedUploads(filled, { 'uploads.signature': 'abgelaufen' })).toEqual({
      uploads: filled.uploads,
      signature: { dataUrl: 'data:image/png;base64,AAAA' },
    });
    expect(withoutRefusedUploads({ ...filled, signature: null }, { 'uploads.signature': 'x' }).signature).toBeNull();
  });

  it('changes nothing for errors elsewhere', () => {
    const patch = withoutRefusedUploads(filled, { 'personalData.postalCode': 'Ungültige deutsche PLZ' });
    expect(patch).toEqual({ uploads: filled.uploads, signature: filled.signature });
  });
});

describe('personalServerErrors', () => {
  it('takes the personal-data errors as step-1 field errors and nothing else', () => {
    expect(
      personalServerErrors({
        'personalData.postalCode': 'Ungültige deutsche PLZ',
        'personalData.email': 'Gültige E-Mail-Adresse erforderlich',
        'uploads.front': 'abgelaufen',
      }),
    ).toEqual({ postalCode: 'Ungültige deutsche PLZ', email: 'Gültige E-Mail-Adresse erforderlich' });
  });
});
