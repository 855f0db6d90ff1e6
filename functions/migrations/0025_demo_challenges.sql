-- Interactive demo challenge levels a signed-in learner has solved. A row is written only after
-- the server re-ran the demo engine on the learner's text and the attack worked; never on the
-- client's word. One row per level, so replaying a solution changes nothing.
CREATE TABLE demo_challenge_solutions (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level INTEGER NOT NULL,
  solved_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, level)
) WITHOUT ROWID;
