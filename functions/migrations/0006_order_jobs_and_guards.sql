-- Durable effects after a state change: each job row is written in the same
-- D1 batch as the transition that needs it and completed idempotently by a drain (waitUntil + cron).
-- Job ids are deterministic ('after_paid:PK-…'), so an effect is queued at most once.
CREATE TABLE order_jobs (
  id               TEXT PRIMARY KEY,
  order_number     TEXT NOT NULL,
  kind             TEXT NOT NULL,          -- after_paid | delete_documents | refund | expire_checkout
  payload          TEXT,                   -- JSON the handler needs besides the order (e.g. a session id)
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,          -- ISO 8601 UTC; a claimed job is leased by moving this forward
  last_error       TEXT,                   -- the error's text only, never personal data
  created_at       TEXT NOT NULL,
  done_at          TEXT
);
CREATE INDEX order_jobs_due ON order_jobs (status, next_attempt_at);
CREATE INDEX order_jobs_order ON order_jobs (order_number);

-- An assertion inside a D1 batch: inserting ok = 0 breaks the CHECK and rolls the whole batch back.
-- Used right after a guarded UPDATE (ok = changes() = 1), so a transition's effects are written only
-- when the transition itself happened. Rows never outlive their batch (each batch deletes its own).
CREATE TABLE batch_guards (
  ok INTEGER NOT NULL CONSTRAINT transition_applies CHECK (ok = 1)
);
