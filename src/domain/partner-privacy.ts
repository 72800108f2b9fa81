// Shared by the Worker's mail with the second person's link and the page /zweite-person: what the second
// person is told under Art. 14 DSGVO (their data comes from the customer who ordered), one list of sentences.
import { SECOND_PERSON_DOCUMENTS_DAYS } from './dispatch';
import type { Translate } from './messages';

/** Who we are, as content/site.json names us. */
export interface Controller {
  company: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
}

/** Who processes their data, what for, on which basis, from whom, to whom, how long, and their rights. */
export function partnerPrivacySentences(t: Translate, controller: Controller): string[] {
  const { company, street, postalCode, city, email } = controller;
  return [
    t('mail.partnerPrivacy.controller', { company, address: `${street}, ${postalCode} ${city}`, email }),
    t('mail.partnerPrivacy.purpose'),
    t('mail.partnerPrivacy.basis'),
    t('mail.partnerPrivacy.source'),
    t('mail.partnerPrivacy.recipients'),
    t('mail.partnerPrivacy.retention', { days: SECOND_PERSON_DOCUMENTS_DAYS }),
    t('mail.partnerPrivacy.rights', { email }),
  ];
}
