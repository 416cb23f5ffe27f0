-- Routing per number (docs/decisions/051): written by the API (PUT /api/voip/numbers/{number}/routing), read by
-- Kamailio for every call to one of our numbers (sqlops), so shaped for its query: a row per number and a row per
-- opening range, numbers as E.164 digits (as `subscriber`), hours as minutes since local midnight (Europe/Amsterdam),
-- weekdays as ISO days (Monday 1). No row: ring 20 seconds, then nothing, at all hours.
--
-- `voice_routing`: ring the devices `ring_seconds`, then `fallback` (`forward_to` for a forward). With `has_hours`, a
-- call outside the number's ranges goes straight to `outside_fallback` (`outside_forward_to`). It goes with the
-- subscription that set it.
-- `voice_opening_hours`: the [opens, closes) ranges of each weekday; none on a day: closed that day.
-- `acc`, `missed_calls`: where Kamailio forwarded the call (E.164 digits) and when (seconds since the epoch, text as
-- `invited_at`), so that the forwarding number's leg is a call of its own in the product.
CREATE TABLE voice_routing (
  number TEXT PRIMARY KEY CHECK (number GLOB '[1-9][0-9]*'),
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  ring_seconds INTEGER NOT NULL CHECK (ring_seconds BETWEEN 5 AND 60),
  fallback TEXT NOT NULL CHECK (fallback IN ('none', 'forward', 'voicemail', 'assistant')),
  forward_to TEXT CHECK (forward_to GLOB '[1-9][0-9]*'),
  has_hours INTEGER NOT NULL CHECK (has_hours IN (0, 1)),
  outside_fallback TEXT NOT NULL CHECK (outside_fallback IN ('none', 'forward', 'voicemail', 'assistant')),
  outside_forward_to TEXT CHECK (outside_forward_to GLOB '[1-9][0-9]*'),
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX voice_routing_subscription_id ON voice_routing (subscription_id);

CREATE TABLE voice_opening_hours (
  number TEXT NOT NULL REFERENCES voice_routing (number) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens_minute INTEGER NOT NULL CHECK (opens_minute BETWEEN 0 AND 1439),
  closes_minute INTEGER NOT NULL CHECK (closes_minute BETWEEN 1 AND 1440),
  CHECK (opens_minute < closes_minute),
  PRIMARY KEY (number, weekday, opens_minute)
) STRICT;

ALTER TABLE acc ADD COLUMN forwarded_to VARCHAR(64) DEFAULT NULL;
ALTER TABLE acc ADD COLUMN forwarded_at VARCHAR(32) DEFAULT NULL;
ALTER TABLE missed_calls ADD COLUMN forwarded_to VARCHAR(64) DEFAULT NULL;
ALTER TABLE missed_calls ADD COLUMN forwarded_at VARCHAR(32) DEFAULT NULL;
