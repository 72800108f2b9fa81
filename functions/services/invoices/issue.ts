// Issues the invoice of a paid order: a gap-free number, the PDF (seller data from content/site.json),
// stored encrypted in R2 and kept for RETENTION.invoiceYears (functions/jobs/retention.ts).
import { translationSummary } from '../pdf/translation-summary';
import { berlinIsoDate, germanDate } from '../../../src/domain/dates';
import site from '../../../content/site.json';
import { VAT_RATE_PERCENT } from '../../../src/domain/catalog';
import { priceOf, vatOf } from '../../../src/domain/pricing';
import regular from '../../assets/fonts/DejaVuSans.ttf';
import bold from '../../assets/fonts/DejaVuSans-Bold.ttf';
import type { Env } from '../../env';
import { SECOND_PERSON_ADDON_NAME } from '../../../src/domain/second-person-addon';
import type { Addon } from '../../db/addons';
import { allocateInvoice, setInvoiceObject, type InvoiceRow } from '../../db/invoices';
import type { Order } from '../../db/orders';
import { putEncrypted } from '../documents/store';
import { renderInvoicePdf } from './pdf';

const PROVIDER_NOTE = {
  stripe: 'Bezahlt über unseren Zahlungsdienstleister',
  demo: 'Testzahlung (Demo) – es wurde kein Geld bewegt',
};

/** What an invoice bills: the order's package and extras, or one add-on of it. */
function billedLines(
  order: Order,
  addon: Addon | null,
): { lines: { name: string; priceCents: number }[]; totalCents: number } {
  if (addon)
    return { lines: [{ name: SECOND_PERSON_ADDON_NAME, priceCents: addon.priceCents }], totalCents: addon.priceCents };
  return priceOf({ plan: order.plan, extras: order.extras });
}

/**
 * Idempotent: the number is allocated once per order, and the PDF is written under a key derived
 * from that number, so a retry after a failure halfway (R2 down, Worker stopped) finishes the same
 * invoice instead of making a second one.
 */
export async function issueInvoice(
  env: Env,
  order: Order,
  /** When this invoice's payment came in (the order's or the add-on's). */
  paidAt: Date,
  render: typeof renderInvoicePdf = renderInvoicePdf,
  addon: Addon | null = null,
): Promise<InvoiceRow> {
  const price = billedLines(order, addon);
  const { netCents, vatCents } = vatOf(price.totalCents, VAT_RATE_PERCENT);
  const issueDate = berlinIsoDate(paidAt);
  const invoice = await allocateInvoice(env.DB, {
    year: Number(issueDate.slice(0, 4)),
    orderNumber: order.orderNumber,
    addonId: addon?.id ?? null,
    grossCents: price.totalCents,
    netCents,
    vatCents,
    issuedAt: paidAt.toISOString(),
  });
  if (invoice.object_key) return invoice;

  const person = order.personalData;
  const pdf = await render(
    {
      number: invoice.number,
      issueDate,
      orderNumber: order.orderNumber,
      seller: {
        name: site.provider.company,
        street: site.provider.street,
        postalCode: site.provider.postalCode,
        city: site.provider.city,
        email: site.email,
        vatId: site.provider.vatId,
        register: site.provider.register,
        representative: site.provider.representative,
      },
      customer: {
        name: `${person.firstName} ${person.lastName}`,
        street: `${person.street} ${person.houseNumber}`,
        postalCode: person.postalCode,
        city: person.city,
        email: order.email,
      },
      lines: price.lines.map((line) => ({ description: line.name, quantity: 1, unitGrossCents: line.priceCents })),
      vatRatePercent: VAT_RATE_PERCENT,
      netCents,
      vatCents,
      grossCents: price.totalCents,
      paidBy: `${PROVIDER_NOTE[(addon ?? order).paymentProvider]} am ${germanDate(issueDate)}`,
      summary: translationSummary(order.customerLanguage, 'document.invoiceSummary', order.orderNumber),
    },
    { regular, bold },
  );
  const objectKey = `invoices/${invoice.number}`;
  await putEncrypted(env, objectKey, pdf);
  await setInvoiceObject(env.DB, invoice.number, objectKey).run();
  return { ...invoice, object_key: objectKey };
}
