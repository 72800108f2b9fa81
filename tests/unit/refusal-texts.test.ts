// A customer on an English page gets the Worker's refusals in English only when their German text comes from
// the catalogue (functions/lib/error-language.ts translates what the catalogue knows). So a refusal a customer
// can meet must not write its German text inline: this fails when one does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalMessageIn } from '../../functions/lib/error-language';
import * as errors from '../../src/domain/catalogue/errors';
import * as validation from '../../src/domain/catalogue/validation';
import { format } from '../../src/domain/format-message';

const root = new URL('../../functions/', import.meta.url).pathname;

/** Only the operator or a machine reads these refusals (back office, webhooks), or only a German-only page. */
const NOT_FOR_CUSTOMERS = [
  'routes/admin/',
  'routes/dispatch.ts',
  'routes/payments.ts',
  'routes/sms.ts',
  'lib/operator-session.ts',
  'lib/cloudflare-access.ts',
  'services/back-office/order-actions.ts',
  'services/back-office/pdfs.ts',
  'services/applications/build.ts',
  // The documents key's rotation: an operator's maintenance call.
  'services/documents/key-rotation.ts',
  // The e-mail change is confirmed on /email-aenderung and the second person's link opens /zweite-person,
  // both German pages: the mails that lead there are German-only links.
  'services/access/email-changes.ts',
  'services/second-person/links.ts',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });

/** A German sentence written into a refusal: `new Refusal(kind, code, '…'`, `new ApiError(status, code, '…'`, `message: '…'`. */
const INLINE_REFUSAL =
  /(?:new (?:Refusal|ApiError)\(\s*[^,]+,\s*'[^']+',\s*|message:\s*)(['`])([A-ZÄÖÜ][^'`]*[a-zäöüß][^'`]*)\1/g;

describe('the Worker’s refusals to customers', () => {
  it('take their German texts from the catalogue, so an English page gets them in English', () => {
    const inline = sourceFiles(root)
      .map((path) => relative(root, path))
      .filter((file) => !NOT_FOR_CUSTOMERS.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(INLINE_REFUSAL)].map((match) => `${file}: ${match[2]}`),
      );
    expect(inline).toEqual([]);
  });

  it('the guard sees an inline refusal', () => {
    const sample = `throw new Refusal('conflict', 'x', 'Das geht nicht mehr.');`;
    expect([...sample.matchAll(INLINE_REFUSAL)].map((match) => match[2])).toEqual(['Das geht nicht mehr.']);
  });

  it('each catalogue text comes back in English, its computed parts kept', () => {
    for (const module of [errors, validation]) {
      for (const [key, german] of Object.entries(module.de)) {
        const values = Object.fromEntries([...german.matchAll(/\{(\w+)\}/g)].map((match, i) => [match[1]!, 20 + i]));
        const english = format(module.en[key as keyof typeof module.de], values);
        expect(refusalMessageIn('en', format(german, values)), key).toBe(english);
        expect(refusalMessageIn('de', format(german, values)), key).toBe(format(german, values));
      }
    }
    expect(refusalMessageIn('en', 'Etwas ganz anderes.')).toBe('Etwas ganz anderes.');
  });
});
