-- SMS status updates for Pro (opt-in). The number is kept apart from the order's personal data, as
-- E.164, with when the customer opted in and out (a STOP reply or the status page); the row goes with
-- the order's anonymisation. SMS wait in the outbox beside the mails: `channel` tells the sender which.
CREATE TABLE sms_subscriptions (
  order_number   TEXT PRIMARY KEY REFERENCES orders (order_number),
  number         TEXT NOT NULL,                 -- E.164, e.g. +491711234567
  opted_in_at    TEXT NOT NULL,
  opted_out_at   TEXT,
  opted_out_via  TEXT                           -- 'stop_reply' | 'status_page'
);
CREATE INDEX sms_subscriptions_number ON sms_subscriptions (number);

ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'mail';
