-- Contact messages from /hilfe, the mail outbox every outgoing mail goes through, and
-- fixed-window rate-limit counters keyed by a salted hash of the client IP (never the IP itself).

CREATE TABLE contact_messages (
  id          TEXT PRIMARY KEY,           -- random UUID
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  subject     TEXT NOT NULL,
  message     TEXT NOT NULL,
  created_at  TEXT NOT NULL,              -- ISO 8601 UTC
  handled_at  TEXT                        -- set by the back office
);
CREATE INDEX contact_messages_created_at ON contact_messages (created_at);

CREATE TABLE outbox (
  id               TEXT PRIMARY KEY,      -- random UUID
  kind             TEXT NOT NULL,         -- e.g. 'contact_to_support'; decides the template
  to_address       TEXT NOT NULL,
  reply_to         TEXT,
  subject          TEXT NOT NULL,
  body_text        TEXT NOT NULL,
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,         -- ISO 8601 UTC; the sender picks rows due now
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  sent_at          TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

CREATE TABLE rate_limits (
  bucket        TEXT NOT NULL,            -- which endpoint, e.g. 'contact'
  key           TEXT NOT NULL,            -- SHA-256 of salt + client IP
  window_start  INTEGER NOT NULL,         -- unix seconds, start of the fixed window
  count         INTEGER NOT NULL,
  PRIMARY KEY (bucket, key, window_start)
);
