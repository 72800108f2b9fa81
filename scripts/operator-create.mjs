// `npm run operator:create -- --email name@firma.de [--remote]`: creates a back-office operator in
// the local (default) or the deployed D1 database. Prints a generated password (shown this once; the
// operator changes it under "Konto und Passwort") and the TOTP secret as a QR code for the
// authenticator app, with its otpauth:// URI and the secret for typing in; neither is stored in clear
// text. The TOTP secret is encrypted with DOCUMENTS_KEY (env, or .dev.vars locally).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { documentKeyId, encrypt, importDocumentsKey, randomToken } from '../functions/lib/crypto.ts';
import { hashPassword, newTotpSecret } from '../functions/lib/operator-crypto.ts';
import { ensureDevVars, offlineEnv } from './local-env.mjs';

const { values } = parseArgs({
  options: { email: { type: 'string' }, remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s']+@[^@\s']+\.[^@\s']+$/.test(email)) {
  console.error('Usage: npm run operator:create -- --email name@firma.de [--remote]');
  process.exit(1);
}

function documentsKey() {
  if (process.env.DOCUMENTS_KEY) return process.env.DOCUMENTS_KEY;
  if (values.remote) throw new Error('Set DOCUMENTS_KEY to the production key (the same value as the Worker secret).');
  ensureDevVars();
  const vars = existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '';
  return vars.match(/^DOCUMENTS_KEY=(.+)$/m)?.[1]?.trim();
}

const id = crypto.randomUUID();
const password = randomToken().slice(0, 24);
const totpSecret = newTotpSecret();
const base64Key = documentsKey();
const key = await importDocumentsKey(base64Key);
const sealed = await encrypt(key, new TextEncoder().encode(totpSecret), `totp:${id}`);
// The key's id beside the secret, as the Worker records it (functions/lib/document-keys.ts): after a key
// change the login picks the right key, and the rotation knows this secret is current.
const sql = `INSERT INTO operators (id, email, password_hash, totp_secret, key_id, created_at) VALUES ('${id}', '${email}', '${await hashPassword(password)}', '${Buffer.from(sealed).toString('base64')}', '${await documentKeyId(base64Key)}', '${new Date().toISOString()}')`;
const target = values.remote
  ? ['--remote']
  : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];
const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', ...target, '--command', sql], {
  env: offlineEnv,
  encoding: 'utf8',
});
if (result.status !== 0) {
  console.error(result.stderr || result.stdout);
  process.exit(result.status ?? 1);
}
const uri = `otpauth://totp/PunkteBrief:${encodeURIComponent(email)}?secret=${totpSecret}&issuer=PunkteBrief&algorithm=SHA1&digits=6&period=30`;
const qr = await QRCode.toString(uri, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });
console.log(
  [
    `Operator ${email} angelegt.`,
    '',
    `Passwort (einmalig angezeigt): ${password}`,
    'Bitte nach der ersten Anmeldung unter „Konto und Passwort“ ein eigenes Passwort wählen.',
    '',
    'Diesen QR-Code mit der Authenticator-App scannen (z. B. Google Authenticator, Microsoft Authenticator, 2FAS):',
    qr,
    `TOTP-Geheimnis: ${totpSecret}`,
    `Authenticator-URI: ${uri}`,
  ].join('\n'),
);
