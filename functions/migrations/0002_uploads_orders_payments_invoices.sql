-- Uploads (encrypted in R2), orders with their timeline, idempotent order creation, processed
-- payment events, gap-free invoice numbers, and attachments for outgoing mails.

CREATE TABLE uploads (
  id            TEXT PRIMARY KEY,           -- random UUID, also returned to the browser
  kind          TEXT NOT NULL CHECK (kind IN ('front', 'back', 'signature', 'partner-front', 'partner-back', 'partner-signature')),
  mime          TEXT NOT NULL,              -- decided from the file's bytes, never from its name
  size          INTEGER NOT NULL,
  sha256        TEXT NOT NULL,              -- of the plain file, for integrity checks
  token_hash    TEXT NOT NULL,              -- SHA-256 of the upload token; the token itself is never stored
  object_key    TEXT NOT NULL UNIQUE,       -- random R2 key, no personal data
  order_number  TEXT,                       -- set when attached to an order
  created_at    TEXT NOT NULL,
  expires_at    TEXT,                       -- 24 h after upload while unattached; NULL once attached
  deleted_at    TEXT                        -- set when the R2 object was deleted
);
CREATE INDEX uploads_order ON uploads (order_number);
CREATE INDEX uploads_expiry ON uploads (expires_at) WHERE deleted_at IS NULL;

CREATE TABLE orders (
  order_number            TEXT PRIMARY KEY,     -- PK-{timestamp}-{6 letters}
  status                  TEXT NOT NULL,        -- see functions/services/order-status.ts
  status_token_hash       TEXT NOT NULL,        -- SHA-256 of the secret status token
  plan                    TEXT NOT NULL,
  extras                  TEXT NOT NULL,        -- JSON array of extra ids actually charged
  total_cents             INTEGER NOT NULL,     -- computed by the server from the catalog
  currency                TEXT NOT NULL DEFAULT 'EUR',
  language                TEXT NOT NULL,        -- language of the KBA's reply: de | en
  email                   TEXT NOT NULL,
  personal_data           TEXT NOT NULL,        -- JSON, validated with the domain schema
  requires_second_person  INTEGER NOT NULL,
  evidence                TEXT NOT NULL,        -- JSON: IP, user agent, time, confirmation texts, cookie choices
  payment_provider        TEXT NOT NULL,        -- stripe | demo
  payment_session_id      TEXT UNIQUE,
  payment_url             TEXT,
  dispatch_deadline       TEXT,                 -- YYYY-MM-DD, business days in NRW
  paid_at                 TEXT,
  partner_data            TEXT,                 -- JSON of the second person, once submitted
  partner_submitted_at    TEXT,
  created_at              TEXT NOT NULL,
  updated_at              TEXT NOT NULL
);
CREATE INDEX orders_status ON orders (status, dispatch_deadline);

CREATE TABLE order_timeline (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  order_number  TEXT NOT NULL REFERENCES orders (order_number),
  at            TEXT NOT NULL,
  event         TEXT NOT NULL,                -- e.g. 'created', 'paid', 'invoice_issued'
  detail        TEXT                          -- short, never personal data
);
CREATE INDEX order_timeline_order ON order_timeline (order_number, id);

CREATE TABLE idempotency_keys (
  key           TEXT PRIMARY KEY,
  request_hash  TEXT NOT NULL,                -- SHA-256 of the request body
  response      TEXT,                         -- the 201 body once the order exists
  created_at    TEXT NOT NULL
);

CREATE TABLE payment_events (
  event_id      TEXT PRIMARY KEY,             -- Stripe event id: each is processed once
  type          TEXT NOT NULL,
  order_number  TEXT,
  received_at   TEXT NOT NULL
);

CREATE TABLE invoice_counters (
  year      INTEGER PRIMARY KEY,
  last_seq  INTEGER NOT NULL
);

CREATE TABLE invoices (
  number        TEXT PRIMARY KEY,             -- RE-YYYY-NNNNNN, no gaps per year
  year          INTEGER NOT NULL,
  seq           INTEGER NOT NULL,
  order_number  TEXT NOT NULL UNIQUE REFERENCES orders (order_number),
  gross_cents   INTEGER NOT NULL,
  net_cents     INTEGER NOT NULL,
  vat_cents     INTEGER NOT NULL,
  object_key    TEXT,                         -- the PDF in R2 (kept 10 years)
  issued_at     TEXT NOT NULL,
  UNIQUE (year, seq)
);

ALTER TABLE outbox ADD COLUMN attachments TEXT;  -- JSON [{ key, filename, mime }] of R2 objects
