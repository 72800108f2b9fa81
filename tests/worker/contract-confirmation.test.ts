// The contract confirmation on a durable medium (§ 312f Abs. 2 BGB): a paid order's confirmation mail
// carries a PDF with the Widerrufsbelehrung, the Muster-Widerrufsformular, the confirmation texts the
// customer ticked and the AGB in the version the order names, and a later AGB does not change it.
import { env, SELF } from 'cloudflare:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { findOrder, type Order } from '../../functions/db/orders';
import { ARCHIVED_LEGAL_VERSIONS, CURRENT_LEGAL_VERSIONS } from '../../functions/legal/archive';
import type { LegalText } from '../../functions/legal/legal-document';
import {
  contractConfirmationKey,
  issueContractConfirmation,
} from '../../functions/services/contract-confirmation/issue';
import { getDecrypted } from '../../functions/services/documents/store';
import { runOrderEffects } from '../../functions/services/orders/jobs';
import { CONFIRMATION_LABELS, CONFIRMATION_TEXT_VERSION, IS_OWN_ID_LABEL } from '../../src/domain/confirmations';
import { BASE, createOrder, payDemo } from './fixtures';
import { operatorCookie } from './operators';

interface MailAttachment {
  key: string;
  filename: string;
  mime: string;
}

/** The PDF's text with every run of white space (line breaks from wrapping included) as one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

async function paidOrder(): Promise<Order> {
  const created = await createOrder({ plan: 'basic', extras: ['express'] });
  await payDemo(created);
  await runOrderEffects(env, created.orderNumber);
  return (await findOrder(env.DB, created.orderNumber))!;
}

async function confirmationAttachments(orderNumber: string): Promise<MailAttachment[]> {
  const rows = await env.DB.prepare(
    "SELECT attachments FROM outbox WHERE kind = 'order_confirmation' AND order_number = ?",
  )
    .bind(orderNumber)
    .all<{ attachments: string }>();
  expect(rows.results).toHaveLength(1);
  return JSON.parse(rows.results[0]!.attachments) as MailAttachment[];
}

const ADMIN = { 'X-Requested-With': 'punktebrief-admin' };

/** A signed-in operator's session cookie (as in admin-orders.test.ts). */

/** The AGB in force, changed as an editor would change them after the order. */
const FIXTURE_ID = 'f1x7u4e000000000';
const current = ARCHIVED_LEGAL_VERSIONS[CURRENT_LEGAL_VERSIONS.agb] as LegalText;
const changedAgb: LegalText = {
  ...current,
  updated: '2027-01-01',
  blocks: [
    ...current.blocks,
    { type: 'heading', level: 2, text: '14. Neue Klausel' },
    { type: 'paragraph', text: 'Diese Klausel gibt es erst in der Testfassung vom 01.01.2027.' },
  ],
};
const archiveWithChange = { ...ARCHIVED_LEGAL_VERSIONS, [FIXTURE_ID]: changedAgb };

// Rendering, then reading back a PDF of several pages takes a few seconds on a busy 2-core machine.
describe('contract confirmation', { timeout: 30_000 }, () => {
  it('attaches a PDF with the Widerrufsbelehrung, the form, the ticked texts and the accepted AGB', async () => {
    const order = await paidOrder();
    expect(order.evidence!.legalVersions).toEqual(CURRENT_LEGAL_VERSIONS);
    const attachments = await confirmationAttachments(order.orderNumber);
    expect(attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^Rechnung-RE-\d{4}-\d{6}\.pdf$/),
      `Vertragsbestaetigung-${order.orderNumber}.pdf`,
    ]);
    const contract = attachments[1]!;
    expect(contract.key).toBe(contractConfirmationKey(order.orderNumber));
    const text = await pdfText((await getDecrypted(env, contract.key))!);

    for (const expected of [
      'Vertragsbestätigung',
      order.orderNumber,
      'Łukasz Öztürk-Ğül',
      'Basic',
      'Express heute',
      '59,80 €', // 39,90 € + 19,90 €, incl. VAT
      'Widerrufsbelehrung',
      'Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      'Vorzeitiges Erlöschen des Widerrufsrechts',
      'Muster-Widerrufsformular',
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag',
      'Allgemeine Geschäftsbedingungen (AGB)',
      `Version ${CURRENT_LEGAL_VERSIONS.agb}`,
      '13. Verbraucherstreitbeilegung',
      // Exactly what the customer ticked, from the order's evidence.
      ...Object.values(CONFIRMATION_LABELS).map(squash),
      IS_OWN_ID_LABEL,
    ]) {
      expect(text).toContain(expected);
    }
    // The time the boxes were ticked, in German time.
    const ticked = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(order.evidence!.time));
    expect(text).toContain(`${ticked} Uhr`);
    expect(text).not.toContain('{{');

    // The mail says what is attached and what the customer asked for.
    const body = (await env.DB.prepare(
      "SELECT body_text FROM outbox WHERE kind = 'order_confirmation' AND order_number = ?",
    )
      .bind(order.orderNumber)
      .first<string>('body_text'))!;
    expect(squash(body)).toContain('Vertragsbestätigung (PDF)');
    expect(squash(body)).toContain('Du hast ausdrücklich verlangt, dass wir sofort mit der Ausführung beginnen');
  });

  it('keeps an order’s confirmation when the AGB change later, and prints the version an order names', async () => {
    const order = await paidOrder();
    const key = contractConfirmationKey(order.orderNumber);
    const before = (await getDecrypted(env, key))!;

    // The job runs again (a retry) after the AGB changed: the stored PDF stays as it was sent.
    await issueContractConfirmation(env, order, new Date(), archiveWithChange);
    expect(await getDecrypted(env, key)).toEqual(before);
    const text = await pdfText(before);
    expect(text).not.toContain('Neue Klausel');
    expect(text).toContain(`Version ${CURRENT_LEGAL_VERSIONS.agb}`);

    // An order made under the changed text gets that text, not the one in force in this build.
    const other = await createOrder();
    const stored = (await findOrder(env.DB, other.orderNumber))!;
    const evidence = { ...stored.evidence!, legalVersions: { ...CURRENT_LEGAL_VERSIONS, agb: FIXTURE_ID } };
    await env.DB.prepare('UPDATE orders SET evidence = ?2 WHERE order_number = ?1')
      .bind(other.orderNumber, JSON.stringify(evidence))
      .run();
    const underChange = (await findOrder(env.DB, other.orderNumber))!;
    const otherText = await pdfText(
      (await getDecrypted(env, await issueContractConfirmation(env, underChange, new Date(), archiveWithChange)))!,
    );
    expect(otherText).toContain('Diese Klausel gibt es erst in der Testfassung vom 01.01.2027.');
    expect(otherText).toContain(`Version ${FIXTURE_ID}`);
    expect(otherText).toContain('Fassung vom 01.01.2027');
  });

  it('shows the versions in the back office’s order detail', async () => {
    const order = await paidOrder();
    const res = await SELF.fetch(`${BASE}/api/admin/orders/${order.orderNumber}`, {
      headers: { ...ADMIN, Cookie: await operatorCookie() },
    });
    expect(res.status).toBe(200);
    const detail = await res.json<{ legalVersions: unknown }>();
    expect(detail.legalVersions).toEqual({
      recorded: true,
      agb: { version: CURRENT_LEGAL_VERSIONS.agb, updated: current.updated },
      privacy: { version: CURRENT_LEGAL_VERSIONS.privacy, updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      confirmations: { version: CURRENT_LEGAL_VERSIONS.confirmations, updated: CONFIRMATION_TEXT_VERSION },
    });
  });
});
