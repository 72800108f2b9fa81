-- Back office for a new operator: searchable names instead of a LIKE over JSON text, and an
-- operator login that holds (disabled accounts, TOTP codes accepted once).

-- The customer's "first last" name in lower case, filled by insertOrder (JavaScript's toLowerCase, so
-- 'Öztürk' is found as 'öztürk'), emptied by anonymiseOrder. The queue searches this column, the order
-- number and the e-mail, never the personal_data JSON.
ALTER TABLE orders ADD COLUMN search_name TEXT;

-- Existing orders: SQLite's lower() folds ASCII only, so the German capitals are folded by hand.
UPDATE orders
SET search_name = replace(replace(replace(lower(
      trim(coalesce(json_extract(personal_data, '$.firstName'), '') || ' ' ||
           coalesce(json_extract(personal_data, '$.lastName'), ''))
    ), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')
WHERE email != 'anonymisiert';

-- The queue asks every order for its open withdrawals.
CREATE INDEX withdrawals_order ON withdrawals (order_number, handled_at);

-- Set by `npm run operator:disable`: a disabled operator cannot log in, and their sessions end.
ALTER TABLE operators ADD COLUMN disabled_at TEXT;

-- The last accepted TOTP time step (Unix seconds / 30): a code is never accepted twice, not even
-- by two parallel logins (the step is raised in the same guarded batch that creates the session).
ALTER TABLE operators ADD COLUMN last_totp_step INTEGER;
