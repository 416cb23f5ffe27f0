-- Issue 22 (docs/contracts.md §8): what a paid order delivers. An eSIM (from the eSIM provider: the simulated SM-DP+ by
-- default) with its codes and usage; a subscription billed monthly by the billing run, one invoice per subscription
-- per month (subscription_invoices' key); work that must survive a restart as jobs in the database (provisioning an
-- eSIM), claimed by one instance at a time; and the billing run's day, claimed by one instance (billing_runs' key).

CREATE TABLE esims (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('esim-pro', 'travel')),
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'installed', 'active', 'expired')),
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
  valid_until TEXT
) STRICT;
CREATE INDEX esims_order_id ON esims (order_id);
CREATE INDEX esims_user_id ON esims (user_id);
CREATE INDEX esims_customer_id ON esims (customer_id);

CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  esim_id INTEGER REFERENCES esims (id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('esim-pro', 'voip', 'ai-voicemail', 'ai-assistant')),
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelling', 'cancelled')),
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
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX subscriptions_user_id ON subscriptions (user_id);
CREATE INDEX subscriptions_customer_id ON subscriptions (customer_id);
CREATE INDEX subscriptions_order_id ON subscriptions (order_id);

-- One invoice per subscription per month, never two.
CREATE TABLE subscription_invoices (
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  period_start TEXT NOT NULL,
  invoice_id INTEGER REFERENCES invoices (id) ON DELETE SET NULL,
  PRIMARY KEY (subscription_id, period_start)
) STRICT;

-- Work that survives a restart: due at run_at, claimed by an instance until locked_until, done at done_at.
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
  run_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  done_at TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL;

-- The billing run of a day: the instance that inserts the row runs it.
CREATE TABLE billing_runs (
  run_date TEXT PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  result TEXT CHECK (result IS NULL OR json_valid(result))
) STRICT;

-- The simulated SM-DP+'s own records (a real platform keeps these itself): one profile per eSIM it prepares.
CREATE TABLE simulated_esim_profiles (
  ref TEXT PRIMARY KEY,
  iccid TEXT NOT NULL UNIQUE,
  smdp_address TEXT NOT NULL,
  activation_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'installed', 'active', 'expired')),
  used_mb INTEGER NOT NULL DEFAULT 0,
  ready_at TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
