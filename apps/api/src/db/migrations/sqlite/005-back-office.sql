-- The back office (spec points 2, 3 and 5; docs/contracts.md §1): customers, invoices, services and activity, listed,
-- filtered, sorted and paged in SQL with the rules of packages/domain/src/admin-lists. Money is in cents.
-- The *_key columns hold the domain's foldCase of the text (String.prototype.toLowerCase), filled by the
-- repository, so that case-insensitive search and sort are plain BINARY comparisons on indexed columns.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  plan TEXT NOT NULL CHECK (plan IN ('esim-pro', 'voip', 'business')),
  plan_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive', 'suspended')),
  created_at TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  total_spent_cents INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX customers_name_key ON customers (name_key);
CREATE INDEX customers_email_key ON customers (email_key);
CREATE INDEX customers_created_at_ms ON customers (created_at_ms);
CREATE INDEX customers_total_spent ON customers (total_spent_cents);
CREATE INDEX customers_status_plan ON customers (status, plan);
-- Covers the stat cards (count, active, new this month, spend) without reading the table.
CREATE INDEX customers_stats ON customers (status, created_at, total_spent_cents);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  invoice_number TEXT NOT NULL UNIQUE,
  number_key TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  customer_name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  status TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'paid', 'overdue', 'cancelled')),
  issue_date TEXT NOT NULL CHECK (issue_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  due_date TEXT NOT NULL CHECK (due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  paid_date TEXT,
  recurring INTEGER NOT NULL DEFAULT 0 CHECK (recurring IN (0, 1))
) STRICT;
CREATE INDEX invoices_number_key ON invoices (number_key);
CREATE INDEX invoices_name_key ON invoices (name_key);
CREATE INDEX invoices_amount ON invoices (amount_cents);
CREATE INDEX invoices_issue_date ON invoices (issue_date);
CREATE INDEX invoices_due_date ON invoices (due_date);
CREATE INDEX invoices_customer_id ON invoices (customer_id);
-- Covers the stat cards and the revenue chart.
CREATE INDEX invoices_stats ON invoices (status, due_date, amount_cents);
CREATE INDEX invoices_paid_date ON invoices (paid_date, amount_cents) WHERE status = 'paid';

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('esim-pro', 'voip', 'ai-voicemail', 'business', 'other')),
  status TEXT NOT NULL CHECK (status IN ('active', 'expired')),
  started_at TEXT NOT NULL
) STRICT;
CREATE INDEX services_status_kind ON services (status, kind, started_at);

-- Activity entries keep a message key and its parameters, so that each admin reads them in their language.
CREATE TABLE activity (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('user', 'payment', 'invoice', 'clock')),
  message_key TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params)),
  timestamp TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('success', 'pending', 'warning', 'error'))
) STRICT;
CREATE INDEX activity_timestamp ON activity (timestamp DESC);
