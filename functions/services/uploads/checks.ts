// Whether uploads a request refers to may be used: they exist, the caller holds their token, they are of
// the kind the slot needs and still live. Shared by order creation, the second person and corrections.
import { findUploads, type UploadKind, type UploadRow } from '../../db/uploads';
import { sha256Hex, timingSafeEqual } from '../../lib/crypto';
import type { FieldRefusal } from '../../lib/refusal';
import { validationError } from '../../lib/validate';

/** Upload references by slot (front, back, signature, …), as requests send them. */
export type UploadRefs = Record<string, { id: string; token: string }>;

/**
 * Checks that each upload exists, belongs to the caller (token), has the right kind, can still be used
 * and belongs to no order yet: a document is attached once (the second person, a correction). Only a new
 * order may take over the uploads of an unpaid attempt (orders/creation.ts, with usableUploads).
 */
export async function checkUploads(
  db: D1Database,
  refs: UploadRefs,
  kinds: Record<string, UploadKind>,
  now: Date,
): Promise<UploadRow[]> {
  const rows = await findUploads(
    db,
    Object.values(refs).map((ref) => ref.id),
  );
  const rowOf = (slot: string) => rows.find((row) => row.id === refs[slot]?.id);
  const attached = Object.keys(refs).filter((slot) => rowOf(slot)?.order_number);
  if (attached.length) {
    throw validationError(attached.map((slot) => ({ path: `uploads.${slot}`, key: 'errors.uploadUsed' })));
  }
  return usableUploads(rows, refs, kinds, now);
}

/** checkUploads on rows already read: each referenced row, or a 400 naming every slot whose upload cannot be used. */
export async function usableUploads<Row extends UploadRow>(
  rows: Row[],
  refs: UploadRefs,
  kinds: Record<string, UploadKind>,
  now: Date,
): Promise<Row[]> {
  const fields: FieldRefusal[] = [];
  const checked: Row[] = [];
  for (const [slot, ref] of Object.entries(refs)) {
    const row = rows.find((r) => r.id === ref.id);
    const usable =
      row &&
      !row.deleted_at &&
      row.kind === kinds[slot] &&
      timingSafeEqual(await sha256Hex(ref.token), row.token_hash) &&
      (row.order_number !== null || (row.expires_at !== null && row.expires_at > now.toISOString()));
    if (!usable) {
      fields.push({ path: `uploads.${slot}`, key: 'errors.uploadUnavailable' });
    } else checked.push(row);
  }
  if (fields.length) throw validationError(fields);
  return checked;
}
