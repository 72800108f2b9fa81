-- The customer's language may be any language the site registers (src/domain/locales.ts), Turkish now and more
-- later. 0015's CHECK listed German and English, and SQLite changes a CHECK only by rebuilding the table; so the
-- column is replaced by one without it. The Worker writes only registered languages and refuses to read any
-- other (db/orders.ts customerLanguageOf), which is where the rule lives now.
ALTER TABLE orders ADD COLUMN customer_language_any TEXT NOT NULL DEFAULT 'de';
UPDATE orders SET customer_language_any = customer_language;
ALTER TABLE orders DROP COLUMN customer_language;
ALTER TABLE orders RENAME COLUMN customer_language_any TO customer_language;
