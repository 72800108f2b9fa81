-- The proof of a change of name (marriage or divorce certificate) when the ID still shows the former name:
-- a new upload kind, printed after the ID copy and deleted with it. One sent later from the status page
-- waits for an operator (`review` 'pending') and is printed only once confirmed ('confirmed'); a rejected
-- one ('rejected') is never printed and its file is deleted at once. Uploads from the wizard need no review (NULL).
-- SQLite cannot change a CHECK, so the table is rebuilt (nothing references it) and its rows copied unchanged.
CREATE TABLE uploads_new (
  id            TEXT PRIMARY KEY,           -- random UUID, also returned to the browser
  kind          TEXT NOT NULL CHECK (kind IN ('front', 'back', 'signature', 'partner-front', 'partner-back', 'partner-signature', 'name-proof')),
  mime          TEXT NOT NULL,              -- decided from the file's bytes, never from its name
  size          INTEGER NOT NULL,
  sha256        TEXT NOT NULL,              -- of the plain file, for integrity checks
  token_hash    TEXT NOT NULL,              -- SHA-256 of the upload token; the token itself is never stored
  object_key    TEXT NOT NULL UNIQUE,       -- random R2 key, no personal data
  order_number  TEXT,                       -- set when attached to an order
  created_at    TEXT NOT NULL,
  expires_at    TEXT,                       -- 24 h after upload while unattached; NULL once attached
  deleted_at    TEXT,                       -- set when the R2 object was deleted
  review        TEXT CHECK (review IN ('pending', 'confirmed', 'rejected'))  -- a later name proof's check by an operator
);
INSERT INTO uploads_new (id, kind, mime, size, sha256, token_hash, object_key, order_number, created_at, expires_at, deleted_at)
  SELECT id, kind, mime, size, sha256, token_hash, object_key, order_number, created_at, expires_at, deleted_at FROM uploads;
DROP TABLE uploads;
ALTER TABLE uploads_new RENAME TO uploads;
CREATE INDEX uploads_order ON uploads (order_number);
CREATE INDEX uploads_expiry ON uploads (expires_at) WHERE deleted_at IS NULL;
