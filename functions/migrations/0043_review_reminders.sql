-- The daily review reminder sweep (docs/notifications.md) looks for cards due across all learners.
CREATE INDEX review_cards_by_due ON review_cards(due_at);
