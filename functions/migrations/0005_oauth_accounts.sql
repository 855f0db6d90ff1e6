-- Social sign-in identities linked to a user (GitHub, Google).
CREATE TABLE oauth_accounts (
  provider TEXT NOT NULL CHECK (provider IN ('github', 'google')),
  provider_user_id TEXT NOT NULL,          -- the provider's stable id for the person
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL DEFAULT '',          -- the email the provider reported when linked
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, provider_user_id)
);
CREATE INDEX oauth_accounts_by_user ON oauth_accounts(user_id);
