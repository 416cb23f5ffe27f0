-- Ids are never handed out twice (docs/decisions/008, sqlite/008): an INTEGER PRIMARY KEY without AUTOINCREMENT
-- takes the highest id plus one, so that when the newest row is deleted its id goes to the next row, and whatever
-- named the old row (the activity log names a subscription `<name> #<id>`, a job's payload an eSIM) names the new one.
-- A privacy erasure deletes orders, and with them their eSIMs, top-ups, subscriptions and porting requests, and the
-- sent mails' jobs. PostgreSQL's identity columns never reuse an id. The tables that 014-026 created without
-- AUTOINCREMENT are rebuilt with it, as 008 did (found by the schema parity test, docs/decisions/066). Each keeps its
-- rows, their ids, its indexes and the references of other tables (migrate() runs this with foreign key enforcement
-- off and checks every reference afterwards); none has triggers. `SELECT *` copies the columns in the order the
-- table has them after 042: a column that another migration before this one added makes the copy fail loudly
-- instead of being dropped. The voice tables (voicemails, appointments, assistant_calls, simulated_sms) are left to
-- a migration of their own (docs/decisions/066).

CREATE TABLE esims_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('esim-pro', 'travel')),
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'installed', 'active', 'expired', 'blocked')),
  -- The provider's id of the eSIM profile (the simulated SM-DP+: its own ids).
  provider_ref TEXT,
  iccid TEXT UNIQUE CHECK (iccid IS NULL OR (length(iccid) = 19 AND iccid GLOB '8931[0-9]*')),
  smdp_address TEXT,
  activation_code TEXT,
  -- Data included per period in MB; NULL when unlimited.
  included_mb INTEGER,
  used_mb INTEGER NOT NULL DEFAULT 0,
  -- The usage period (ISO dates): a calendar month for eSIM Pro, the validity for a travel plan.
  period_start TEXT,
  period_end TEXT,
  -- The period_start for which the 80% / 100% warning was sent (once each per period).
  warned_80_period TEXT,
  warned_100_period TEXT,
  -- A travel plan's validity in days, counted from its installation.
  validity_days INTEGER,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ready_at TEXT,
  installed_at TEXT,
  valid_until TEXT,
  blocked_at TEXT
) STRICT;
INSERT INTO esims_new SELECT * FROM esims;
DROP TABLE esims;
ALTER TABLE esims_new RENAME TO esims;
CREATE INDEX esims_customer_id ON esims (customer_id);
CREATE INDEX esims_order_id ON esims (order_id);
CREATE INDEX esims_provider_ref ON esims (provider_ref);
CREATE INDEX esims_user_id ON esims (user_id);

CREATE TABLE subscriptions_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  esim_id INTEGER REFERENCES esims (id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('esim-pro', 'voip', 'ai-voicemail', 'ai-assistant')),
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelling', 'cancelled', 'suspended')),
  configuration TEXT NOT NULL CHECK (json_valid(configuration)),
  monthly_cents INTEGER NOT NULL,
  -- A change takes effect from the next month: the billing run moves it into configuration / monthly_cents.
  next_configuration TEXT CHECK (next_configuration IS NULL OR json_valid(next_configuration)),
  next_monthly_cents INTEGER,
  next_from TEXT,
  started_on TEXT NOT NULL,
  minimum_term_end TEXT NOT NULL,
  ends_on TEXT,
  cancelled_at TEXT,
  trial_end TEXT,
  number TEXT,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL,
  suspended_at TEXT,
  vat_percent REAL NOT NULL DEFAULT 21,
  reverse_charge INTEGER NOT NULL DEFAULT 0 CHECK (reverse_charge IN (0, 1))
) STRICT;
INSERT INTO subscriptions_new SELECT * FROM subscriptions;
DROP TABLE subscriptions;
ALTER TABLE subscriptions_new RENAME TO subscriptions;
CREATE INDEX subscriptions_customer_id ON subscriptions (customer_id);
CREATE INDEX subscriptions_order_id ON subscriptions (order_id);
CREATE INDEX subscriptions_user_id ON subscriptions (user_id);

