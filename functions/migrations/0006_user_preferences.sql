-- Notification and privacy preferences; a user without a row has the defaults below.
-- Profile visibility lives on users.profile_visibility because other features read it.
CREATE TABLE user_preferences (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email_notifications INTEGER NOT NULL DEFAULT 1,
  push_notifications INTEGER NOT NULL DEFAULT 0,
  marketing_emails INTEGER NOT NULL DEFAULT 0,
  security_alerts INTEGER NOT NULL DEFAULT 1,
  data_collection INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
