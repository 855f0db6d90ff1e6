-- Anonymous FAQ votes count once per question, network and day, so dropping the voter cookie no
-- longer makes a new voter. `network` is a SHA-256 of the day's random salt and the voter's network
-- (an IPv4 address or an IPv6 /64); signed-in users' votes leave it NULL. Salts are random per UTC
-- day and deleted by the scheduled sweep once their day is over, after which no stored hash can be
-- tied to an address again.
ALTER TABLE faq_votes ADD COLUMN network TEXT;
CREATE UNIQUE INDEX faq_votes_by_network ON faq_votes (question_id, network) WHERE network IS NOT NULL;

CREATE TABLE daily_salts (
  day TEXT PRIMARY KEY,   -- UTC date, YYYY-MM-DD
  salt TEXT NOT NULL      -- 32 random bytes, hex
) WITHOUT ROWID;
