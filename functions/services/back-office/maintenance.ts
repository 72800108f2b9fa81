// Upkeep an operator runs from a script (npm run documents:rotate): one page of the documents key's
// rotation, and under the operator's name in the audit log the start of a run and every page that rewrote something.
import type { Env } from '../../env';
import { audit } from '../../db/operators';
import { rotateDocumentKeys, type RotationOptions, type RotationPage } from '../documents/key-rotation';
import type { Actor } from './order-actions';

export async function rotateDocumentKeysPage(
  env: Env,
  cursor: string | null,
  options: RotationOptions,
  actor: Actor,
  now: Date,
): Promise<RotationPage> {
  const page = await rotateDocumentKeys(env, cursor, options);
  if (cursor === null || (!options.dryRun && page.counts.reencrypted > 0)) {
    const { scanned, reencrypted, current, unreadable, vanished } = page.counts;
    await audit(env.DB, {
      at: now.toISOString(),
      ...actor,
      action: options.dryRun ? 'documents_rotate_dry_run' : 'documents_rotate',
      detail: `${page.phase}: ${scanned} gelesen, ${reencrypted} neu verschlüsselt, ${current} aktuell, ${unreadable} unlesbar, ${vanished} entfallen`,
    }).run();
  }
  return page;
}
