-- Operators of the back office, their sessions, and the audit log of every security-relevant action.

CREATE TABLE operators (
  id               TEXT PRIMARY KEY,          -- random UUID
  email            TEXT NOT NULL UNIQUE,
  password_hash    TEXT NOT NULL,             -- pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>
  totp_secret      TEXT NOT NULL,             -- base32 TOTP secret, AES-GCM encrypted with DOCUMENTS_KEY (base64)
  failed_attempts  INTEGER NOT NULL DEFAULT 0,
  locked_until     TEXT,
  created_at       TEXT NOT NULL
);

CREATE TABLE operator_sessions (
  id_hash       TEXT PRIMARY KEY,             -- SHA-256 of the session id in the cookie
  operator_id   TEXT NOT NULL REFERENCES operators (id),
  created_at    TEXT NOT NULL,
  last_seen_at  TEXT NOT NULL,
  expires_at    TEXT NOT NULL,
  revoked_at    TEXT
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

CREATE TABLE audit_log (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  at            TEXT NOT NULL,
  operator_id   TEXT,                         -- NULL for failed logins of unknown addresses
  action        TEXT NOT NULL,                -- e.g. 'login', 'login_failed', 'logout_all', 'document_read'
  order_number  TEXT,
  detail        TEXT,
  ip_hash       TEXT                          -- salted hash, like the rate limits
);
CREATE INDEX audit_log_at ON audit_log (at);
