-- Saved design reviews (docs/design-review.md, Saved reviews): private to their owner, in the
-- data export and deleted with the account. `state` is the review as the page's link holds it
-- (`1.<base64url>`), checked by the API before it is stored.
CREATE TABLE design_reviews (
  id TEXT PRIMARY KEY,                     -- random, 26 base32 characters
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL,             -- unix ms
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX design_reviews_by_user ON design_reviews (user_id, updated_at);
