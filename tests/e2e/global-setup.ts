// Runs once after the e2e servers are up and before any test: creates the operators (operators.ts).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { OPERATOR_ROLES, OPERATORS_FILE, STATE, type E2eOperator } from './operators';

function createOperator(email: string): E2eOperator {
  const out = execFileSync('node', ['scripts/operator-create.mjs', '--email', email, '--persist-to', STATE], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The CLI shows the QR code for the authenticator app, the one-time password and the TOTP secret.
  const password = out.match(/Passwort \(einmalig angezeigt\): (\S+)/)?.[1];
  const secret = out.match(/TOTP-Geheimnis: (\S+)/)?.[1];
  if (!out.includes('█') || !password || !secret) throw new Error(`operator-create printed no credentials:\n${out}`);
  return { email, password, secret };
}

export default function globalSetup(): void {
  const run = Math.random().toString(36).slice(2, 8);
  const operators = Object.fromEntries(
    OPERATOR_ROLES.map((role) => [role, createOperator(`op-${role}-${run}@firma.test`)]),
  );
  writeFileSync(OPERATORS_FILE, JSON.stringify(operators));
}
