-- Voice in the product (docs/decisions/049): the SIP account of each VOIP number as the product knows it, and the
-- product's own call records.
--
-- `sip_accounts`: a number's account exists once its customer has set a password (the platform keeps the digests:
-- Kamailio's `subscriber`); the product keeps when, for the dashboard. It goes with its subscription.
-- `calls`: every call the voice platform reported (VoicePlatform.callsSince), once, by the platform's call id: the
-- call history, `GET /api/calls` and the billing run read these, never the platform's own tables. A call between two
-- of our numbers is one row that both accounts see. Times are ISO strings in UTC; numbers E.164 with '+'.
CREATE TABLE sip_accounts (
  number text COLLATE "C" PRIMARY KEY CHECK (number ~ '^\+[0-9]+$'),
  subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  password_set_at text COLLATE "C" NOT NULL
);
CREATE INDEX sip_accounts_subscription_id ON sip_accounts (subscription_id);

CREATE TABLE calls (
  call_id text COLLATE "C" PRIMARY KEY,
  caller text COLLATE "C" NOT NULL,
  callee text COLLATE "C" NOT NULL,
  started_at text COLLATE "C" NOT NULL,
  answered_at text COLLATE "C",
  ended_at text COLLATE "C" NOT NULL,
  seconds integer NOT NULL CHECK (seconds >= 0),
  disposition text NOT NULL CHECK (disposition IN ('answered', 'no-answer', 'busy', 'failed'))
);
CREATE INDEX calls_caller_started_at ON calls (caller, started_at);
CREATE INDEX calls_callee_started_at ON calls (callee, started_at);
CREATE INDEX calls_ended_at ON calls (ended_at);
