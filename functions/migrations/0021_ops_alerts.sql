-- The operator's alerts: when each cause last alerted, so one cause mails at most once in 6 hours however
-- often it happens (a print-service outage makes many letters fail; one mail says so).
CREATE TABLE ops_alerts (
  cause    TEXT PRIMARY KEY,   -- e.g. 'job_gave_up:dispatch_letter', 'letter_overdue:<letter id>'
  sent_at  TEXT NOT NULL
);
