-- Voice in the product (docs/decisions/049): the SIP account of each VOIP number as the product knows it, and the
-- product's own call records.
--
-- `sip_accounts`: a number's account exists once its customer has set a password (the platform keeps the digests:
-- Kamailio's `subscriber`); the product keeps when, for the dashboard. It goes with its subscription.
-- `calls`: every call the voice platform reported (VoicePlatform.callsSince), once, by the platform's call id: the
-- call history, `GET /api/calls` and the billing run read these, never the platform's own tables. A call between two
-- of our numbers is one row that both accounts see. Times are ISO strings in UTC; numbers E.164 with '+'.
CREATE TABLE sip_accounts (
  number TEXT PRIMARY KEY CHECK (number GLOB '+[0-9]*'),
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  password_set_at TEXT NOT NULL
) STRICT;
CREATE INDEX sip_accounts_subscription_id ON sip_accounts (subscription_id);

CREATE TABLE calls (
  call_id TEXT PRIMARY KEY,
  caller TEXT NOT NULL,
  callee TEXT NOT NULL,
  started_at TEXT NOT NULL,
  answered_at TEXT,
  ended_at TEXT NOT NULL,
  seconds INTEGER NOT NULL CHECK (seconds >= 0),
  disposition TEXT NOT NULL CHECK (disposition IN ('answered', 'no-answer', 'busy', 'failed'))
) STRICT;
CREATE INDEX calls_caller_started_at ON calls (caller, started_at);
CREATE INDEX calls_callee_started_at ON calls (callee, started_at);
CREATE INDEX calls_ended_at ON calls (ended_at);
