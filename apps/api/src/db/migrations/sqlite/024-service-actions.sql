-- Issue 37 (docs/contracts.md §14): the back office acts on the services it sold. A subscription can be `suspended`
-- (not invoiced meanwhile; suspended_at), an eSIM `blocked` (lost or stolen: its profile disabled at the platform;
-- blocked_at), and the simulated platform's profiles can be blocked too. SQLite cannot change a CHECK: the three
-- tables are rebuilt (its documented procedure, foreign keys off while the migration runs, every reference checked
-- before it commits), keeping their columns, indexes and the references to them. The activity log records who acted
-- (actor_user_id, actor_name: null for the system).

CREATE TABLE esims_new (
  id INTEGER PRIMARY KEY,
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
INSERT INTO esims_new (id, order_id, customer_id, user_id, kind, name, status, provider_ref, iccid, smdp_address,
  activation_code, included_mb, used_mb, period_start, period_end, warned_80_period, warned_100_period, validity_days,
  language, email, created_at, ready_at, installed_at, valid_until)
SELECT id, order_id, customer_id, user_id, kind, name, status, provider_ref, iccid, smdp_address, activation_code,
  included_mb, used_mb, period_start, period_end, warned_80_period, warned_100_period, validity_days, language, email,
  created_at, ready_at, installed_at, valid_until
FROM esims;
DROP TABLE esims;
ALTER TABLE esims_new RENAME TO esims;
CREATE INDEX esims_order_id ON esims (order_id);
CREATE INDEX esims_user_id ON esims (user_id);
CREATE INDEX esims_customer_id ON esims (customer_id);
CREATE INDEX esims_provider_ref ON esims (provider_ref);

CREATE TABLE subscriptions_new (
  id INTEGER PRIMARY KEY,
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
  suspended_at TEXT
) STRICT;
INSERT INTO subscriptions_new (id, order_id, customer_id, user_id, esim_id, kind, name, status, configuration,
  monthly_cents, next_configuration, next_monthly_cents, next_from, started_on, minimum_term_end, ends_on, cancelled_at,
  trial_end, number, language, created_at)
SELECT id, order_id, customer_id, user_id, esim_id, kind, name, status, configuration, monthly_cents,
  next_configuration, next_monthly_cents, next_from, started_on, minimum_term_end, ends_on, cancelled_at, trial_end,
  number, language, created_at
FROM subscriptions;
DROP TABLE subscriptions;
ALTER TABLE subscriptions_new RENAME TO subscriptions;
CREATE INDEX subscriptions_user_id ON subscriptions (user_id);
CREATE INDEX subscriptions_customer_id ON subscriptions (customer_id);
CREATE INDEX subscriptions_order_id ON subscriptions (order_id);

CREATE TABLE simulated_esim_profiles_new (
  ref TEXT PRIMARY KEY,
  iccid TEXT NOT NULL UNIQUE,
  smdp_address TEXT NOT NULL,
  activation_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'installed', 'active', 'expired', 'blocked')),
  used_mb INTEGER NOT NULL DEFAULT 0,
  ready_at TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO simulated_esim_profiles_new (ref, iccid, smdp_address, activation_code, status, used_mb, ready_at, created_at)
SELECT ref, iccid, smdp_address, activation_code, status, used_mb, ready_at, created_at FROM simulated_esim_profiles;
DROP TABLE simulated_esim_profiles;
ALTER TABLE simulated_esim_profiles_new RENAME TO simulated_esim_profiles;

-- Who made the change: the signed-in user's id and name as they were then; both null for the system.
ALTER TABLE activity ADD COLUMN actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE activity ADD COLUMN actor_name TEXT;
