-- Spaced review (docs/product.md, Spaced review): one card per learner and flashcard or quiz
-- question met, with its FSRS schedule. The server alone changes it, at most once a day per card.
CREATE TABLE review_cards (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  card_id TEXT NOT NULL,                    -- '{lessonId}.{itemId}'
  lesson_id TEXT NOT NULL,
  item_id TEXT NOT NULL,                    -- a question id, or 'card-N' for the Nth flashcard of a deck
  kind TEXT NOT NULL CHECK (kind IN ('flashcard', 'question')),
  due_at INTEGER NOT NULL,                  -- unix ms
  stability REAL NOT NULL,
  difficulty REAL NOT NULL,
  reps INTEGER NOT NULL DEFAULT 0,
  lapses INTEGER NOT NULL DEFAULT 0,
  state INTEGER NOT NULL DEFAULT 0,         -- FSRS state: 0 new, 1 learning, 2 review, 3 relearning
  scheduled_days INTEGER NOT NULL DEFAULT 0,
  learning_steps INTEGER NOT NULL DEFAULT 0,
  last_review_at INTEGER,                   -- unix ms of the last counted grade
  last_review_day TEXT,                     -- its calendar day in the learner's zone: one grade a day
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, card_id)
);
CREATE INDEX review_cards_due ON review_cards(user_id, due_at);
