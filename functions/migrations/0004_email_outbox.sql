-- Mail written by the outbox sender (every environment except production), read by the
-- development mailbox. Production sends through the email provider and writes nothing here.
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,  -- NULL when the address has no account
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX email_outbox_by_time ON email_outbox(created_at);
