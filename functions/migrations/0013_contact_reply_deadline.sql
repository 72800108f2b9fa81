-- The answer deadline of each contact message, decided once when it arrives (services/contact.ts):
-- 'priority' (6 service hours) only for a message from the own e-mail address of a paid Pro order,
-- everyone else 'standard' (24 hours from receipt, or from the next opening outside the service hours).
ALTER TABLE contact_messages ADD COLUMN reply_tier TEXT NOT NULL DEFAULT 'standard'
  CHECK (reply_tier IN ('standard', 'priority'));
ALTER TABLE contact_messages ADD COLUMN reply_due_at TEXT;  -- ISO 8601 UTC

-- Messages from before: 24 hours from receipt, as they were answered until now.
UPDATE contact_messages SET reply_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+24 hours')
  WHERE reply_due_at IS NULL;

-- The inbox lists open messages by their deadline.
CREATE INDEX contact_messages_open_by_deadline ON contact_messages (reply_due_at) WHERE handled_at IS NULL;

-- Who sent it: a message is matched to the orders of its sender's address, case-insensitive.
CREATE INDEX orders_email_lower ON orders (lower(email));
