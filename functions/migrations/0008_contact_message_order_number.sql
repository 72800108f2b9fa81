-- The contact form's optional order number: the back office matches a message to this
-- order first and only falls back to the sender's e-mail. NULL when the customer left it empty.
ALTER TABLE contact_messages ADD COLUMN order_number TEXT;
