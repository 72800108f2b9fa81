-- Each outgoing mail names the order it is about, so an order's mails are found by that column
-- instead of searching subjects for the order number.
ALTER TABLE outbox ADD COLUMN order_number TEXT;
CREATE INDEX outbox_order ON outbox (order_number, created_at);

-- Mails queued before this column existed: their subjects carry the order number.
UPDATE outbox SET order_number = (
  SELECT o.order_number FROM orders o WHERE instr(outbox.subject, o.order_number) > 0 LIMIT 1
) WHERE order_number IS NULL;
