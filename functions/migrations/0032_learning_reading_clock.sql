-- One lesson at a time (docs/product.md, Learning rules: "Quizzes, pacing and certificates").
-- A lesson's reading time counts only while it is the learner's current lesson: opening another
-- one stops its clock and keeps what it had. At most one row per learner has a running clock.
-- Lessons opened before this migration start with no reading time counted.
ALTER TABLE learning_lesson_opens ADD COLUMN read_ms INTEGER NOT NULL DEFAULT 0;  -- reading time kept from earlier turns
ALTER TABLE learning_lesson_opens ADD COLUMN current_since INTEGER;                 -- unix ms; set only on the current lesson
CREATE UNIQUE INDEX learning_lesson_opens_one_current ON learning_lesson_opens(user_id) WHERE current_since IS NOT NULL;
