-- Bookmarks and notes (docs/product.md): one row per user and item, the item named by its kind and
-- stable id (checked against the build's list of items when saved), with a private plain-text note.
CREATE TABLE bookmarks (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,                      -- technique | guide | lesson | news | project | prompt
  item_id TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, item_id)
) WITHOUT ROWID;
