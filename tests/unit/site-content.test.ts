import { describe, expect, it } from 'vitest';
import { assertNoPlaceholders, assertNoSampleTestimonials, findPlaceholders } from '../../src/build/placeholders';
import { reviewSummary } from '../../src/build/reviews';
import { fillTokens, fillTokensInHtml, tokenValues } from '../../src/build/site';
import site from '../../content/site.json';

describe('content tokens', () => {
  const values = tokenValues();

  it('fills brand, contact and catalog prices', () => {
    expect(
      fillTokens(
        '{{brand}} · {{email}} · ab {{price.basic}}, Plus {{price.plus}}, Pro {{price.pro}}, Extra {{price.extra}}',
        values,
      ),
    ).toBe(
      'PunkteBrief · support@punktebrief.de · ab 39,90\u00a0€, Plus 49,90\u00a0€, Pro 79,90\u00a0€, Extra 19,90\u00a0€',
    );
  });

  it('fails on an unknown token so a typo never reaches a page', () => {
    expect(() => fillTokens('{{brnad}}', values)).toThrow('Unknown content token {{brnad}}');
  });

  it('fills percent-encoded tokens in links and escapes values in HTML', () => {
    const html = fillTokensInHtml('<a href="mailto:%7B%7Bemail%7D%7D">{{provider.company}}</a>', {
      email: 'a@b.de',
      'provider.company': 'A & B <GmbH>',
    });
    expect(html).toBe('<a href="mailto:a@b.de">A &amp; B &lt;GmbH&gt;</a>');
  });

  it('the disclosure names the KBA as free and us as private', () => {
    expect(values.disclosure).toContain('privater Dienstleister und nicht das Kraftfahrt-Bundesamt');
    expect(values.disclosure).toContain('kostenlos');
    expect(values.disclosure).not.toContain('{{');
  });
});

describe('production placeholders', () => {
  it('finds every placeholder by path', () => {
    expect(findPlaceholders({ a: 'ok', b: { c: '[PLATZHALTER: x]' }, d: ['[PLATZHALTER: y]'] })).toEqual([
      'b.c',
      'd[0]',
    ]);
  });

  it('refuses the current site.json, naming the provider fields, while they are placeholders', () => {
    expect(() => assertNoPlaceholders(site)).toThrow(/provider\.company.*provider\.vatId/);
    // The mail processor's region (privacy policy) and the authorities of the accessibility statement too.
    expect(() => assertNoPlaceholders(site)).toThrow(
      /processors\.mailRegion.*accessibility\.marketSurveillance.*accessibility\.conciliation/,
    );
  });

  it('accepts filled-in data', () => {
    const filled = {
      ...site,
      provider: { company: 'Muster GmbH' },
      processors: { mailRegion: 'in der EU (Irland)' },
      accessibility: { marketSurveillance: 'MLBF, Magdeburg', conciliation: 'Schlichtungsstelle BGG, Berlin' },
    };
    expect(() => assertNoPlaceholders(filled)).not.toThrow();
  });

  it('refuses sample testimonials and accepts real ones', () => {
    expect(() => assertNoSampleTestimonials([{ name: 'A', sample: true }])).toThrow(/sample reviews \(A\)/);
    expect(() => assertNoSampleTestimonials([{ name: 'A' }])).not.toThrow();
  });
});

describe('ratings and counts come from a reviews export or are not shown', () => {
  it('shows nothing without an export, the figures with their origin and date with one', () => {
    expect(reviewSummary({ source: null, exportedAt: null, count: 0, average: null })).toBeNull();
    expect(
      reviewSummary({
        source: 'https://www.example-reviews.de/punktebrief',
        exportedAt: '2026-11-20',
        count: 1234,
        average: 4.8,
      }),
    ).toEqual({
      average: '4,8',
      count: '1.234',
      source: 'https://www.example-reviews.de/punktebrief',
      exportedAt: '20.11.2026',
    });
  });

  it('writes the figures as an English page does on /en/help', () => {
    const exported = { source: 'https://x.example', exportedAt: '2026-11-20', count: 1234, average: 4.8 };
    expect(reviewSummary(exported, 'en')).toMatchObject({
      average: '4.8',
      count: '1,234',
      exportedAt: '20 November 2026',
    });
  });

  it('refuses a figure without its origin, naming the file and the field', () => {
    expect(() => reviewSummary({ source: null, exportedAt: null, count: 2847, average: 4.9 })).toThrow(
      /content\/reviews\.json: .*count/,
    );
    expect(() => reviewSummary({ source: 'https://x.example', exportedAt: null, count: 10, average: 4.9 })).toThrow(
      /content\/reviews\.json/,
    );
  });

  it('refuses the invented figures in content/site.json, naming them', () => {
    const invented = { ...site, claims: { ...site.claims, rating: '4,9', customers: 'über 10.000' } } as typeof site;
    expect(() => tokenValues(invented)).toThrow(/content\/site\.json: claims\.rating, claims\.customers/);
    expect(() => tokenValues(site)).not.toThrow();
  });
});
