-- The order chain (docs/contracts.md §7): an order is stored before it is paid and moves pending → paid | failed |
-- expired, paid → refunded. The orders table is rebuilt (its payment_status CHECK allowed only 'completed'), with
-- the back office's search keys (the domain's foldCase of the shipping name and e-mail), the SHA-256 of the order's
-- access token and the customer record a paid order was booked on. Orders stored before were paid: they become
-- status 'paid' with paid_at = created_at.
-- New: idempotency_keys (POST /api/orders's Idempotency-Key) and simulated_payments (the built-in simulated payment
-- provider's own records, shared by every instance on the database; a real provider keeps these itself).

CREATE TABLE orders_new (
  id TEXT PRIMARY KEY CHECK (id GLOB 'ORD-[0-9]*'),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  account TEXT NOT NULL CHECK (account IN ('guest', 'existing', 'new')),
  product_kind TEXT NOT NULL CHECK (product_kind IN ('esim-pro', 'travel')),
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
INSERT INTO orders_new (id, user_id, account, product_kind, product, customer, customer_email, delivery, payment_method,
  payment_status, transaction_id, total_price_cents, total_with_vat_cents, language, created_at, status,
  payment_redirect_url, payment_expires_at, access_token_hash, paid_at, refunded_at, customer_id, name_key, email_key)
  SELECT id, user_id, account, product_kind, product, customer, customer_email, delivery, payment_method,
    'paid', transaction_id, total_price_cents, total_with_vat_cents, language, created_at, 'paid',
    NULL, created_at, NULL, created_at, NULL, NULL,
    fold_case(coalesce(json_extract(customer, '$.name'), '')), fold_case(customer_email)
  FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_user_id_created_at ON orders (user_id, created_at DESC);
CREATE INDEX orders_created_at ON orders (created_at);
CREATE INDEX orders_status_created_at ON orders (status, created_at);
CREATE INDEX orders_open_payments ON orders (payment_expires_at) WHERE status = 'pending';
CREATE INDEX orders_name_key ON orders (name_key);
CREATE INDEX orders_email_key ON orders (email_key);

-- A key is answered with the order it first made; request_hash is the SHA-256 of the account and the cleaned body.
-- access_token is the order's token, kept so that a retry gets the same answer (its sender had it already); rows go
-- after a day. order_id is null while the first request is still at work.
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  request_hash TEXT NOT NULL,
  order_id TEXT REFERENCES orders (id) ON DELETE CASCADE,
  access_token TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

CREATE TABLE simulated_payments (
  transaction_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('ideal', 'creditcard', 'paypal', 'applepay')),
  amount_cents INTEGER NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'expired', 'canceled')),
  bank TEXT,
  return_url TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  refund_id TEXT UNIQUE,
  refunded_cents INTEGER NOT NULL DEFAULT 0,
  refunded_at TEXT
) STRICT;
