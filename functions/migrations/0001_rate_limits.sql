-- Fixed-window counters for rate limits that must hold across Worker isolates.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,            -- e.g. 'login:ip:203.0.113.7'
  window_start INTEGER NOT NULL,   -- unix seconds at the start of the window
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
