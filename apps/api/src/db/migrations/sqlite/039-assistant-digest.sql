-- The assistant's daily digest (docs/decisions/062): one row per account and day whose digest mail was written. The
-- key makes the mail go once per account and day, however often the digest job runs and on however many instances;
-- the row and the mail are written in one transaction. `day` is the digest's day in Europe/Amsterdam (YYYY-MM-DD),
-- `calls` how many calls it listed, `sent_at` an ISO time in UTC.
CREATE TABLE assistant_digests (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  calls INTEGER NOT NULL CHECK (calls > 0),
  sent_at TEXT NOT NULL,
  PRIMARY KEY (user_id, day)
) STRICT;

-- The caller of an assistant's phone call (E.164), for the call log and the digest; null for a test by text and a
-- withheld number.
ALTER TABLE assistant_calls ADD COLUMN caller TEXT;
