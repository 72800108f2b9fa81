// The back office's operator for Worker tests: seeded as `npm run operator:create` would (password hash,
// TOTP secret sealed with the documents key), then signed in through the real login, from an address of
// its own so that the login limits of other tests never meet it.
import { env, SELF } from 'cloudflare:test';
import { encrypt, importDocumentsKey } from '../../functions/lib/crypto';
import { hashPassword, totpAt } from '../../functions/lib/operator-crypto';
import { BASE } from './fixtures';

const OPERATOR_PASSWORD = 'pw-123456789';
const OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The header every back-office request that changes something carries (CSRF). */
const ADMIN = { 'X-Requested-With': 'punktebrief-admin' };

/** A new operator; returns their id and e-mail. */
async function seedOperator(): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  const email = `op-${id}@firma.test`;
  const sealed = await encrypt(
    await importDocumentsKey(env.DOCUMENTS_KEY),
    new TextEncoder().encode(OPERATOR_TOTP_SECRET),
    `totp:${id}`,
  );
  await env.DB.prepare(
    'INSERT INTO operators (id, email, password_hash, totp_secret, created_at) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
    .bind(
      id,
      email,
      await hashPassword(OPERATOR_PASSWORD),
      btoa(String.fromCharCode(...sealed)),
      new Date().toISOString(),
    )
    .run();
  return { id, email };
}

/** A new operator's session cookie ("__Host-op_session=…"), signed in with password and TOTP. */
export async function operatorCookie(): Promise<string> {
  const { id, email } = await seedOperator();
  const res = await SELF.fetch(`${BASE}/api/admin/session`, {
    method: 'POST',
    headers: { ...ADMIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `op-${id}` },
    body: JSON.stringify({
      email,
      password: OPERATOR_PASSWORD,
      totp: await totpAt(OPERATOR_TOTP_SECRET, Math.floor(Date.now() / 1000)),
    }),
  });
  if (res.status !== 200) throw new Error(`operator login failed: ${res.status}`);
  return res.headers.get('Set-Cookie')!.split(';')[0]!;
}
