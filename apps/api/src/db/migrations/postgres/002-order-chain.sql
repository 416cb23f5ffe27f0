-- The order chain (docs/contracts.md §7), as sqlite/011-order-chain.sql: order statuses, the payment's statuses, the
-- back office's search keys, the access token's SHA-256, the booked customer record; idempotency_keys and
-- simulated_payments. Orders stored before were paid. (The search keys of rows stored before are lower-cased only:
-- the application folds accents as well for every new order.)
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
UPDATE orders SET payment_status = 'paid';
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('open', 'paid', 'failed', 'expired', 'canceled'));
ALTER TABLE orders ALTER COLUMN transaction_id DROP NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_transaction_id_key UNIQUE (transaction_id);
ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'paid'
  CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded'));
ALTER TABLE orders ALTER COLUMN status DROP DEFAULT;
ALTER TABLE orders ADD COLUMN payment_redirect_url TEXT;
ALTER TABLE orders ADD COLUMN payment_expires_at TEXT COLLATE "C";
UPDATE orders SET payment_expires_at = created_at;
ALTER TABLE orders ALTER COLUMN payment_expires_at SET NOT NULL;
ALTER TABLE orders ADD COLUMN access_token_hash TEXT;
ALTER TABLE orders ADD COLUMN paid_at TEXT COLLATE "C";
UPDATE orders SET paid_at = created_at;
ALTER TABLE orders ADD COLUMN refunded_at TEXT COLLATE "C";
ALTER TABLE orders ADD COLUMN customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN name_key TEXT COLLATE "C";
ALTER TABLE orders ADD COLUMN email_key TEXT COLLATE "C";
UPDATE orders SET name_key = lower(coalesce(customer::jsonb ->> 'name', '')), email_key = lower(customer_email);
ALTER TABLE orders ALTER COLUMN name_key SET NOT NULL;
ALTER TABLE orders ALTER COLUMN email_key SET NOT NULL;
CREATE INDEX orders_status_created_at ON orders (status, created_at);
CREATE INDEX orders_open_payments ON orders (payment_expires_at) WHERE status = 'pending';
CREATE INDEX orders_name_key ON orders (name_key);
CREATE INDEX orders_email_key ON orders (email_key);

CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  request_hash TEXT NOT NULL,
  order_id TEXT COLLATE "C" REFERENCES orders (id) ON DELETE CASCADE,
  access_token TEXT,
  created_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

CREATE TABLE simulated_payments (
  transaction_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('ideal', 'creditcard', 'paypal', 'applepay')),
  amount_cents BIGINT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'expired', 'canceled')),
  bank TEXT,
  return_url TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
  expires_at TEXT COLLATE "C" NOT NULL,
  paid_at TEXT,
  refund_id TEXT UNIQUE,
  refunded_cents BIGINT NOT NULL DEFAULT 0,
  refunded_at TEXT
);
