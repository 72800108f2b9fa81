// After a change of DOCUMENTS_KEY: re-seals with the current key what an older one (DOCUMENTS_KEY_PREVIOUS)
// sealed, one page per call (`npm run documents:rotate` calls until the cursor is null). First the R2
// objects, then the sealed values in D1: operators' TOTP secrets, the old values of personal-data
// changes and the status tokens in order creation's stored answers (kept a day). What the current key
// sealed is skipped by its recorded key id, so a run stopped anywhere is simply started again.
import type { Env } from '../../env';
import { replaceStoredAnswer, storedAnswersAfter } from '../../db/idempotency';
import { resealTotpSecret, totpSecretsAfter, type SealedRow } from '../../db/operators';
import { resealOldValues, sealedChangesAfter } from '../../db/personal-data-changes';
import { documentKeys, seal, sealText, unseal, unsealText, UnreadableSealed } from '../../lib/document-keys';
import { Refusal } from '../../lib/refusal';
import { personalDataChangeContext } from '../corrections/personal-data';
import { totpContext } from '../back-office/login';
import { answerWithSealedToken, sealedTokenOfAnswer } from '../orders/stored-answers';

const ROTATION_PHASES = ['documents', 'operators', 'personal_data_changes', 'idempotency_keys'] as const;
type RotationPhase = (typeof ROTATION_PHASES)[number];

export interface RotationCounts {
  scanned: number;
  /** Sealed with an old key, now with the current one (in a dry run: would be). */
  reencrypted: number;
  /** Sealed with the current key already (those from before key ids get the id recorded). */
  current: number;
  /** No configured key opens it: left as it is, logged with its key id. */
  unreadable: number;
  /** Deleted or rewritten while the page ran: left alone (a deleted ID copy must never come back). */
  vanished: number;
}

export interface RotationPage {
  phase: RotationPhase;
  counts: RotationCounts;
  /** Where the next call goes on; null when every phase is through. */
  cursor: string | null;
}

export interface RotationOptions {
  dryRun: boolean;
  /** Objects or rows per call: each object is read and written once, within the Worker's limits. */
  limit: number;
}

type Outcome = Exclude<keyof RotationCounts, 'scanned'>;

const zero = (): RotationCounts => ({ scanned: 0, reencrypted: 0, current: 0, unreadable: 0, vanished: 0 });

/** A cursor is `<phase>:<position>`: R2's list cursor, or the last row id of the table. */
function parseCursor(cursor: string | null): { phase: RotationPhase; position: string } {
  if (cursor === null) return { phase: 'documents', position: '' };
  const split = cursor.indexOf(':');
  const phase = cursor.slice(0, split) as RotationPhase;
  if (split < 0 || !ROTATION_PHASES.includes(phase))
    throw new Refusal('invalid', 'invalid_cursor', 'operator.unknownCursor');
  return { phase, position: cursor.slice(split + 1) };
}

const nextPhase = (phase: RotationPhase): string | null => {
  const next = ROTATION_PHASES[ROTATION_PHASES.indexOf(phase) + 1];
  return next ? `${next}:` : null;
};

/** One page of the rotation from `cursor` (null: the start). */
export async function rotateDocumentKeys(
  env: Env,
  cursor: string | null,
  options: RotationOptions,
): Promise<RotationPage> {
  const { phase, position } = parseCursor(cursor);
  if (phase === 'documents') return rotateObjects(env, position, options);
  if (phase === 'operators') {
    const secrets = await totpSecretsAfter(env.DB, position, options.limit);
    const rows = secrets.map((row) => ({ ...row, context: totpContext(row.id) }));
    return rotateRows(env, phase, rows, options, resealTotpSecret);
  }
  if (phase === 'personal_data_changes') {
    if (!/^\d*$/.test(position)) throw new Refusal('invalid', 'invalid_cursor', 'operator.unknownCursor');
    const changes = await sealedChangesAfter(env.DB, Number(position || 0), options.limit);
    const rows = changes.map((row) => ({ ...row, context: personalDataChangeContext(row.orderNumber) }));
    return rotateRows(env, phase, rows, options, resealOldValues);
  }
  const answers = await storedAnswersAfter(env.DB, position, options.limit);
  // An answer without a token (none are stored so) still moves the cursor on: it counts as current.
  const rows = answers.map(({ key, response }) => ({
    id: key,
    response,
    ...(sealedTokenOfAnswer(response) ?? { value: '', keyId: null, context: '' }),
  }));
  return rotateRows(env, phase, rows, options, (db, row, value, keyId) =>
    replaceStoredAnswer(db, row.id, row.response, answerWithSealedToken(row.response, value, keyId)),
  );
}

