-- The second person's personal link (the page where they add their own ID copy and signature) is a key
-- like the status link: its token is stored hashed per order, so it can be revoked (a fresh link revokes
-- the older ones), it ends with the wait for the second person's documents, and it works once. Links
-- derived from a secret before this migration no longer open the page; the customer asks for a fresh one
-- on the status page, and it goes to the order's own e-mail address.
CREATE TABLE partner_links (
  token_hash    TEXT PRIMARY KEY,               -- SHA-256 of the token; the token itself is only in the link
  order_number  TEXT NOT NULL REFERENCES orders (order_number),
  created_at    TEXT NOT NULL,
  expires_at    TEXT NOT NULL,                  -- the end of the wait for the second person's documents
  used_at       TEXT,                           -- the second person's documents arrived through it
  revoked_at    TEXT                            -- a fresher link replaced it
);
CREATE INDEX partner_links_order ON partner_links (order_number);
