-- eSIM top-ups (docs/contracts.md §14): a data bundle bought for an eSIM, paid through the payment provider like an
-- order. It is stored 'pending' before its payment is created; the provider's notice moves it once (a conditional
-- UPDATE on status): paid, its data counts towards the eSIM's allowance of the period it was bought in
-- (period_start: an eSIM Pro's month; NULL for a travel plan, whose one period is its validity), and its invoice is
-- made in the same transaction. The allowance is a sum over these rows, never a counter beside them.
CREATE TABLE esim_top_ups (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX esim_top_ups_esim_id ON esim_top_ups (esim_id, status);

-- An eSIM's auto top-up: on or off, the bundle it buys at 90% used, and the most it may charge per calendar month.
CREATE TABLE esim_auto_top_ups (
  esim_id INTEGER PRIMARY KEY REFERENCES esims (id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  bundle TEXT NOT NULL,
  monthly_cap_cents INTEGER NOT NULL CHECK (monthly_cap_cents > 0),
  updated_at TEXT NOT NULL
) STRICT;
