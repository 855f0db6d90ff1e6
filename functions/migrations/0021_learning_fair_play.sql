-- Fair play in the Learning Hub: the server sees when a lesson was opened, keeps each quiz
-- question's first answer, and knows when each streak day was first earned.

-- When a learner first opened a lesson; completion needs a fair share of its minutes since then.
CREATE TABLE learning_lesson_opens (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id TEXT NOT NULL,
  opened_at INTEGER NOT NULL,               -- unix ms
  PRIMARY KEY (user_id, lesson_id)
);

-- The first answer the server saw for each quiz question; later answers never replace it.
CREATE TABLE learning_quiz_answers (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id TEXT NOT NULL,
  question_id TEXT NOT NULL,
  answer INTEGER NOT NULL CHECK (answer BETWEEN 0 AND 3),
  answered_at INTEGER NOT NULL,             -- unix ms
  PRIMARY KEY (user_id, lesson_id, question_id)
);

-- The real time a streak day was first earned, so days cannot be made faster than time passes.
ALTER TABLE learning_activity_days ADD COLUMN first_at INTEGER;
