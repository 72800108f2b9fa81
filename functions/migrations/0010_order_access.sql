-- Who may read and change an order. A status link is a proof with an end: each link's token is stored
-- hashed per order, so it can be revoked, and it ends a fixed time after the order's last event
-- (src/domain/order-access.ts). An e-mail change waits for the new address's confirmation; every change
-- of personal data keeps its old values encrypted; printed_at says when the application was last printed.
CREATE TABLE status_tokens (
  token_hash    TEXT PRIMARY KEY,               -- SHA-256 of the token; the token itself is only in the link
  order_number  TEXT NOT NULL REFERENCES orders (order_number),
  created_at    TEXT NOT NULL,
  revoked_at    TEXT                            -- set when the link was revoked (e-mail changed)
);
CREATE INDEX status_tokens_order ON status_tokens (order_number);

-- The links mailed before this migration keep working, with the same end as every other link.
INSERT INTO status_tokens (token_hash, order_number, created_at)
  SELECT status_token_hash, order_number, created_at FROM orders;

CREATE TABLE email_changes (
  id            TEXT PRIMARY KEY,               -- random UUID
  order_number  TEXT NOT NULL REFERENCES orders (order_number),
  old_email     TEXT NOT NULL,
  new_email     TEXT NOT NULL,
  confirm_hash  TEXT NOT NULL UNIQUE,           -- SHA-256 of the token mailed to the new address
  undo_hash     TEXT UNIQUE,                    -- SHA-256 of the undo token mailed to the old address on confirmation
  created_at    TEXT NOT NULL,
  confirmed_at  TEXT,
  undone_at     TEXT
);
CREATE INDEX email_changes_order ON email_changes (order_number);

CREATE TABLE personal_data_changes (
  id            INTEGER PRIMARY KEY,
  order_number  TEXT NOT NULL REFERENCES orders (order_number),
  at            TEXT NOT NULL,
  fields        TEXT NOT NULL,                  -- names of the changed fields, comma-separated
  old_values    TEXT NOT NULL                   -- AES-256-GCM (DOCUMENTS_KEY), base64: JSON of the old values
);
CREATE INDEX personal_data_changes_order ON personal_data_changes (order_number);

ALTER TABLE orders ADD COLUMN printed_at TEXT;              -- the application's last print (PDF or daily batch)
ALTER TABLE orders ADD COLUMN personal_data_changed_at TEXT; -- the last correction of the personal data
