-- Which documents key sealed each value kept in D1 (the first 8 hex digits of the SHA-256 of the raw
-- key, never the key), as R2 objects record it in their custom metadata: after a key change, a read
-- picks the right key of DOCUMENTS_KEY / DOCUMENTS_KEY_PREVIOUS and `npm run documents:rotate`
-- re-seals only what an old key sealed. NULL: sealed before ids were kept (read by trying the keys).
ALTER TABLE operators ADD COLUMN key_id TEXT;               -- of totp_secret
ALTER TABLE personal_data_changes ADD COLUMN key_id TEXT;   -- of old_values
