// Builds the print-ready application of one applicant of an order: the letter to the KBA with the
// signature, then the ID copies and, for the customer, the proof of a change of name (from the wizard, or
// sent later and confirmed by an operator). Documents are decrypted only in memory; the PDF is not stored.
import { berlinIsoDate, germanDate } from '../../../src/domain/dates';
import regular from '../../assets/fonts/DejaVuSans.ttf';
import bold from '../../assets/fonts/DejaVuSans-Bold.ttf';
import type { Env } from '../../env';
import type { Order } from '../../db/orders';
import { printableNameProofs } from '../../db/name-proofs';
import { findUploadsOfOrder } from '../../db/uploads';
import { Refusal } from '../../lib/refusal';
import { getDecrypted } from '../documents/store';
import { renderApplicationPdf, type ApplicationDocument, type ApplicationInput } from './pdf';
import { UnreadableImage } from '../uploads/images/png-reader';

export type Applicant = 'main' | 'partner';

/**
 * A document the order's rows still list is gone from storage: deleted after a posting that a restore
 * of the database (to an earlier point) no longer knows of. Waiting will not bring it back; the order
 * needs a person.
 */
export class DocumentGone extends Refusal {
  constructor() {
    super('conflict', 'documents_missing', 'operator.documentGone');
  }
}

/**
 * The application of one applicant. With `letterOnly`, just the signed letter without the ID copies and
 * the name proof: the copy Plus and Pro keep of what was sent (it needs only the signature; its text names
 * the enclosures as the letter sent did).
 */
export async function buildApplication(
  env: Env,
  order: Order,
  who: Applicant,
  now: Date,
  { letterOnly = false }: { letterOnly?: boolean } = {},
): Promise<Uint8Array> {
  const prefix = who === 'main' ? '' : 'partner-';
  const uploads = (await findUploadsOfOrder(env.DB, order.orderNumber)).filter((u) => !u.deleted_at);
  const pick = (kind: string) => uploads.find((u) => u.kind === `${prefix}${kind}`);
  const [front, back, signature] = [pick('front'), pick('back'), pick('signature')];
  // The second person has no name question; theirs is the customer's order.
  const nameProofs = who === 'main' ? printableNameProofs(uploads) : [];
  if (!signature || (!letterOnly && (!front || !back))) {
    throw new Refusal('conflict', 'documents_missing', 'operator.documentsMissing');
  }
  const read = async (key: string) => {
    const bytes = await getDecrypted(env, key);
    if (!bytes) throw new DocumentGone();
    return bytes;
  };

  let applicant: ApplicationInput['applicant'];
  if (who === 'main') {
    applicant = order.personalData;
  } else {
    if (!order.partner) throw new Refusal('conflict', 'partner_missing', 'operator.partnerMissing');
    const partner = order.partner.partnerData;
    applicant = { ...partner, birthDate: germanDate(partner.birthDate) };
  }
  const documents: ApplicationDocument[] =
    letterOnly || !front || !back
      ? []
      : [
          {
            mime: front.mime as ApplicationDocument['mime'],
            bytes: await read(front.object_key),
            label: 'Ausweis Vorderseite',
          },
          {
            mime: back.mime as ApplicationDocument['mime'],
            bytes: await read(back.object_key),
            label: 'Ausweis Rückseite',
          },
          ...(await Promise.all(
            nameProofs.map(async (proof) => ({
              mime: proof.mime as ApplicationDocument['mime'],
              bytes: await read(proof.object_key),
              label: 'Nachweis der Namensänderung',
            })),
          )),
        ];
  const input = {
    applicant,
    language: order.language,
    place: applicant.city,
    date: berlinIsoDate(now),
    signature: { mime: signature.mime as 'image/png' | 'image/jpeg', bytes: await read(signature.object_key) },
    documents,
    enclosesNameProof: nameProofs.length > 0,
    orderNumber: order.orderNumber,
  };
  try {
    return await renderApplicationPdf(input, { regular, bold });
  } catch (error) {
    // An upload that passed the checks at upload time but cannot be drawn (a truncated PNG, say): the
    // operator gets the reason in words and asks for the file again, instead of a failed request.
    if (error instanceof UnreadableImage)
      throw new Refusal('unprocessable', 'image_unreadable', 'operator.imageUnreadable', {
        params: { reason: error.message },
      });
    throw error;
  }
}
