-- Withdrawal declarations (§ 356a BGB) received through /widerruf; the operator handles them in the back office.
CREATE TABLE withdrawals (
  id            TEXT PRIMARY KEY,       -- random UUID
  order_number  TEXT NOT NULL,          -- as the customer typed it (may be unknown to us)
  order_found   INTEGER NOT NULL,       -- 1 when it names one of our orders
  name          TEXT NOT NULL,
  email         TEXT NOT NULL,
  statement     TEXT NOT NULL,
  received_at   TEXT NOT NULL,          -- ISO 8601 UTC, confirmed to the customer
  handled_at    TEXT
);
CREATE INDEX withdrawals_received ON withdrawals (received_at);
