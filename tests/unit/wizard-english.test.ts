// The order wizard on English pages (/en/app): its parts speak English, with no German text of the
// wizard's catalogue left over, while German pages keep every German word. Rendered to static HTML as
// app.astro renders the first step.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cardLines } from '../../src/domain/benefits';
import { EXTRAS, PLANS, extraTextsIn, extrasIn, planTextsIn, plansIn } from '../../src/domain/catalog';
import { de as wizardDe } from '../../src/domain/catalogue/wizard';
import { de as wizardReviewDe } from '../../src/domain/catalogue/wizard-review';
import { de as wizardUploadDe } from '../../src/domain/catalogue/wizard-upload';
import { EXPRESS_NEXT_DAY_NAME, extraNameAt, sameDayDispatchNote } from '../../src/domain/dispatch';
import type { Locale } from '../../src/domain/locales';
import { translator } from '../../src/domain/messages';
import { PAYMENT_METHODS, paymentMethodLabel } from '../../src/domain/payment-methods';
import { INITIAL_STATE, PERSONAL_FIELD_LABELS, personalFieldLabelsIn } from '../../src/domain/wizard-state';
import { orderRequestBody } from '../../src/islands/order-wizard/order-submission';
import { PackageChooser } from '../../src/islands/order-wizard/PackageChooser';
import { ReviewCard } from '../../src/islands/order-wizard/ReviewCard';
import StepOneShell from '../../src/islands/order-wizard/StepOneShell';
import { missingItems } from '../../src/islands/order-wizard/StepSignatureOrder';
import { phaseLabel } from '../../src/islands/order-wizard/upload-phase';
import { LocaleProvider } from '../../src/islands/shared/locale';
import { formatFileSize } from '../../src/lib/file-size';
import { uploadErrorMessage } from '../../src/lib/id-uploader';
import { photoProblemMessagesIn } from '../../src/lib/photo-quality';

const CUTOFF = '14:00';
/** A Tuesday, 13:00 German time: same-day dispatch is still possible. */
const BEFORE_CUTOFF = new Date('2026-11-24T12:00:00Z');
/** A Saturday: the next business day is Monday, 30 November. */
const SATURDAY = new Date('2026-11-28T09:00:00Z');

/** The visible text of static HTML: tags dropped, React's text separators and entities undone. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Text and attribute values (labels, alt texts), so an untranslated aria-label is found too. */
function wordsOf(html: string): string {
  const attributes = [...html.matchAll(/\s[\w-]+="([^"]*)"/g)].map((m) => m[1]);
  return `${textOf(html)} ${textOf(attributes.join(' '))}`;
}

/** The German texts of the wizard's catalogue with more than three words, cut at their placeholders. */
const GERMAN_PHRASES = [...Object.values(wizardDe), ...Object.values(wizardUploadDe), ...Object.values(wizardReviewDe)]
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.split(/\s+/).length > 3);

function germanLeftIn(text: string): string[] {
  return GERMAN_PHRASES.filter((phrase) => text.includes(phrase));
}

function render(locale: Locale | undefined, node: ReactNode): string {
  return renderToStaticMarkup(createElement(LocaleProvider, { locale, children: node }));
}

const packageChooser = (locale: Locale | undefined) =>
  render(
    locale,
    createElement(PackageChooser, {
      plan: 'basic',
      extras: [],
      error: 'x',
      onPlan: () => {},
      onExtra: () => {},
    }),
  );

describe('the wizard on an English page', () => {
  it('draws step 1 in English', () => {
    const html = renderToStaticMarkup(createElement(StepOneShell, { locale: 'en' }));
    const text = wordsOf(html);
    for (const expected of [
      'Step 1 of 3: Your details',
      'Your personal details',
      'Kraftfahrt-Bundesamt (KBA)',
      'First name',
      'Date of birth',
      'DD.MM.YYYY',
      'Postcode',
      'Email address',
      ' (optional)',
      'Continue',
      'Back',
      'Progress',
    ])
      expect(text).toContain(expected);
    expect(germanLeftIn(text)).toEqual([]);
    expect(text).not.toContain('Vorname');
  });

  it('shows the packages, extras, prices and payment methods in English', () => {
    // A Thursday morning in Germany, before the dispatch cut-off: the Express extra is 'Express today'.
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    const text = wordsOf(packageChooser('en'));
    vi.useRealTimers();
    for (const expected of [
      'Choose a package',
      '€39.90',
      '€49.90',
      'incl. VAT',
      'Our recommendation',
      'Sent to the KBA within 2 working days',
      'Express today',
      '+ €19.90',
      'Correction option',
      'card, PayPal or SEPA Direct Debit',
      'Error: ',
    ])
      expect(text).toContain(expected);
    expect(germanLeftIn(text)).toEqual([]);
  });

  it('names the payment methods in German as it always has', () => {
    expect(wordsOf(packageChooser('de'))).toContain(
      'per Karte, PayPal oder SEPA-Lastschrift; andere Zahlungsarten bieten wir nicht an.',
    );
  });

  it('reviews the data in English', () => {
    const html = render(
      'en',
      createElement(ReviewCard, {
        values: { ...INITIAL_STATE.personalData, firstName: 'Erika' },
        uploads: { front: { id: 'f', token: 't', name: 'front.jpg', size: 1_468_006, mime: 'image/jpeg' } },
        signature: null,
        validate: () => ({}),
        onSave: () => {},
      }),
    );
    const text = wordsOf(html);
    for (const expected of ['Check your details', 'First name', 'Front side', 'front.jpg (1.4 MB)', 'missing'])
      expect(text).toContain(expected);
    expect(germanLeftIn(text)).toEqual([]);
  });

  it('keeps German on German pages, the default', () => {
    const shell = wordsOf(renderToStaticMarkup(createElement(StepOneShell)));
    expect(shell).toContain('Schritt 1 von 3: Deine Daten');
    expect(shell).toContain(
      'Wir benötigen diese Angaben, um deinen Antrag beim Kraftfahrt-Bundesamt korrekt auszufüllen.',
    );
    const chooser = wordsOf(packageChooser(undefined));
    expect(chooser).toMatch(/39,90\s€/);
    expect(chooser).toContain(
      'Bezahlen kannst du anschließend auf der Bezahlseite unseres Zahlungsdienstleisters per Karte, PayPal oder SEPA-Lastschrift; andere Zahlungsarten bieten wir nicht an.',
    );
  });
});

