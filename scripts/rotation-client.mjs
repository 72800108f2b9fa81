// The client side of `npm run documents:rotate`: its arguments, and the loop over the Worker's
// POST /api/admin/maintenance/rotate-documents (one page per call, until the cursor is null). Kept apart
// from the script's I/O so tests/unit/maintenance-scripts.test.ts can run both without a Worker.
import { parseArgs } from 'node:util';

const ROTATE_USAGE =
  'Usage: npm run documents:rotate -- [--persist-to DIR | --remote [--url https://host]] [--dry-run] [--limit N]';

/**
 * `--persist-to DIR` (a local state folder, as `npm start` with WRANGLER_PERSIST_TO), `--remote` (the
 * deployed Worker at `--url`, default https://<host of content/site.json>), neither: the local state of
 * `npm start`. Throws the usage with what is wrong.
 */
export function parseRotateArgs(argv, defaultHost) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'persist-to': { type: 'string' },
      remote: { type: 'boolean', default: false },
      url: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      limit: { type: 'string' },
    },
    strict: true,
  });
  if (values.remote && values['persist-to'])
    throw new Error(`--remote and --persist-to exclude each other.\n${ROTATE_USAGE}`);
  if (values.url && !values.remote) throw new Error(`--url is for --remote only.\n${ROTATE_USAGE}`);
  const limit = values.limit === undefined ? 25 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error(`--limit is 1 to 100.\n${ROTATE_USAGE}`);
  const url = values.remote ? new URL(values.url ?? `https://${defaultHost}`) : null;
  // The operator's password and session cookie go nowhere but over TLS.
  if (url && url.protocol !== 'https:') throw new Error(`--url must be https://.\n${ROTATE_USAGE}`);
  return {
    target: values.remote ? 'remote' : 'local',
    persistTo: values['persist-to'] ?? null,
    url: url ? url.origin : null,
    dryRun: values['dry-run'],
    limit,
  };
}

const PHASES = ['documents', 'operators', 'personal_data_changes', 'idempotency_keys'];
const COUNTS = ['scanned', 'reencrypted', 'current', 'unreadable', 'vanished'];

/**
 * Calls `postPage({ cursor, dryRun, limit })` from the start until the Worker answers cursor null; returns
 * the counts summed per phase. A stopped run is simply started again: what is current is skipped.
 */
export async function rotateAll(postPage, { dryRun, limit, onPage = () => {} }) {
  const totals = Object.fromEntries(PHASES.map((phase) => [phase, Object.fromEntries(COUNTS.map((c) => [c, 0]))]));
  let cursor = null;
  do {
    const page = await postPage({ cursor, dryRun, limit });
    if (!totals[page.phase]) throw new Error(`unexpected answer: phase ${page.phase}`);
    for (const count of COUNTS) totals[page.phase][count] += page.counts[count] ?? 0;
    onPage(page);
    cursor = page.cursor;
  } while (cursor !== null);
  return totals;
}

const PHASE_WORDS = {
  documents: 'documents in R2',
  operators: "operators' TOTP secrets",
  personal_data_changes: 'old values of personal-data changes',
  idempotency_keys: "status tokens in order creation's stored answers",
};

/** The report: counts per phase, then whether DOCUMENTS_KEY_PREVIOUS may go. */
export function rotationReport(totals, dryRun) {
  const sum = (count) => PHASES.reduce((n, phase) => n + totals[phase][count], 0);
  const lines = PHASES.map((phase) => {
    const t = totals[phase];
    return `${PHASE_WORDS[phase]}: ${t.scanned} scanned, ${t.reencrypted} ${dryRun ? 'to re-encrypt' : 're-encrypted'}, ${t.current} already current, ${t.unreadable} unreadable${t.vanished ? `, ${t.vanished} deleted or changed meanwhile` : ''}`;
  });
  if (sum('unreadable') > 0)
    lines.push(
      `${sum('unreadable')} value(s) open with no configured key (the Worker's log names them: rotation_unreadable). Keep DOCUMENTS_KEY_PREVIOUS until that is understood.`,
    );
  else if (dryRun && sum('reencrypted') > 0) lines.push('Dry run: nothing was written. Run again without --dry-run.');
  else lines.push('Nothing is left under an old key: DOCUMENTS_KEY_PREVIOUS can be removed.');
  return lines;
}
