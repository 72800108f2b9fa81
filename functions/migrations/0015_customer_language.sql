-- The language the customer ordered in: the site's pages, the mails, SMS and the status page speak it.
-- (orders.language is something else: the language of the KBA's reply.) Orders before it were all German.
ALTER TABLE orders ADD COLUMN customer_language TEXT NOT NULL DEFAULT 'de' CHECK (customer_language IN ('de', 'en'));
