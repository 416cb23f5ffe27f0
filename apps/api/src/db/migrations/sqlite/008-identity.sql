-- Identity and abuse (docs/contracts.md §6, issue 17).
-- 1. Nothing is ever reused: every table with a numeric id is rebuilt with AUTOINCREMENT, so that SQLite never
--    hands out an id again after a delete (a deleted account's old token would otherwise name the next account).
--    The rows keep their ids; sqlite_sequence starts at each table's highest id. (migrate() runs this with foreign
--    key enforcement off, as SQLite's table-rebuild procedure requires, and checks every reference afterwards.)
-- 2. Verified e-mail addresses: users.email_verified_at, and the single-use confirmation links of
--    email_verifications (only the SHA-256 of a token is stored).
-- 3. Records follow accounts: customer records whose address differs from their account's were linked by the old
--    rule from a shipping address; they are unlinked.
-- 4. Invoice numbers are never reused: number_sequences keeps the last number given out per series (INV-2026).

CREATE TABLE users_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email_verified_at TEXT,
  phone TEXT,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'nl', 'es')),
  newsletter INTEGER NOT NULL DEFAULT 0 CHECK (newsletter IN (0, 1)),
  token_version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
INSERT INTO users_new (id, first_name, last_name, email, phone, password_hash, role, language, newsletter, token_version, created_at, updated_at)
  SELECT id, first_name, last_name, email, phone, password_hash, role, language, newsletter, token_version, created_at, updated_at FROM users;
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;

CREATE TABLE customers_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO customers_new SELECT id, user_id, name, name_key, email, email_key, plan, plan_name, status, created_at, created_at_ms, total_spent_cents FROM customers;
DROP TABLE customers;
ALTER TABLE customers_new RENAME TO customers;
CREATE INDEX customers_name_key ON customers (name_key);
CREATE INDEX customers_email_key ON customers (email_key);
CREATE INDEX customers_created_at_ms ON customers (created_at_ms);
CREATE INDEX customers_total_spent ON customers (total_spent_cents);
CREATE INDEX customers_status_plan ON customers (status, plan);
CREATE INDEX customers_stats ON customers (status, created_at, total_spent_cents);

CREATE TABLE invoices_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO invoices_new SELECT id, invoice_number, number_key, customer_id, customer_name, name_key, customer_email, email_key, amount_cents,
  status, issue_date, due_date, paid_date, recurring FROM invoices;
DROP TABLE invoices;
ALTER TABLE invoices_new RENAME TO invoices;
CREATE INDEX invoices_number_key ON invoices (number_key);
CREATE INDEX invoices_name_key ON invoices (name_key);
CREATE INDEX invoices_amount ON invoices (amount_cents);
CREATE INDEX invoices_issue_date ON invoices (issue_date);
CREATE INDEX invoices_due_date ON invoices (due_date);
CREATE INDEX invoices_customer_id ON invoices (customer_id);
CREATE INDEX invoices_stats ON invoices (status, due_date, amount_cents);
CREATE INDEX invoices_paid_date ON invoices (paid_date, amount_cents) WHERE status = 'paid';

CREATE TABLE services_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('esim-pro', 'voip', 'ai-voicemail', 'business', 'other')),
  status TEXT NOT NULL CHECK (status IN ('active', 'expired')),
  started_at TEXT NOT NULL
) STRICT;
INSERT INTO services_new SELECT id, customer_id, kind, status, started_at FROM services;
DROP TABLE services;
ALTER TABLE services_new RENAME TO services;
CREATE INDEX services_status_kind ON services (status, kind, started_at);

CREATE TABLE activity_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL CHECK (type IN ('user', 'payment', 'invoice', 'clock')),
  message_key TEXT NOT NULL,
  params TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params)),
  timestamp TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('success', 'pending', 'warning', 'error'))
) STRICT;
INSERT INTO activity_new SELECT id, type, message_key, params, timestamp, status FROM activity;
DROP TABLE activity;
ALTER TABLE activity_new RENAME TO activity;
CREATE INDEX activity_timestamp ON activity (timestamp DESC);

CREATE TABLE inquiries_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('investment', 'sales', 'quote', 'ai-assistant')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  company TEXT,
  message TEXT,
  range TEXT,
  plan TEXT,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO inquiries_new SELECT id, kind, name, email, phone, company, message, range, plan, language, created_at FROM inquiries;
DROP TABLE inquiries;
ALTER TABLE inquiries_new RENAME TO inquiries;
CREATE INDEX inquiries_kind_created_at ON inquiries (kind, created_at);

-- Confirmation links: the address a link confirms is kept with it, so that a link sent before an address change
-- cannot confirm the new address. Used and expired rows stay a while, so that the page can say "already used".
CREATE TABLE email_verifications (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX email_verifications_user_id ON email_verifications (user_id);
CREATE INDEX email_verifications_created_at ON email_verifications (created_at);

-- Links made from a shipping address: the record's address is not the account's.
UPDATE customers SET user_id = NULL
  WHERE user_id IS NOT NULL
    AND email_key <> (SELECT fold_case(users.email) FROM users WHERE users.id = customers.user_id);

CREATE TABLE number_sequences (
  name TEXT PRIMARY KEY,
  last_value INTEGER NOT NULL CHECK (last_value >= 0)
) STRICT;
INSERT INTO number_sequences (name, last_value)
  SELECT substr(invoice_number, 1, 8), MAX(CAST(substr(invoice_number, 10) AS INTEGER))
  FROM invoices WHERE invoice_number GLOB 'INV-[0-9][0-9][0-9][0-9]-[0-9]*'
  GROUP BY substr(invoice_number, 1, 8);
