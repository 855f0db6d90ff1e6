-- One-time tokens sent by email. Only a SHA-256 hash of each token is stored; a token is deleted
-- when it is used (single use), and every token of a user disappears with the user.
CREATE TABLE email_verification_tokens (
  token_hash TEXT PRIMARY KEY,             -- hex SHA-256 of the emailed token
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL,                     -- the address the link was sent to
  created_at INTEGER NOT NULL,             -- unix milliseconds
  expires_at INTEGER NOT NULL
);
CREATE INDEX email_verification_tokens_by_user ON email_verification_tokens(user_id);

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX password_reset_tokens_by_user ON password_reset_tokens(user_id);
