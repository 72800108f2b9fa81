// The contract confirmation of a paid order (§ 312f Abs. 2 BGB): gathers the order, the provider
// (content/site.json), the confirmations recorded as evidence and the AGB in the archived version the
// order names, renders the PDF once and keeps it encrypted in R2 under a key derived from the order
// number, so the after-paid job can retry without making a different document.
import { translationSummary } from '../pdf/translation-summary';
import site from '../../../content/site.json';
import { VAT_RATE_PERCENT, planById } from '../../../src/domain/catalog';
import { priceOf, vatOf } from '../../../src/domain/pricing';
import regular from '../../assets/fonts/DejaVuSans.ttf';
import bold from '../../assets/fonts/DejaVuSans-Bold.ttf';
import { SECOND_PERSON_ADDON_NAME } from '../../../src/domain/second-person-addon';
import type { Env } from '../../env';
import type { Addon } from '../../db/addons';
import type { Order, OrderEvidence } from '../../db/orders';
import type { LegalVersions } from '../../legal/legal-document';
import { PRE_VERSIONING_LEGAL_VERSIONS, legalDocument, legalText, type LegalArchive } from '../../legal/lookup';
import { putEncrypted } from '../documents/store';
import { renderContractConfirmationPdf, type ContractConfirmationInput } from './pdf';

/** The R2 key of an order's confirmation: one per order, no personal data in it. */
export function contractConfirmationKey(orderNumber: string): string {
  return `contracts/${orderNumber}`;
}

/** The versions an order was made under; orders from before versioning get the texts of that time. */
function legalVersionsOf(evidence: OrderEvidence): { versions: LegalVersions; recorded: boolean } {
  if (evidence.legalVersions) return { versions: evidence.legalVersions, recorded: true };
  return { versions: PRE_VERSIONING_LEGAL_VERSIONS, recorded: false };
}

/** Everything the PDF shows, from the order and the archive (tests pass an archive with fixture versions). */
function contractConfirmationInput(order: Order, paidAt: Date, archive?: LegalArchive): ContractConfirmationInput {
  const evidence = order.evidence;
  if (!evidence) throw new Error('order has no evidence (anonymised)');
  const { versions } = legalVersionsOf(evidence);
  const price = priceOf({ plan: order.plan, extras: order.extras });
  const plan = planById(order.plan);
  const person = order.personalData;
  const { texts, accepted, version } = evidence.confirmations;
  return {
    provider: { ...site.provider, name: site.provider.company, email: site.email, website: site.host },
    customer: {
      name: `${person.firstName} ${person.lastName}`,
      street: `${person.street} ${person.houseNumber}`,
      postalCode: person.postalCode,
      city: person.city,
      email: order.email,
    },
    orderNumber: order.orderNumber,
    orderedAt: evidence.time,
    paidAt: paidAt.toISOString(),
    lines: price.lines.map((line) => ({ name: line.name, priceCents: line.priceCents })),
    totalCents: order.totalCents,
    vatCents: vatOf(order.totalCents, VAT_RATE_PERCENT).vatCents,
    vatRatePercent: VAT_RATE_PERCENT,
    service: {
      description: `${plan.name}: ${plan.description}`,
      features: plan.features,
      dispatchDeadline: order.dispatchDeadline,
      notice:
        `${site.brand} ist ein privater Dienstleister und nicht das Kraftfahrt-Bundesamt (KBA). Das KBA schickt ` +
        `dir die Auskunft direkt per Post (Bearbeitungszeit dort in der Regel ${site.claims.kbaWorkingDays} Werktage); beim KBA ` +
        'selbst ist die Auskunft kostenlos.',
    },
    // The record of the order itself, not today's labels: exactly what was shown and ticked.
    confirmations: {
      version,
      items: Object.entries(texts).map(([id, text]) => ({ text, accepted: accepted[id] === true })),
    },
    agb: { text: legalText(versions.agb, 'agb', archive), version: versions.agb },
    privacy: { updated: legalText(versions.privacy, 'privacy', archive).updated, version: versions.privacy },
    summary: translationSummary(order.customerLanguage, 'document.contractSummary', order.orderNumber),
  };
}

/**
 * Renders and stores the confirmation unless it is stored already; returns its R2 key. The PDF is
 * written once: a retry, or a later change of the AGB, never changes what the customer was sent.
 */
export async function issueContractConfirmation(
  env: Env,
  order: Order,
  paidAt: Date,
  archive?: LegalArchive,
): Promise<string> {
  const key = contractConfirmationKey(order.orderNumber);
  if (await env.DOCUMENTS.head(key)) return key;
  const pdf = await renderContractConfirmationPdf(contractConfirmationInput(order, paidAt, archive), { regular, bold });
  await putEncrypted(env, key, pdf);
  return key;
}

/** The R2 key of an add-on's confirmation (a second person bought after payment). */
export function addonContractConfirmationKey(orderNumber: string, addonId: string): string {
  return `contracts/${orderNumber}/${addonId}`;
}

/**
 * The contract of a second person bought after payment (the add-on): the order's customer and
 * provider, the add-on's line and price, and what was confirmed for it, under the legal texts in force
 * when it was ordered.
 */
function addonContractConfirmationInput(
  order: Order,
  addon: Addon,
  paidAt: Date,
  archive?: LegalArchive,
): ContractConfirmationInput {
  if (!addon.evidence) throw new Error('add-on has no evidence (anonymised)');
  // The order's document, built from the add-on's evidence (its confirmations and legal versions).
  const base = contractConfirmationInput({ ...order, evidence: addon.evidence }, paidAt, archive);
  return {
    ...base,
    orderedAt: addon.evidence.time,
    lines: [{ name: SECOND_PERSON_ADDON_NAME, priceCents: addon.priceCents }],
    totalCents: addon.priceCents,
    vatCents: vatOf(addon.priceCents, VAT_RATE_PERCENT).vatCents,
    service: {
      ...base.service,
      description:
        `${SECOND_PERSON_ADDON_NAME} zur Bestellung ${order.orderNumber}: Wir stellen den Antrag auf Auskunft aus ` +
        'dem Fahreignungsregister auch für die zweite Person und senden ihn zusammen mit deinem an das KBA.',
      features: [
        'Antrag der zweiten Person ausgefüllt, mit eigener Unterschrift und Ausweiskopie',
        'Versand zusammen mit deinem Antrag',
        'Ausweiskopie direkt nach dem Versand gelöscht',
      ],
    },
  };
}

/** As issueContractConfirmation, for an add-on: written once under its own key. */
export async function issueAddonContractConfirmation(
  env: Env,
  order: Order,
  addon: Addon,
  paidAt: Date,
): Promise<string> {
  const key = addonContractConfirmationKey(order.orderNumber, addon.id);
  if (await env.DOCUMENTS.head(key)) return key;
  const pdf = await renderContractConfirmationPdf(addonContractConfirmationInput(order, addon, paidAt), {
    regular,
    bold,
  });
  await putEncrypted(env, key, pdf);
  return key;
}

/** The back office's line: which version of each text the order was made under. */
export function legalVersionsSummary(evidence: OrderEvidence | null) {
  if (!evidence) return null;
  const { versions, recorded } = legalVersionsOf(evidence);
  const entry = (id: string) => {
    try {
      return { version: id, updated: legalDocument(id).updated };
    } catch {
      return { version: id, updated: null }; // a broken archive must not hide the rest of the order
    }
  };
  return {
    recorded,
    agb: entry(versions.agb),
    privacy: entry(versions.privacy),
    confirmations: entry(versions.confirmations),
  };
}
