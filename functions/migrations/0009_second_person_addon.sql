-- A second person bought after payment: its own checkout, its own states and its own
-- invoice. The partner data waits here until the payment is in; only then is it written to the order.
CREATE TABLE order_addons (
  id                  TEXT PRIMARY KEY,        -- random UUID
  order_number        TEXT NOT NULL REFERENCES orders (order_number),
  kind                TEXT NOT NULL CHECK (kind IN ('second_person')),
  status              TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'processing', 'paid', 'expired', 'refunded')),
  price_cents         INTEGER NOT NULL,        -- from the catalog, never from the browser
  partner_data        TEXT NOT NULL,           -- JSON as orders.partner_data, applied when paid
  evidence            TEXT NOT NULL,           -- JSON: IP, user agent, time, confirmation texts, legal versions
  payment_provider    TEXT NOT NULL,           -- stripe | demo
  payment_session_id  TEXT UNIQUE,             -- NULL until the checkout exists
  payment_url         TEXT,
  paid_at             TEXT,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
-- One open add-on of a kind per order: two racing requests cannot both start a second person.
CREATE UNIQUE INDEX order_addons_open ON order_addons (order_number, kind)
  WHERE status IN ('awaiting_payment', 'processing', 'paid');

-- Invoices: an order now has one invoice of its own and one per paid add-on. The numbers stay one
-- gap-free series per year (invoice_counters), so the table is rebuilt with the add-on's id instead of
-- the UNIQUE on order_number, and the old rows are copied unchanged.
CREATE TABLE invoices_new (
  number        TEXT PRIMARY KEY,             -- RE-YYYY-NNNNNN, no gaps per year
  year          INTEGER NOT NULL,
  seq           INTEGER NOT NULL,
  order_number  TEXT NOT NULL REFERENCES orders (order_number),
  addon_id      TEXT REFERENCES order_addons (id),  -- NULL: the order's own invoice
  gross_cents   INTEGER NOT NULL,
  net_cents     INTEGER NOT NULL,
  vat_cents     INTEGER NOT NULL,
  object_key    TEXT,                         -- the PDF in R2 (kept 10 years)
  issued_at     TEXT NOT NULL,
  UNIQUE (year, seq)
);
INSERT INTO invoices_new (number, year, seq, order_number, gross_cents, net_cents, vat_cents, object_key, issued_at)
  SELECT number, year, seq, order_number, gross_cents, net_cents, vat_cents, object_key, issued_at FROM invoices;
DROP TABLE invoices;
ALTER TABLE invoices_new RENAME TO invoices;
CREATE UNIQUE INDEX invoices_of_order ON invoices (order_number) WHERE addon_id IS NULL;
CREATE UNIQUE INDEX invoices_of_addon ON invoices (addon_id) WHERE addon_id IS NOT NULL;