describe('the catalog in English', () => {
  it('keeps the German texts where the Worker, PDFs and mails read them', () => {
    expect(plansIn('de')).toEqual(PLANS);
    expect(extrasIn('de')).toEqual(EXTRAS);
    for (const plan of PLANS) {
      expect(planTextsIn('de')[plan.id]).toEqual({
        name: plan.name,
        description: plan.description,
        features: plan.features,
        ...(plan.badge ? { badge: plan.badge } : {}),
      });
    }
    expect(extraTextsIn('de').duo.name).toBe('Duo+ – zweite Person');
    expect(PERSONAL_FIELD_LABELS.birthDate).toBe('Geburtsdatum');
    expect(PAYMENT_METHODS.map((m) => m.label)).toEqual(['Karte', 'PayPal', 'SEPA-Lastschrift']);
  });

  it('names packages alike in both languages and translates what they say', () => {
    const english = plansIn('en');
    expect(english.map((p) => p.name)).toEqual(PLANS.map((p) => p.name));
    expect(english.map((p) => p.priceCents)).toEqual(PLANS.map((p) => p.priceCents));
    expect(planTextsIn('en').plus.badge).toBe('Our recommendation');
    expect(planTextsIn('en').basic.badge).toBeUndefined();
    expect(cardLines('pro', 'en')).toHaveLength(cardLines('pro').length);
    expect(cardLines('basic', 'en')).toContain('Printed and posted to the Kraftfahrt-Bundesamt (KBA)');
    expect(extrasIn('en').map((e) => e.name)).toEqual(['Express today', 'Duo+ – second person', 'Correction option']);
    expect(paymentMethodLabel({ stripeType: 'sepa_debit' }, 'en')).toBe('SEPA Direct Debit');
    expect(personalFieldLabelsIn('en').postalCode).toBe('Postcode');
  });

  it('says what is true about dispatch in English', () => {
    expect(sameDayDispatchNote(BEFORE_CUTOFF, CUTOFF, 'en')).toBe('Sent today – if you pay by 14:00 German time');
    expect(sameDayDispatchNote(SATURDAY, CUTOFF, 'en')).toBe('Sent on the next working day (Mon 30 Nov)');
    expect(sameDayDispatchNote(SATURDAY, CUTOFF)).toBe('Versand am nächsten Werktag (Mo., 30.11.)');
    const express = EXTRAS.find((e) => e.id === 'express')!;
    expect(extraNameAt(express, BEFORE_CUTOFF, CUTOFF, 'en')).toBe('Express today');
    expect(extraNameAt(express, SATURDAY, CUTOFF, 'en')).toBe('Express (next working day)');
    expect(extraNameAt(express, SATURDAY, CUTOFF)).toBe(EXPRESS_NEXT_DAY_NAME);
  });
});

describe('the wizard’s plain functions in English', () => {
  const t = translator('en');

  it('lists what is missing, names busy uploads and photo problems, and sizes files', () => {
    expect(missingItems(false, { front: 'x' }, { plan: 'x' }, t).map((item) => item.text)).toEqual([
      'Enter your personal details (step 1) completely and correctly',
      'Upload and confirm both sides of your ID card (step 2)',
      'Choose a package',
    ]);
    expect(missingItems(true, {}, { agb: 'x' }).map((item) => item.text)).toEqual(['AGB akzeptieren']);
    expect(phaseLabel({ kind: 'checking' }, 'Front side', t)).toBe('Checking photo …');
    expect(phaseLabel({ kind: 'uploading', percent: 45 }, 'Front side', t)).toBe('Uploading Front side …');
    expect(photoProblemMessagesIn('en').blurry).toBe('The photo is blurry – please take it again');
    expect(formatFileSize(1_047_552, 'en')).toBe('1,023 KB');
    expect(formatFileSize(1_468_006, 'en')).toBe('1.4 MB');
    expect(uploadErrorMessage({ status: 0 }, 'en')).toMatch(/^Upload failed: no connection/);
    expect(uploadErrorMessage({ status: 502, responseText: '' }, 'en')).toMatch(/^Upload failed: 502 - /);
  });

  it('sends the page’s language with the order', () => {
    const cookies = { functional: false, analytics: false, marketing: false };
    expect(JSON.parse(orderRequestBody(INITIAL_STATE, cookies, 'en'))).toMatchObject({
      customerLanguage: 'en',
      language: 'de',
    });
    expect(JSON.parse(orderRequestBody(INITIAL_STATE, cookies))).toMatchObject({ customerLanguage: 'de' });
  });
});
