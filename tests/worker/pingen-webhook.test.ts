// Our verifier and parser must accept exactly what the print service sends: its own signed sample.
import { describe, expect, it } from 'vitest';
import {
  parseDispatchEvent,
  SIGNATURE_HEADER,
  verifyDispatchSignature,
} from '../../functions/services/dispatch/events';
import { PINGEN_SAMPLE } from './pingen-sample';

const { body, secret, signature } = PINGEN_SAMPLE;

describe('a webhook as Pingen signs it', () => {
  it('is read from the header the SDK reads', () => {
    expect(SIGNATURE_HEADER).toBe('Signature');
  });

  it('verifies over the raw bytes, and fails for one changed byte or another key', async () => {
    expect(await verifyDispatchSignature(secret, body, signature)).toBe(true);
    expect(await verifyDispatchSignature(secret, body.replace('Page limit', 'Page Limit'), signature)).toBe(false);
    expect(await verifyDispatchSignature('another_secret', body, signature)).toBe(false);
    expect(await verifyDispatchSignature(secret, body, signature.toUpperCase())).toBe(true);
  });

  it('parses the event: its id, kind, letter, reason and time (with the +0200 offset)', () => {
    expect(parseDispatchEvent(body)).toEqual({
      id: 'a3233e48-5e70-4138-95b2-a72d4875016b',
      kind: 'issues',
      providerLetterId: '4f31cdb2-bc0d-4db5-a13d-3336958dba02',
      reason: 'Page limit exceeded',
      at: '2023-08-03T09:24:39.000Z',
    });
  });

  it('maps each category the service registers to what we do', () => {
    const of = (type: string) => parseDispatchEvent(body.replace('"webhook_issues"', JSON.stringify(type)))?.kind;
    expect(of('webhook_sent')).toBe('sent');
    expect(of('webhook_undeliverable')).toBe('undeliverable');
    expect(of('webhook_issues')).toBe('issues');
    expect(of('webhook_delivered')).toBe('other');
  });
});
