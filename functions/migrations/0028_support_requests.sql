-- Support requests sent from the help page, by signed-in users or by visitors with their email.
-- Priority and the response target are set by the server from the account's plan when the request
-- is stored (Enterprise: priority, 2 hours; everyone else: 24 hours), never taken from the client.
CREATE TABLE support_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,  -- null for a visitor
  email TEXT NOT NULL,                     -- where the answer goes
  category TEXT NOT NULL,                  -- general | billing | technical | feature
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  priority INTEGER NOT NULL DEFAULT 0,
  respond_by INTEGER NOT NULL,             -- unix ms
  status TEXT NOT NULL DEFAULT 'open',     -- open | answered
  answer TEXT,                             -- the desk's answer, also emailed to the sender
  answered_at INTEGER,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX support_requests_by_user ON support_requests (user_id, created_at DESC);
-- The desk's queue: open requests, priority first, then by deadline.
CREATE INDEX support_requests_queue ON support_requests (status, priority DESC, respond_by);
