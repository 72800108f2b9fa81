// The order status page, the payment return and the contact form on English pages: rendered on the server
// as Astro renders a client:load island, they speak English and show none of the German catalogue texts
// of their modules (status, status-lifecycle, status-actions, payment-return, forms). German output is covered by the pages' own tests and the
// e2e suite.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactSchemaIn } from '../../src/domain/contact';
import { partnerFormSchema } from '../../src/domain/partner';
import { secondPersonOrderButton } from '../../src/domain/second-person-addon';
import { supportHoursText } from '../../src/domain/support';
import { withdrawalSchemaIn } from '../../src/domain/withdrawal';
import { localisedEuro } from '../../src/islands/payment-return/prices';
import { nextSteps, statusLabel } from '../../src/islands/order-status/labels';
import * as forms from '../../src/domain/catalogue/forms';
import * as formsPartner from '../../src/domain/catalogue/forms-partner';
import * as formsWithdrawal from '../../src/domain/catalogue/forms-withdrawal';
import * as paymentReturn from '../../src/domain/catalogue/payment-return';
import * as status from '../../src/domain/catalogue/status';
import * as statusActions from '../../src/domain/catalogue/status-actions';
import * as statusLifecycle from '../../src/domain/catalogue/status-lifecycle';
import ContactForm from '../../src/islands/contact-form/ContactForm';
import OrderStatus from '../../src/islands/order-status/OrderStatus';
import type { OrderView } from '../../src/islands/payment-return/api';
import PaymentReturn from '../../src/islands/payment-return/PaymentReturn';
import { PaidView } from '../../src/islands/payment-return/views';
import { LocaleProvider } from '../../src/islands/shared/locale';

/** The page's text as a reader gets it: entities decoded, tags and React's text separators gone. */
function textOf(element: ReactElement): string {
  return renderToStaticMarkup(element)
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Every German text of the status, payment-return and forms catalogue longer than three words, split at its
 * placeholders.
 */
const GERMAN = [status, statusLifecycle, statusActions, paymentReturn, forms, formsPartner, formsWithdrawal]
  .flatMap((module) => Object.values(module.de))
  .flatMap((text: string) => text.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.split(/\s+/).length > 3);

function expectNoGerman(text: string) {
  expect(GERMAN.length).toBeGreaterThan(50);
  expect(GERMAN.filter((german) => text.includes(german))).toEqual([]);
}

const ORDER = {
  orderNumber: 'PK-1767225600000-ABCDEF',
  status: 'paid',
  paid: true,
  plan: 'plus',
  extras: [],
  total: '49,90\u00a0€',
  totalCents: 4990,
  dispatchDeadline: '2026-11-26',
  requiresSecondPerson: false,
  secondPersonSubmitted: false,
  secondPersonOffered: false,
  timeline: [],
} as unknown as OrderView;

describe('English pages', () => {
  it('ask for order number and status code on /en/status', () => {
    const text = textOf(createElement(OrderStatus, { locale: 'en' }));
    expect(text).toContain('Check your order status');
    expect(text).toContain('Enter your order number and your status code.');
    expect(text).toContain('Order number');
    expect(text).toContain('Status code');
    expect(text).toContain('Show status');
    expect(text).toContain('Link expired or lost?');
    expect(text).toContain('Email me a new link');
    expectNoGerman(text);
  });

  it('keep the German lookup form on /status', () => {
    const text = textOf(createElement(OrderStatus));
    expect(text).toContain('Bestellstatus abfragen');
    expect(text).toContain('Neuen Link per E-Mail anfordern');
  });

  it('confirm a payment in English, with an English date', () => {
    const text = textOf(
      createElement(LocaleProvider, {
        locale: 'en',
        children: createElement(PaidView, { headingRef: null, order: ORDER }),
      }),
    );
    expect(text).toContain('Payment successful');
    expect(text).toContain('Thank you for your order!');
    expect(text).toContain('Your order number: PK-1767225600000-ABCDEF');
    expect(text).toContain('We’ll send your application by 26 November 2026 at the latest.');
    expect(text).toContain('What happens next');
    expect(text).toContain('Kraftfahrt-Bundesamt (KBA)');
    expectNoGerman(text);

    const loading = textOf(createElement(PaymentReturn, { locale: 'en' }));
    expect(loading).toContain('Payment confirmation');
    expect(loading).toContain('Loading...');
    expectNoGerman(loading);
  });

  it('offer the contact form in English on /en/help', () => {
    const text = textOf(createElement(ContactForm, { locale: 'en' }));
    expect(text).toContain('Write to us');
    expect(text).toContain('Email address');
    expect(text).toContain('We’ll send our reply here.');
    expect(text).toContain('Subject');
    expect(text).toContain('Send message');
    expectNoGerman(text);
  });
});

describe('the forms’ rules in English', () => {
  const messages = (schema: v.GenericSchema, input: unknown) =>
    v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

  it('words the contact form’s and the withdrawal’s messages in English', () => {
    expect(messages(contactSchemaIn('en'), { email: 'a@b.de', orderNumber: 'nope' })).toEqual([
      'Please enter your name',
      'Please check the order number, e.g. PK-1795330100862-ABCDEF, or leave the field empty.',
      'Please enter a subject (at least 5 characters)',
      'Please enter a message (at least 10 characters)',
    ]);
    expect(messages(withdrawalSchemaIn('en'), { name: 'Max', email: 'a@b.de', statement: 'x'.repeat(2001) })).toEqual([
      'Please enter your order number, e.g. PK-1795330100862-ABCDEF (you’ll find it in your confirmation email).',
      'The statement is too long (at most 2000 characters)',
    ]);
  });

  it('names the second person’s fields in English', () => {
    const schema = partnerFormSchema({ today: new Date('2026-11-22T10:00:00Z'), postalCodes: null, locale: 'en' });
    expect(messages(schema, { partnerFirstName: 'Max2' })).toEqual(
      expect.arrayContaining([
        'The second person’s first name must not contain numbers',
        'Please enter the second person’s postcode',
        'Please confirm that the details are correct',
      ]),
    );
  });

  it('writes prices, dates, hours and states the English way', () => {
    expect(secondPersonOrderButton('en')).toBe('Order with obligation to pay – €19.90');
    expect(localisedEuro('1.049,90\u00a0€', null, 'en')).toBe('€1,049.90');
    expect(localisedEuro('49,90\u00a0€', null, 'de')).toBe('49,90\u00a0€');
    expect(supportHoursText('en')).toBe(
      'Monday–Friday 9:00–18:00, Saturday 10:00–16:00, Sundays and public holidays in North Rhine-Westphalia closed',
    );
    expect(statusLabel('submitted', 'en')).toBe('Sent to the KBA');
    expect(nextSteps('paid', '2026-11-26', 'en')[0]).toContain('by 26 November 2026 at the latest');
  });
});
