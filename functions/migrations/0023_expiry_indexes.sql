-- Indexes for the scheduled sweep of expired rows (functions/features/maintenance/prune.ts), so
-- each delete walks only what has expired instead of the whole table.
CREATE INDEX sessions_by_expiry ON sessions(expires_at);
CREATE INDEX email_verification_tokens_by_expiry ON email_verification_tokens(expires_at);
CREATE INDEX password_reset_tokens_by_expiry ON password_reset_tokens(expires_at);
CREATE INDEX rate_limits_by_window ON rate_limits(window_start);
CREATE INDEX learner_xp_histogram_by_period ON learner_xp_histogram(period);
