-- Failed operator logins per account AND client address: five failures lock that address out of that
-- account for 15 minutes, so a stranger's failures never lock out the operator logging in from elsewhere
-- (functions/services/operator-login.ts). The per-address limits over all accounts stay in rate_limits.
-- operators.failed_attempts and locked_until are no longer read; they stay, so that the Worker still
-- running while this migration is applied keeps working.
CREATE TABLE operator_login_failures (
  operator_id      TEXT NOT NULL REFERENCES operators (id),
  ip_hash          TEXT NOT NULL,             -- salted hash of the client's IP, like the rate limits
  failed_attempts  INTEGER NOT NULL,
  locked_until     TEXT,
  last_attempt_at  TEXT NOT NULL,             -- rows idle for a day are deleted by the cron
  PRIMARY KEY (operator_id, ip_hash)
);
