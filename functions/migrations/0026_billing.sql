-- Billing: our mirror of the payment provider's records, written only by the signed webhook (and
-- read by the billing page, so it is fast and works while the provider is slow). Card details are
-- limited to brand, last four digits and expiry; card numbers never reach this server.
CREATE TABLE billing_customers (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider_customer_id TEXT NOT NULL UNIQUE,
  default_payment_method_id TEXT,          -- the card future invoices are charged to
  default_set_at INTEGER NOT NULL DEFAULT 0, -- time of the change that set it (unix ms): older events lose
  created_at INTEGER NOT NULL
);

CREATE TABLE billing_subscriptions (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider_subscription_id TEXT NOT NULL UNIQUE,
  plan TEXT NOT NULL,                      -- a plan id of content/plans.json
  billing_interval TEXT,                   -- monthly | yearly
  status TEXT NOT NULL,                    -- none | active | cancelling | past_due | cancelled
  current_period_end INTEGER,              -- unix ms
  provider_updated_at INTEGER NOT NULL,    -- time of the newest provider event applied (unix ms)
  updated_at INTEGER NOT NULL
);

CREATE TABLE billing_payment_methods (
  id TEXT PRIMARY KEY,                     -- the provider's payment method id
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  detached_at INTEGER                      -- set when removed; kept so a late "attached" event cannot bring it back
);
CREATE INDEX billing_payment_methods_by_user ON billing_payment_methods (user_id);

CREATE TABLE billing_invoices (
  id TEXT PRIMARY KEY,                     -- the provider's invoice id
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,                    -- the provider's invoice status (paid, open, …)
  hosted_url TEXT,
  created_at INTEGER NOT NULL,             -- unix ms
  provider_updated_at INTEGER NOT NULL
);
CREATE INDEX billing_invoices_by_user ON billing_invoices (user_id, created_at DESC);

-- Every provider event applied, once: the insert shares a batch with the change it makes, so a
-- retried or duplicated delivery changes nothing.
CREATE TABLE billing_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  created_at INTEGER NOT NULL,             -- the event's own time (unix ms)
  received_at INTEGER NOT NULL
) WITHOUT ROWID;

-- The local sandbox provider's own records (customers, checkout sessions, cards, subscriptions,
-- invoices as Stripe-shaped JSON). Used only outside production, where no Stripe key is set; the
-- routes that touch it answer 404 in production, so the table stays empty there.
CREATE TABLE billing_sandbox_objects (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,                      -- customer | checkout_session | payment_method | subscription | invoice
  customer_id TEXT,
  data TEXT NOT NULL,                      -- the object as JSON
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX billing_sandbox_objects_by_customer ON billing_sandbox_objects (customer_id, kind);
