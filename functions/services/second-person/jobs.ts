// The durable effects of a paid second person (bought after payment), run by orders/jobs.ts like the order's own
// after-paid job: its invoice (once), its contract confirmation (once), the confirmation mail with
// both and the personal link for the second person (once each), then done, in one batch.
import { secondPersonDocumentsEnd } from '../../../src/domain/dispatch';
import { formatPrice } from '../../../src/domain/locale-format';
import { translator } from '../../../src/domain/messages';
import { findAddon } from '../../db/addons';
import { payloadOf } from '../../db/jobs';
import { addTimeline } from '../../db/timeline';
import { enqueueMail } from '../../db/outbox';
import { issueAddonContractConfirmation } from '../contract-confirmation/issue';
import { issueInvoice } from '../invoices/issue';
import type { JobContext } from '../orders/job-context';
import { partnerLinkStatements } from './links';
import { secondPersonConfirmationMail } from './mails';

export async function afterAddonPaid({
  env,
  job,
  order,
  now,
  deps,
  addonId,
}: JobContext & { addonId: string }): Promise<D1PreparedStatement[]> {
  const addon = await findAddon(env.DB, addonId);
  if (!addon || addon.orderNumber !== order.orderNumber) throw new Error('add-on not found');
  const partner = addon.partner;
  if (!partner) throw new Error('add-on without partner data');
  const paidAt = new Date(addon.paidAt ?? now.toISOString());
  const invoice = await issueInvoice(env, order, paidAt, deps.renderInvoice, addon);
  const contractKey = await issueAddonContractConfirmation(env, order, addon, paidAt);
  const at = now.toISOString();
  const { origin } = payloadOf(job, 'after_addon_paid');
  const locale = order.customerLanguage;
  const partnerFirstName = partner.partnerData.firstName || translator(locale)('mail.partner.fallbackName');
  return [
    // Once: it commits with the job's 'done'.
    addTimeline(env.DB, order.orderNumber, at, 'invoice_issued', invoice.number),
    enqueueMail(
      env.DB,
      `${job.id}:confirmation`,
      secondPersonConfirmationMail({
        email: order.email,
        firstName: order.personalData.firstName,
        orderNumber: order.orderNumber,
        partnerFirstName,
        totalText: formatPrice(addon.priceCents, locale),
        invoice: { number: invoice.number, key: invoice.object_key },
        contractConfirmationKey: contractKey,
        locale,
      }),
      at,
    ),
    ...(await partnerLinkStatements(env, order, {
      at,
      expiresAt: secondPersonDocumentsEnd(paidAt.toISOString()),
      origin,
      partnerFirstName,
      mailId: `${job.id}:partner-link`,
    })),
  ];
}
