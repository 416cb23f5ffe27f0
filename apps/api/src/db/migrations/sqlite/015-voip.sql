-- Issue 23 (docs/contracts.md §9): VOIP numbers and the AI plans are ordered too. Orders take the new product kinds (the
-- table is rebuilt: SQLite cannot change a CHECK), and the number inventory and the porting requests get their tables.

CREATE TABLE orders_new (
  id TEXT PRIMARY KEY CHECK (id GLOB 'ORD-[0-9]*'),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  account TEXT NOT NULL CHECK (account IN ('guest', 'existing', 'new')),
  product_kind TEXT NOT NULL CHECK (product_kind IN ('esim-pro', 'travel', 'voip', 'ai-voicemail', 'ai-assistant')),
  product TEXT NOT NULL CHECK (json_valid(product)),
  customer TEXT NOT NULL CHECK (json_valid(customer)),
  customer_email TEXT NOT NULL,
  delivery TEXT NOT NULL CHECK (delivery IN ('email', 'sms')),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('ideal', 'creditcard', 'paypal', 'applepay')),
  payment_status TEXT NOT NULL CHECK (payment_status IN ('open', 'paid', 'failed', 'expired', 'canceled')),
  transaction_id TEXT UNIQUE,
  total_price_cents INTEGER NOT NULL,
  total_with_vat_cents INTEGER NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded')),
  payment_redirect_url TEXT,
  payment_expires_at TEXT NOT NULL,
  access_token_hash TEXT,
  paid_at TEXT,
  refunded_at TEXT,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  name_key TEXT NOT NULL,
  email_key TEXT NOT NULL
) STRICT;
INSERT INTO orders_new (id, user_id, account, product_kind, product, customer, customer_email, delivery, payment_method, payment_status, transaction_id, total_price_cents, total_with_vat_cents, language, created_at, status, payment_redirect_url, payment_expires_at, access_token_hash, paid_at, refunded_at, customer_id, name_key, email_key)
  SELECT id, user_id, account, product_kind, product, customer, customer_email, delivery, payment_method, payment_status, transaction_id, total_price_cents, total_with_vat_cents, language, created_at, status, payment_redirect_url, payment_expires_at, access_token_hash, paid_at, refunded_at, customer_id, name_key, email_key FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_user_id_created_at ON orders (user_id, created_at DESC);
CREATE INDEX orders_created_at ON orders (created_at);
CREATE INDEX orders_status_created_at ON orders (status, created_at);
CREATE INDEX orders_open_payments ON orders (payment_expires_at) WHERE status = 'pending';
CREATE INDEX orders_name_key ON orders (name_key);
CREATE INDEX orders_email_key ON orders (email_key);

-- The inventory of numbers a new VOIP number is chosen from (filled at start from the domain's numberInventory):
-- free, held (for whoever has the hold's token, or for an order while its payment is open, until held_until), or
-- assigned to a paid order's subscription. A hold past held_until is free again.
CREATE TABLE voip_numbers (
  number TEXT PRIMARY KEY CHECK (number GLOB '+[0-9]*'),
  area TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('free', 'held', 'assigned')),
  hold_token_hash TEXT,
  held_until TEXT,
  order_id TEXT REFERENCES orders (id) ON DELETE SET NULL,
  subscription_id INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX voip_numbers_area ON voip_numbers (area, status, number);
CREATE INDEX voip_numbers_order_id ON voip_numbers (order_id);

-- Porting a number to us (nummerbehoud): one request per paid VOIP order that keeps a number, moved forward by the
-- back office (or a real carrier's messages) and shown to its customer with its history (porting_events).
-- search_key is the domain's foldCase of the number (E.164 and as written), the customer's name and e-mail and the
-- provider; name_key sorts by the customer's name.
CREATE TABLE porting_requests (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX porting_requests_order_id ON porting_requests (order_id);
CREATE INDEX porting_requests_user_id ON porting_requests (user_id);
CREATE INDEX porting_requests_customer_id ON porting_requests (customer_id);
CREATE INDEX porting_requests_status_created_at ON porting_requests (status, created_at);

CREATE TABLE porting_events (
  id INTEGER PRIMARY KEY,
  porting_id INTEGER NOT NULL REFERENCES porting_requests (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('requested', 'validated', 'scheduled', 'completed', 'rejected')),
  date TEXT,
  reason TEXT,
  at TEXT NOT NULL
) STRICT;
CREATE INDEX porting_events_porting_id ON porting_events (porting_id, id);
