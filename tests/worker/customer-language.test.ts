// The order keeps the language its customer ordered in (the site's language), apart from the language of
// the KBA's reply; the back office shows both.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findOrder } from '../../functions/db/orders';
import { CONFIRMATION_LABELS, confirmationTextsShownIn, IS_OWN_ID_LABEL } from '../../src/domain/confirmations';
import { MESSAGES } from '../../src/domain/messages';
import { createOrder, orderBody, postOrder } from './fixtures';

interface ErrorBody {
  error: { code: string; fields?: { path: string; message: string }[] };
}

describe('the customer’s language on the order', () => {
  it('is stored as the page sent it, independent of the reply’s language', async () => {
    const order = await createOrder({ customerLanguage: 'en', language: 'de' });
    const stored = await findOrder(env.DB, order.orderNumber);
    expect(stored).toMatchObject({ customerLanguage: 'en', language: 'de' });
  });

  it('records the binding German confirmation texts and the English ones the customer was shown', async () => {
    const order = await createOrder({ customerLanguage: 'en' });
    const confirmations = (await findOrder(env.DB, order.orderNumber))?.evidence?.confirmations;
    expect(confirmations?.texts).toEqual({ ...CONFIRMATION_LABELS, isOwnId: IS_OWN_ID_LABEL });
    expect(confirmations?.shown).toEqual({
      language: 'en',
      texts: {
        agb: 'I have read and accept the terms and conditions.',
        privacy: 'I have taken note of the privacy policy.',
        noWithdrawal: expect.stringMatching(/^I expressly ask you to start right away/),
        isOwnId: 'I confirm that the pictures show my own ID card.',
      },
    });
  });

  it('records the Turkish labels a Turkish customer was shown next to the binding German ones', async () => {
    const order = await createOrder({ customerLanguage: 'tr' });
    const stored = await findOrder(env.DB, order.orderNumber);
    expect(stored?.customerLanguage).toBe('tr');
    const confirmations = stored?.evidence?.confirmations;
    expect(confirmations?.texts).toEqual({ ...CONFIRMATION_LABELS, isOwnId: IS_OWN_ID_LABEL });
    expect(confirmations?.shown).toEqual({ language: 'tr', texts: confirmationTextsShownIn('tr') });
    expect(confirmations?.shown?.texts.isOwnId).toBe(MESSAGES.tr['consent.isOwnId']);
  });

  it('is German when the page does not say (every order placed before the English site)', async () => {
    const order = await createOrder();
    expect((await findOrder(env.DB, order.orderNumber))?.customerLanguage).toBe('de');
  });

  it('refuses a language the site does not speak, naming the field', async () => {
    const res = await postOrder(await orderBody({ customerLanguage: 'fr' }));
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.fields).toEqual([
      { path: 'customerLanguage', message: 'Ungültige Sprache der Website.' },
    ]);
  });

  it('answers an English order’s mistakes in English and a German order’s in German, field by field', async () => {
    const broken = async (customerLanguage?: 'de' | 'en') => {
      const body = await orderBody({ ...(customerLanguage ? { customerLanguage } : {}) });
      const res = await postOrder({
        ...body,
        personalData: { ...body.personalData, firstName: 'J', postalCode: '00000' },
      });
      expect(res.status).toBe(400);
      return (await res.json<ErrorBody>()).error.fields;
    };
    expect(await broken('en')).toEqual([
      { path: 'personalData.firstName', message: 'First name must be at least 2 characters long' },
      { path: 'personalData.postalCode', message: 'Not a valid German postcode' },
    ]);
    expect(await broken()).toEqual([
      { path: 'personalData.firstName', message: 'Vorname muss mindestens 2 Zeichen lang sein' },
      { path: 'personalData.postalCode', message: 'Ungültige deutsche PLZ' },
    ]);
  });
});

describe('the Worker’s refusals on English pages', () => {
  const lookup = (headers: Record<string, string>) =>
    SELF.fetch('https://example.com/api/orders/PK-1795330100862-ABCDEF', {
      headers: { 'X-Status-Token': 'a'.repeat(43), ...headers },
    });

  it('tells someone with a wrong or old link nothing more in English: an order that exists reads as one that does not', async () => {
    const order = await createOrder({ customerLanguage: 'en' });
    const ask = (orderNumber: string) =>
      SELF.fetch(`https://example.com/api/orders/${orderNumber}`, {
        headers: { 'X-Status-Token': 'b'.repeat(43), 'X-Page-Language': 'en' },
      });
    const [existing, missing] = await Promise.all([ask(order.orderNumber), ask('PK-1795330100862-ABCDEF')]);
    expect(existing.status).toBe(missing.status);
    expect(await existing.json()).toEqual(await missing.json());
  });

  it('answers in English when the page says it is English, and in German otherwise', async () => {
    const english = await lookup({ 'X-Page-Language': 'en' });
    expect(english.status).toBe(404);
    expect((await english.json<ErrorBody & { error: { message: string } }>()).error).toMatchObject({
      code: 'not_found',
      message: 'Order not found.',
    });
    const german = await lookup({ 'Accept-Language': 'en-US,en;q=0.9' });
    expect((await german.json<ErrorBody & { error: { message: string } }>()).error.message).toBe(
      'Bestellung nicht gefunden.',
    );
  });
});
