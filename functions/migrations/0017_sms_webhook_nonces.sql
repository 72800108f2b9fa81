-- The SMS provider's signed webhooks are taken once: each nonce is kept while its signature is fresh
-- (the timestamp ± 300 s, services/sms/provider.ts), so a recorded request cannot be replayed. The
-- primary key makes the claim atomic: of two identical requests at once, one inserts and one is refused.
-- Rows past `expires_at` (unix seconds) are deleted when the next webhook is claimed.
CREATE TABLE sms_webhook_nonces (
  nonce       TEXT PRIMARY KEY,
  expires_at  INTEGER NOT NULL
);
CREATE INDEX sms_webhook_nonces_expires_at ON sms_webhook_nonces (expires_at);
