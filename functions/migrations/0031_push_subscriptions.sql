-- Web Push subscriptions (one per browser that turned push on in settings). The endpoint is the
-- push service's URL for that browser; p256dh and auth are its public keys for RFC 8291
-- encryption. A subscription the push service reports gone (404/410) is deleted.
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id);
