// The back office's operators of the e2e run, one per test that logs in. The global setup creates them
// with the real CLI before any test runs: created during the tests, the CLI's write lock on the local
// database now and then failed a request the server was answering at that moment (SQLITE_BUSY → 500).
import { readFileSync } from 'node:fs';

export const OPERATOR_ROLES = ['day', 'inbox', 'keys', 'copy', 'correction'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface E2eOperator {
  email: string;
  password: string;
  secret: string;
}

/** The e2e server's state folder (scripts/e2e-server.mjs): its own per E2E_PORT, else the default. */
export const STATE = process.env.E2E_PORT ? `.wrangler/e2e-state-${process.env.E2E_PORT}` : '.wrangler/e2e-state';
export const OPERATORS_FILE = `${STATE}/e2e-operators.json`;

/** The credentials the global setup made for `role`. */
export function operatorFor(role: OperatorRole): E2eOperator {
  const all = JSON.parse(readFileSync(OPERATORS_FILE, 'utf8')) as Record<OperatorRole, E2eOperator>;
  return all[role];
}
