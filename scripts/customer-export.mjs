// `npm run customer:export -- --email name@example.de [--remote | --persist-to DIR] [--out FILE] [--dry-run]`:
// everything the database holds about one customer (Art. 15 DSGVO), as JSON, for the answer to a
// data-subject request: their orders with personal data, timeline, withdrawals, contact messages, the
// mails and SMS sent to them (subjects and times), their uploads and letters (which files existed and when
// they were deleted; the files themselves are read in the back office, each read audited). `--dry-run`
// prints the queries without running them. What to do with the export: docs/operations.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { offlineEnv } from './local-env.mjs';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    out: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});

/** The queries of the export, by section, for one e-mail address (checked to hold no quote). */
export function exportQueries(email) {
  if (!/^[^@\s']+@[^@\s']+\.[^@\s']+$/.test(email)) throw new Error('not an e-mail address');
  const orders = `SELECT order_number FROM orders WHERE lower(email) = '${email}'`;
  return {
    orders: `SELECT order_number, status, plan, extras, total_cents, language, customer_language, email, personal_data, partner_data, created_at, paid_at, dispatch_deadline FROM orders WHERE lower(email) = '${email}' ORDER BY created_at`,
    timeline: `SELECT order_number, at, event, detail FROM order_timeline WHERE order_number IN (${orders}) ORDER BY order_number, at`,
    withdrawals: `SELECT order_number, name, email, statement, received_at, handled_at FROM withdrawals WHERE lower(email) = '${email}' OR order_number IN (${orders}) ORDER BY received_at`,
    contactMessages: `SELECT name, email, subject, message, created_at, handled_at FROM contact_messages WHERE lower(email) = '${email}' ORDER BY created_at`,
    messagesSent: `SELECT kind, channel, to_address, subject, status, created_at, sent_at FROM outbox WHERE lower(to_address) = '${email}' OR order_number IN (${orders}) ORDER BY created_at`,
    uploads: `SELECT order_number, kind, mime, size, created_at, deleted_at FROM uploads WHERE order_number IN (${orders}) ORDER BY created_at`,
    letters: `SELECT order_number, applicants, channel, state, created_at, handed_over_at, sent_at FROM letters WHERE order_number IN (${orders}) ORDER BY created_at`,
    invoices: `SELECT order_number, number, gross_cents, issued_at FROM invoices WHERE order_number IN (${orders}) ORDER BY issued_at`,
  };
}

function main() {
  const email = values.email?.trim().toLowerCase() ?? '';
  let queries;
  try {
    queries = exportQueries(email);
  } catch {
    console.error(
      'Usage: npm run customer:export -- --email name@example.de [--remote | --persist-to DIR] [--out FILE] [--dry-run]',
    );
    process.exit(1);
  }
  if (values['dry-run']) {
    for (const [section, sql] of Object.entries(queries)) console.log(`-- ${section}\n${sql};\n`);
    return;
  }
  const target = values.remote
    ? ['--remote']
    : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];
  const exported = { email, exportedAt: new Date().toISOString() };
  for (const [section, sql] of Object.entries(queries)) {
    const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...target, '--json', '--command', sql], {
      env: offlineEnv,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      console.error(result.stderr || result.stdout);
      process.exit(result.status ?? 1);
    }
    exported[section] = JSON.parse(result.stdout).at(-1)?.results ?? [];
  }
  const json = JSON.stringify(exported, null, 2);
  if (values.out) {
    writeFileSync(values.out, json);
    console.log(`Export für ${email}: ${exported.orders.length} Bestellung(en), geschrieben nach ${values.out}.`);
  } else console.log(json);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
