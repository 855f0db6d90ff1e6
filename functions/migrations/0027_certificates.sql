-- Certificates of journey completion (a paid entitlement). The id is random and unguessable, so a
-- certificate is found only through the link its holder shares. Name and journey title are copied
-- at issue: the certificate states what was true that day. Revoking keeps the row (the public page
-- then says it was revoked); a revoked certificate can be replaced by a new one.
CREATE TABLE certificates (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  journey_id TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  journey_title TEXT NOT NULL,
  completed_at INTEGER NOT NULL,           -- when the journey's last lesson was completed (unix ms)
  issued_at INTEGER NOT NULL,
  revoked_at INTEGER
) WITHOUT ROWID;
CREATE UNIQUE INDEX certificates_one_live_per_journey ON certificates (user_id, journey_id) WHERE revoked_at IS NULL;
CREATE INDEX certificates_by_user ON certificates (user_id, issued_at);
