// Build-time only: JSON-LD objects for pages. Kept pure so tests can check their shape.
import { PLANS } from '../domain/catalog';
import { siteUrl, site } from './site';

/** Serialises JSON-LD safely for a <script> element ("<" can never close the element). */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** FAQPage with each answer as plain text (schema.org Text; the page shows the formatted answer). */
export function faqPageLd(entries: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export function serviceLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Antragsservice für die Auskunft aus dem Fahreignungsregister',
    serviceType: 'Antrag auf Auskunft aus dem Fahreignungsregister beim Kraftfahrt-Bundesamt',
    provider: { '@type': 'Organization', name: site.brand, url: siteUrl, email: site.email },
    areaServed: { '@type': 'Country', name: 'Deutschland' },
    offers: PLANS.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: (plan.priceCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      description: plan.description,
      url: `${siteUrl}/app`,
    })),
  };
}

export function breadcrumbLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}
