// Builds the print-ready application of one applicant of an order: the letter to the KBA with the
// signature, then the ID copies. Documents are decrypted only in memory; the PDF is not stored.
import { berlinIsoDate } from '../../src/domain/dates';
import regular from '../assets/fonts/DejaVuSans.ttf';
import bold from '../assets/fonts/DejaVuSans-Bold.ttf';
import type { Env } from '../env';
import type { OrderRow } from '../db/orders';
import { findUploadsOfOrder } from '../db/uploads';
import { ApiError } from '../lib/api-error';
import { getDecrypted } from './documents';
import { renderApplicationPdf, type ApplicationDocument, type ApplicationInput } from './application-pdf';

export type Applicant = 'main' | 'partner';


/** 'YYYY-MM-DD' (the partner form's date input) → 'DD.MM.YYYY' as the letter prints it. */
function germanDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('.') : value;
}

export async function buildApplication(env: Env, order: OrderRow, who: Applicant, now: Date): Promise<Uint8Array> {
  const prefix = who === 'main' ? '' : 'partner-';
  const uploads = (await findUploadsOfOrder(env.DB, order.order_number)).filter((u) => !u.deleted_at);
  const pick = (kind: string) => uploads.find((u) => u.kind === `${prefix}${kind}`);
  const [front, back, signature] = [pick('front'), pick('back'), pick('signature')];
  if (!front || !back || !signature) {
    throw new ApiError(409, 'documents_missing', 'Für diesen Antrag fehlen Ausweis oder Unterschrift (oder sie wurden bereits gelöscht).');
  }
  const read = async (key: string) => {
    const bytes = await getDecrypted(env, key);
    if (!bytes) throw new ApiError(409, 'documents_missing', 'Ein Dokument ist im Speicher nicht mehr vorhanden.');
    return bytes;
  };

  let applicant: ApplicationInput['applicant'];
  if (who === 'main') {
    applicant = JSON.parse(order.personal_data);
  } else {
    if (!order.partner_data) throw new ApiError(409, 'partner_missing', 'Die Daten der zweiten Person fehlen noch.');
    const partner = (JSON.parse(order.partner_data) as { partnerData: ApplicationInput['applicant'] }).partnerData;
    applicant = { ...partner, birthDate: germanDate(partner.birthDate) };
  }
  const documents: ApplicationDocument[] = [
    { mime: front.mime as ApplicationDocument['mime'], bytes: await read(front.object_key), label: 'Ausweis Vorderseite' },
    { mime: back.mime as ApplicationDocument['mime'], bytes: await read(back.object_key), label: 'Ausweis Rückseite' },
  ];
  return renderApplicationPdf(
    {
      applicant,
      language: order.language,
      place: applicant.city,
      date: berlinIsoDate(now),
      signature: { mime: signature.mime as 'image/png' | 'image/jpeg', bytes: await read(signature.object_key) },
      documents,
      orderNumber: order.order_number,
    },
    { regular, bold },
  );
}
