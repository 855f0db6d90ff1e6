-- In-app notifications, created by events through one service (functions/features/notifications).
-- dedupe_key makes an event notify once however often it is handled (an achievement, a level, a
-- provider event id). Read notifications are pruned after 90 days by the scheduled sweep.
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  dedupe_key TEXT,
  created_at INTEGER NOT NULL,
  read_at INTEGER
) WITHOUT ROWID;
-- Newest first with a tiebreak on id: the page's cursor is (created_at, id).
CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id, read_at);
-- For the sweep that prunes old read notifications.
CREATE INDEX notifications_read_at ON notifications (read_at) WHERE read_at IS NOT NULL;
CREATE UNIQUE INDEX notifications_dedupe ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;

-- One unsubscribe token per user and email category, sent in every email of that category.
CREATE TABLE email_unsubscribe_tokens (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category TEXT NOT NULL,                  -- activity | security
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE UNIQUE INDEX email_unsubscribe_tokens_by_user ON email_unsubscribe_tokens (user_id, category);

-- The browsers and systems a user has signed in from (e.g. "Firefox on Linux"), to tell them of a new one.
CREATE TABLE known_devices (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device TEXT NOT NULL,
  first_seen_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, device)
) WITHOUT ROWID;
