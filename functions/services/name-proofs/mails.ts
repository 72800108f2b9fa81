// The customer's mail when an operator could not use the proof of a change of name sent from the status
// page: in the customer's language (texts in src/domain/catalogue/mail-name-proof.ts), with a fresh status
// link to send another while the application is not printed, and replies going to support.
import type { Locale } from '../../../src/domain/locales';
import type { OutgoingMail } from '../../db/outbox';
import { customerMail } from '../mails/common';

export function nameProofRejectedMail(input: {
  email: string;
  firstName: string;
  orderNumber: string;
  statusUrl: string;
  supportEmail: string;
  locale: Locale;
}): OutgoingMail {
  return customerMail(input, {
    kind: 'name_proof_rejected',
    subject: 'mail.nameProof.rejected.subject',
    greetingName: input.firstName,
    replyTo: input.supportEmail,
    lines: (t) => [
      t('mail.nameProof.rejected.intro'),
      '',
      t('mail.nameProof.rejected.again'),
      input.statusUrl,
      '',
      t('mail.nameProof.rejected.questions'),
    ],
  });
}
