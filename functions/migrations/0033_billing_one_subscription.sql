-- One row per provider subscription instead of one per user (docs/billing.md, "One live
-- subscription"): an event about an account's old or refunded subscription changes that
-- subscription's row only, never the live one. The live row (active, cancelling or past due) is the
-- account's subscription; there is at most one, enforced at checkout and when a payment completes.
CREATE TABLE billing_subscriptions_by_id (
  provider_subscription_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan TEXT NOT NULL,                      -- a plan id of content/plans.json
  billing_interval TEXT,                   -- monthly | yearly
  status TEXT NOT NULL,                    -- none | active | cancelling | past_due | cancelled
  current_period_end INTEGER,              -- unix ms
  provider_updated_at INTEGER NOT NULL,    -- time of the newest change applied (unix ms; events have whole seconds)
  status_rank INTEGER NOT NULL DEFAULT 0,  -- orders changes of the same time (src/lib/billing/subscription.ts, statusRank)
  created_at INTEGER NOT NULL,             -- when we first mirrored it (unix ms)
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO billing_subscriptions_by_id
  (provider_subscription_id, user_id, plan, billing_interval, status, current_period_end, provider_updated_at, status_rank, created_at, updated_at)
SELECT provider_subscription_id, user_id, plan, billing_interval, status, current_period_end, provider_updated_at,
  CASE status WHEN 'active' THEN 1 WHEN 'past_due' THEN 2 WHEN 'cancelling' THEN 3 WHEN 'cancelled' THEN 4 ELSE 0 END,
  updated_at, updated_at
FROM billing_subscriptions;

DROP TABLE billing_subscriptions;
ALTER TABLE billing_subscriptions_by_id RENAME TO billing_subscriptions;
CREATE INDEX billing_subscriptions_by_user ON billing_subscriptions (user_id, status);

-- Refunds we made: a second subscription's payment, returned when it was cancelled. Shown with the
-- invoice they refund.
CREATE TABLE billing_refunds (
  id TEXT PRIMARY KEY,                     -- the provider's refund id
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider_subscription_id TEXT NOT NULL,
  invoice_id TEXT NOT NULL,                -- the provider's invoice id (its row may arrive later)
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX billing_refunds_by_invoice ON billing_refunds (invoice_id);
CREATE INDEX billing_refunds_by_user ON billing_refunds (user_id);
