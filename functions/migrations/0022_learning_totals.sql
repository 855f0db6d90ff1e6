-- Leaderboard reads that do not grow with history. Each learner's running totals (all time and
-- the current week) are kept by a trigger on every XP award, and a histogram counts public
-- learners per XP total, so "how many are ahead of me" sums a few buckets instead of every award.

CREATE TABLE learner_totals (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  is_public INTEGER NOT NULL CHECK (is_public IN (0, 1)),  -- follows users.profile_visibility
  total_xp INTEGER NOT NULL,
  total_reached_at INTEGER NOT NULL,       -- unix ms of the latest award: among equals, earlier first
  week_start INTEGER NOT NULL,             -- Monday 00:00 UTC (unix ms) of the week week_xp counts
  week_xp INTEGER NOT NULL,
  week_reached_at INTEGER NOT NULL
);
CREATE INDEX learner_totals_all_time ON learner_totals(is_public, total_xp DESC, total_reached_at);
CREATE INDEX learner_totals_week ON learner_totals(is_public, week_start, week_xp DESC, week_reached_at);

-- Public learners per XP total: period 0 is all time, any other period is a week's start.
CREATE TABLE learner_xp_histogram (
  period INTEGER NOT NULL,
  xp INTEGER NOT NULL,
  learners INTEGER NOT NULL,
  PRIMARY KEY (period, xp)
);

-- Totals of the awards already granted (the week is the one of each learner's latest award).
INSERT INTO learner_totals (user_id, is_public, total_xp, total_reached_at, week_start, week_xp, week_reached_at)
SELECT t.user_id, (u.profile_visibility = 'public'), t.total_xp, t.last_at, t.week_start,
       (SELECT SUM(xp) FROM learning_xp_awards w WHERE w.user_id = t.user_id AND w.awarded_at >= t.week_start),
       (SELECT MAX(awarded_at) FROM learning_xp_awards w WHERE w.user_id = t.user_id AND w.awarded_at >= t.week_start)
FROM (
  SELECT user_id, SUM(xp) AS total_xp, MAX(awarded_at) AS last_at,
         (MAX(awarded_at) / 86400000 - ((MAX(awarded_at) / 86400000 + 3) % 7)) * 86400000 AS week_start
  FROM learning_xp_awards GROUP BY user_id
) t JOIN users u ON u.id = t.user_id;

INSERT INTO learner_xp_histogram (period, xp, learners)
SELECT 0, total_xp, COUNT(*) FROM learner_totals WHERE is_public = 1 GROUP BY total_xp;
INSERT INTO learner_xp_histogram (period, xp, learners)
SELECT week_start, week_xp, COUNT(*) FROM learner_totals WHERE is_public = 1 GROUP BY week_start, week_xp;

-- Every award moves its learner's totals, in the same statement (so in the same batch) as the award.
-- Day 0 of unix time was a Thursday, so (day + 3) % 7 is the days since Monday.
CREATE TRIGGER learning_award_totals AFTER INSERT ON learning_xp_awards BEGIN
  INSERT INTO learner_totals (user_id, is_public, total_xp, total_reached_at, week_start, week_xp, week_reached_at)
  VALUES (
    NEW.user_id,
    COALESCE((SELECT profile_visibility = 'public' FROM users WHERE id = NEW.user_id), 0),
    NEW.xp, NEW.awarded_at,
    (NEW.awarded_at / 86400000 - ((NEW.awarded_at / 86400000 + 3) % 7)) * 86400000,
    NEW.xp, NEW.awarded_at
  )
  ON CONFLICT (user_id) DO UPDATE SET
    total_xp = total_xp + excluded.total_xp,
    total_reached_at = MAX(total_reached_at, excluded.total_reached_at),
    week_xp = CASE WHEN excluded.week_start > week_start THEN excluded.week_xp
                   WHEN excluded.week_start = week_start THEN week_xp + excluded.week_xp ELSE week_xp END,
    week_reached_at = CASE WHEN excluded.week_start > week_start THEN excluded.week_reached_at
                           WHEN excluded.week_start = week_start THEN MAX(week_reached_at, excluded.week_reached_at) ELSE week_reached_at END,
    week_start = MAX(week_start, excluded.week_start);
END;

-- A profile made private or public leaves or joins the boards at once.
CREATE TRIGGER users_visibility_totals AFTER UPDATE OF profile_visibility ON users BEGIN
  UPDATE learner_totals SET is_public = (NEW.profile_visibility = 'public') WHERE user_id = NEW.id;
END;

-- The histogram follows the totals: the old bucket loses the learner, the new one gains them.
CREATE TRIGGER learner_totals_histogram_insert AFTER INSERT ON learner_totals WHEN NEW.is_public = 1 BEGIN
  INSERT INTO learner_xp_histogram (period, xp, learners) VALUES (0, NEW.total_xp, 1)
    ON CONFLICT (period, xp) DO UPDATE SET learners = learners + 1;
  INSERT INTO learner_xp_histogram (period, xp, learners) VALUES (NEW.week_start, NEW.week_xp, 1)
    ON CONFLICT (period, xp) DO UPDATE SET learners = learners + 1;
END;

CREATE TRIGGER learner_totals_histogram_update AFTER UPDATE ON learner_totals BEGIN
  UPDATE learner_xp_histogram SET learners = learners - 1 WHERE OLD.is_public = 1 AND period = 0 AND xp = OLD.total_xp;
  UPDATE learner_xp_histogram SET learners = learners - 1 WHERE OLD.is_public = 1 AND period = OLD.week_start AND xp = OLD.week_xp;
  INSERT INTO learner_xp_histogram (period, xp, learners) SELECT 0, NEW.total_xp, 1 WHERE NEW.is_public = 1
    ON CONFLICT (period, xp) DO UPDATE SET learners = learners + 1;
  INSERT INTO learner_xp_histogram (period, xp, learners) SELECT NEW.week_start, NEW.week_xp, 1 WHERE NEW.is_public = 1
    ON CONFLICT (period, xp) DO UPDATE SET learners = learners + 1;
END;

CREATE TRIGGER learner_totals_histogram_delete AFTER DELETE ON learner_totals WHEN OLD.is_public = 1 BEGIN
  UPDATE learner_xp_histogram SET learners = learners - 1 WHERE period = 0 AND xp = OLD.total_xp;
  UPDATE learner_xp_histogram SET learners = learners - 1 WHERE period = OLD.week_start AND xp = OLD.week_xp;
END;
