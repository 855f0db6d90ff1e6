-- "Was this helpful?" on the help centre: one vote per question and voter, changeable. A voter is a
-- signed-in user (user_id set, for the export and deletion) or an anonymous browser token, stored
-- only as its SHA-256. Counts are for authors (docs/content-guide.md), never shown on the site.
CREATE TABLE faq_votes (
  question_id TEXT NOT NULL,
  voter TEXT NOT NULL,                     -- user:{id} or anon:{sha256 of the browser token}
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  helpful INTEGER NOT NULL,
  reason TEXT,                             -- outdated | unclear | missing-example | other (for "no")
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (question_id, voter)
) WITHOUT ROWID;
CREATE INDEX faq_votes_by_voter ON faq_votes (voter);