async function rotateObjects(env: Env, position: string, options: RotationOptions): Promise<RotationPage> {
  const listed = await env.DOCUMENTS.list({
    cursor: position || undefined,
    limit: options.limit,
    include: ['customMetadata'],
  });
  const counts = zero();
  for (const object of listed.objects) {
    counts.scanned++;
    counts[await rotateObject(env, object, options.dryRun)]++;
  }
  return {
    phase: 'documents',
    counts,
    cursor: listed.truncated ? `documents:${listed.cursor}` : nextPhase('documents'),
  };
}

async function rotateObject(env: Env, listed: R2Object, dryRun: boolean): Promise<Outcome> {
  const { current } = await documentKeys(env);
  if (listed.customMetadata?.keyId === current.id) return 'current';
  const object = await env.DOCUMENTS.get(listed.key);
  if (!object) return 'vanished';
  const bytes = new Uint8Array(await object.arrayBuffer());
  let opened: Awaited<ReturnType<typeof unseal>>;
  try {
    opened = await unseal(env, bytes, listed.key, object.customMetadata?.keyId ?? null);
  } catch (error) {
    if (!(error instanceof UnreadableSealed)) throw error;
    console.error(`rotation_unreadable object=${listed.key} ${error.message}`);
    return 'unreadable';
  }
  // Sealed with the current key before key ids were kept: only the id is missing, the bytes stay.
  const outcome = opened.keyId === current.id ? 'current' : 'reencrypted';
  if (dryRun) return outcome;
  const body = outcome === 'current' ? bytes : (await seal(env, opened.plain, listed.key)).sealed;
  // Only over the very object read: one deleted meanwhile (an ID copy after posting) stays deleted.
  const written = await env.DOCUMENTS.put(listed.key, body, {
    httpMetadata: object.httpMetadata,
    customMetadata: { ...object.customMetadata, keyId: current.id },
    onlyIf: { etagMatches: object.etag },
  });
  return written ? outcome : 'vanished';
}

/** A page of rows of one table, each with the context (additional data) it is sealed under. */
async function rotateRows<Row extends SealedRow & { context: string }>(
  env: Env,
  phase: RotationPhase,
  rows: readonly Row[],
  options: RotationOptions,
  /** Stores a row's value re-sealed with the current key, unless the row changed since it was read. */
  reseal: (db: D1Database, row: Row, value: string, keyId: string) => D1PreparedStatement,
): Promise<RotationPage> {
  const { current } = await documentKeys(env);
  const counts = zero();
  const writes: { outcome: Outcome; statement: D1PreparedStatement }[] = [];
  for (const row of rows) {
    counts.scanned++;
    if (row.keyId === current.id || !row.value) {
      counts.current++;
      continue;
    }
    let opened: Awaited<ReturnType<typeof unsealText>>;
    try {
      opened = await unsealText(env, row.value, row.context, row.keyId);
    } catch (error) {
      if (!(error instanceof UnreadableSealed)) throw error;
      console.error(`rotation_unreadable ${phase}=${row.id} ${error.message}`);
      counts.unreadable++;
      continue;
    }
    const outcome = opened.keyId === current.id ? 'current' : 'reencrypted';
    if (options.dryRun) {
      counts[outcome]++;
      continue;
    }
    const value = outcome === 'current' ? row.value : (await sealText(env, opened.text, row.context)).value;
    writes.push({ outcome, statement: reseal(env.DB, row, value, current.id) });
  }
  const results = writes.length ? await env.DB.batch(writes.map((w) => w.statement)) : [];
  writes.forEach((write, i) => counts[(results[i]?.meta.changes ?? 0) === 1 ? write.outcome : 'vanished']++);
  const last = rows.at(-1);
  return {
    phase,
    counts,
    cursor: rows.length === options.limit && last ? `${phase}:${last.id}` : nextPhase(phase),
  };
}
