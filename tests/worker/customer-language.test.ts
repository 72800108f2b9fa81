// The order keeps the language its customer ordered in (the site's language), apart from the language of
// the KBA's reply; the back office shows both.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findOrder } from '../../functions/db/orders';
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
});
