-- The notifications of a provider event are stored in the same batch as the event, flagged as due:
-- their mail and push are still to go out. The flag is cleared once they are sent, so a delivery
-- of the event that is answered as a duplicate still sends what an earlier one could not (an
-- outbox). Rows from before this migration were delivered already.
ALTER TABLE notifications ADD COLUMN delivery_due INTEGER NOT NULL DEFAULT 0;
CREATE INDEX notifications_delivery_due ON notifications (dedupe_key) WHERE delivery_due = 1;
