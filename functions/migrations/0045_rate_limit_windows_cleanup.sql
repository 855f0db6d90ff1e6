-- A counter's finished windows are dropped when its next window starts, by the same statement
-- that counts that window's first hit: the count is an upsert, and only its first hit of a window
-- inserts a row (later hits update it), so this runs once per bucket and window. Counting a hit
-- is then one statement instead of the upsert and a DELETE beside it; the daily prune still
-- sweeps buckets that never count again.
CREATE TRIGGER rate_limits_drop_finished_windows AFTER INSERT ON rate_limits BEGIN
  DELETE FROM rate_limits WHERE bucket = NEW.bucket AND window_start < NEW.window_start;
END;
