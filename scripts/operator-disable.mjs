// `npm run operator:disable -- --email name@firma.de [--remote]`: disables a back-office operator in
// the local (default) or the deployed D1 database. A disabled operator cannot log in, and every open
// session ends at once (the session check refuses disabled operators; their sessions are also revoked
// here). The account and its audit trail stay; nothing is deleted.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { offlineEnv } from './local-env.mjs';

const { values } = parseArgs({
  options: { email: { type: 'string' }, remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s']+@[^@\s']+\.[^@\s']+$/.test(email)) {
  console.error('Usage: npm run operator:disable -- --email name@firma.de [--remote]');
  process.exit(1);
}

const now = new Date().toISOString();
// The e-mail is checked above to contain no quote, so it can stand in the SQL text.
const sql = [
  `UPDATE operators SET disabled_at = COALESCE(disabled_at, '${now}') WHERE email = '${email}'`,
  `UPDATE operator_sessions SET revoked_at = '${now}' WHERE revoked_at IS NULL AND operator_id IN (SELECT id FROM operators WHERE email = '${email}')`,
  `INSERT INTO audit_log (at, operator_id, action, detail) SELECT '${now}', id, 'operator_disabled', 'npm run operator:disable' FROM operators WHERE email = '${email}'`,
  `SELECT COUNT(*) AS disabled FROM operators WHERE email = '${email}' AND disabled_at IS NOT NULL`,
].join('; ');
const target = values.remote
  ? ['--remote']
  : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];
const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...target, '--json', '--command', sql], {
  env: offlineEnv,
  encoding: 'utf8',
});
if (result.status !== 0) {
  console.error(result.stderr || result.stdout);
  process.exit(result.status ?? 1);
}
const disabled = JSON.parse(result.stdout).at(-1)?.results?.[0]?.disabled ?? 0;
if (disabled !== 1) {
  console.error(`Kein Operator mit der E-Mail-Adresse ${email}.`);
  process.exit(1);
}
console.log(`Operator ${email} deaktiviert: keine Anmeldung mehr möglich, alle Sitzungen beendet.`);
