// Every text that names a payment method names one the checkout really offers: Stripe's session is
// created with PAYMENT_METHODS only, so a method dropped there (or never offered) must leave the texts too.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHODS_NOT_OFFERED, PAYMENT_METHODS } from '../../src/domain/payment-methods';

const root = join(import.meta.dirname, '../..');

function textFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(md|json|astro|tsx?)$/.test(file))
    .map((file) => join(dir, file));
}

const FILES = [...textFiles('content'), ...textFiles('src'), ...textFiles('functions/services')].filter(
  (file) => !file.endsWith('payment-methods.ts'),
);

describe('payment methods named in texts', () => {
  it('never promises a method the checkout does not offer', () => {
    const found = FILES.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return METHODS_NOT_OFFERED.filter((method) => text.includes(method)).map((method) => `${file}: ${method}`);
    });
    expect(found).toEqual([]);
  });

  it('names in the AGB and the FAQ exactly the methods the checkout is created with', () => {
    for (const file of ['content/legal/agb.md', 'content/faq/bestellung-02-zahlungsarten.md']) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const method of PAYMENT_METHODS) expect(text, `${file} names ${method.label}`).toContain(method.label);
    }
  });
});