CREATE TABLE jobs_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
  run_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  done_at TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO jobs_new SELECT * FROM jobs;
DROP TABLE jobs;
ALTER TABLE jobs_new RENAME TO jobs;
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL;

CREATE TABLE porting_requests_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  subscription_id INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  number TEXT NOT NULL,
  number_type TEXT NOT NULL CHECK (number_type IN ('nl', 'international')),
  current_provider TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  wished_date TEXT,
  at_contract_end INTEGER NOT NULL CHECK (at_contract_end IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('requested', 'validated', 'scheduled', 'completed', 'rejected')),
  scheduled_date TEXT,
  reason TEXT,
  -- The carrier's id of the request (COIN's dossier id with a real carrier).
  carrier_ref TEXT,
  customer_name TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  name_key TEXT NOT NULL,
  search_key TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
INSERT INTO porting_requests_new SELECT * FROM porting_requests;
DROP TABLE porting_requests;
ALTER TABLE porting_requests_new RENAME TO porting_requests;
CREATE INDEX porting_requests_customer_id ON porting_requests (customer_id);
CREATE INDEX porting_requests_order_id ON porting_requests (order_id);
CREATE INDEX porting_requests_status_created_at ON porting_requests (status, created_at);
CREATE INDEX porting_requests_user_id ON porting_requests (user_id);

CREATE TABLE porting_events_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  porting_id INTEGER NOT NULL REFERENCES porting_requests (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('requested', 'validated', 'scheduled', 'completed', 'rejected')),
  date TEXT,
  reason TEXT,
  at TEXT NOT NULL
) STRICT;
INSERT INTO porting_events_new SELECT * FROM porting_events;
DROP TABLE porting_events;
ALTER TABLE porting_events_new RENAME TO porting_events;
CREATE INDEX porting_events_porting_id ON porting_events (porting_id, id);

CREATE TABLE simulated_carrier_messages_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ref TEXT NOT NULL REFERENCES simulated_carrier_dossiers (ref) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('accepted', 'rejected', 'delayed', 'deactivated')),
  -- JSON: the first possible date (accepted), the reason (rejected), the time the answer is due (delayed).
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_at TEXT NOT NULL,
  confirmed_at TEXT
) STRICT;
INSERT INTO simulated_carrier_messages_new SELECT * FROM simulated_carrier_messages;
DROP TABLE simulated_carrier_messages;
ALTER TABLE simulated_carrier_messages_new RENAME TO simulated_carrier_messages;
CREATE INDEX simulated_carrier_messages_unconfirmed ON simulated_carrier_messages (confirmed_at, id);

CREATE TABLE esim_top_ups_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  esim_id INTEGER NOT NULL REFERENCES esims (id) ON DELETE CASCADE,
  bundle TEXT NOT NULL,
  mb INTEGER NOT NULL CHECK (mb > 0),
  price_cents INTEGER NOT NULL,
  price_with_vat_cents INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  automatic INTEGER NOT NULL DEFAULT 0 CHECK (automatic IN (0, 1)),
  period_start TEXT,
  -- An auto top-up's trigger ('{esimId}:{period}:{allowance in MB}'): of two attempts at the same allowance, one buys.
  auto_key TEXT UNIQUE,
  method TEXT NOT NULL,
  transaction_id TEXT UNIQUE,
  invoice_id INTEGER REFERENCES invoices (id) ON DELETE SET NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT
) STRICT;
INSERT INTO esim_top_ups_new SELECT * FROM esim_top_ups;
DROP TABLE esim_top_ups;
ALTER TABLE esim_top_ups_new RENAME TO esim_top_ups;
CREATE INDEX esim_top_ups_esim_id ON esim_top_ups (esim_id, status);
