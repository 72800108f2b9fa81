-- One immutable letter per dispatch. Dispatching an order renders its application once and stores two
-- encrypted files in R2 with their SHA-256: the letter as it goes into the envelope (application pages
-- with the signature, then the ID copy) and the letter pages alone (the Plus/Pro copy, without the ID
-- copy). The envelope's file is deleted together with the ID copies once the letter is posted; the
-- letter pages stay for the copy's 12 months (Basic: deleted with the envelope). A correction after
-- posting is a new dispatch, a new row; earlier rows stay until retention removes their files.
CREATE TABLE letters (
  id                  TEXT PRIMARY KEY,      -- random UUID; also the Idempotency-Key of the print service's create call
  order_number        TEXT NOT NULL REFERENCES orders (order_number),
  applicants          TEXT NOT NULL,         -- 'main', 'main,partner' or 'partner': whose applications are inside
  channel             TEXT NOT NULL CHECK (channel IN ('pingen', 'demo', 'manual')),
  state               TEXT NOT NULL CHECK (state IN
                        ('stored', 'handed_over', 'sent', 'undeliverable', 'rejected', 'issue', 'failed')),
  envelope_key        TEXT,                  -- R2: the file printed (letter + ID copy); NULL once deleted
  envelope_sha256     TEXT NOT NULL,
  letter_key          TEXT,                  -- R2: the letter pages alone (the copy); NULL once deleted
  letter_sha256       TEXT NOT NULL,
  pages               INTEGER NOT NULL,
  delivery_product    TEXT,                  -- the print service's product (cheap, fast); NULL by hand
  provider_letter_id  TEXT UNIQUE,           -- the print service's id for the letter
  price_cents         INTEGER,               -- what the print service charges for it, as it reported
  reason              TEXT,                  -- the print service's reason, in German, for a letter that needs a hand
  created_at          TEXT NOT NULL,
  handed_over_at      TEXT,
  sent_at             TEXT,                  -- handed to the post (the print service's time, or the operator's)
  resolved_at         TEXT                   -- a letter that needed a hand was dealt with by the operator
);
CREATE INDEX letters_order ON letters (order_number, created_at);
CREATE INDEX letters_state ON letters (state, created_at);

-- Every print-service event once: a webhook delivered twice is recognised by its event id.
CREATE TABLE dispatch_events (
  event_id     TEXT PRIMARY KEY,
  letter_id    TEXT,
  kind         TEXT NOT NULL,
  received_at  TEXT NOT NULL
);

-- The demo print shop of `npm start` and the e2e tests: what it received (the file stays in R2, encrypted).
CREATE TABLE demo_print_jobs (
  id                TEXT PRIMARY KEY,        -- the demo's letter id
  idempotency_key   TEXT NOT NULL UNIQUE,
  file_key          TEXT NOT NULL,
  file_name         TEXT NOT NULL,
  delivery_product  TEXT NOT NULL,
  address_position  TEXT NOT NULL,
  order_number      TEXT,
  status            TEXT NOT NULL,
  created_at        TEXT NOT NULL
);
