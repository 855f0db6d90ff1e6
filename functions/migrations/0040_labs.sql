-- Security labs (docs/labs.md): the phases of a lab a signed-in learner has completed. A row is
-- written only after the server re-ran the labs' engine on what the learner submitted (the attack
-- text, or the fixed configuration) and it worked; never on the client's word. One row per
-- learner, lab and phase, so replaying a solve or a fix changes nothing.
CREATE TABLE lab_results (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lab TEXT NOT NULL,
  phase TEXT NOT NULL CHECK (phase IN ('attack', 'fix')),
  completed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, lab, phase)
) WITHOUT ROWID;

-- "How many learners solved it", counted per lab without reading every learner's rows.
CREATE INDEX lab_results_by_lab ON lab_results(lab, phase);
