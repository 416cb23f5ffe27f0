-- The withdrawal function (docs/contracts.md §13, docs/decisions/043-withdrawal.md): a paid order can become
-- `withdrawn`, and the order keeps when the consumer consented at checkout that the service starts at once, when they
-- withdrew and what was refunded (with VAT, in cents). SQLite cannot change a CHECK: the table is rebuilt as 015 did,
-- with its indexes (015, 028) and the search index's triggers (028); the search index's rows stay (keyed by number).
DROP TRIGGER orders_search_insert;
DROP TRIGGER orders_search_delete;
DROP TRIGGER orders_search_update;

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
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded', 'withdrawn')),
  payment_redirect_url TEXT,
  payment_expires_at TEXT NOT NULL,
  access_token_hash TEXT,
  paid_at TEXT,
  refunded_at TEXT,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  name_key TEXT NOT NULL,
  email_key TEXT NOT NULL,
  withdrawal_consent_at TEXT,
  withdrawn_at TEXT,
  withdrawal_refund_cents INTEGER,
  -- A business order's details (029).
  business TEXT
) STRICT;
INSERT INTO orders_new (id, user_id, account, product_kind, product, customer, customer_email, delivery, payment_method, payment_status, transaction_id, total_price_cents, total_with_vat_cents, language, created_at, status, payment_redirect_url, payment_expires_at, access_token_hash, paid_at, refunded_at, customer_id, name_key, email_key, business)
  SELECT id, user_id, account, product_kind, product, customer, customer_email, delivery, payment_method, payment_status, transaction_id, total_price_cents, total_with_vat_cents, language, created_at, status, payment_redirect_url, payment_expires_at, access_token_hash, paid_at, refunded_at, customer_id, name_key, email_key, business FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_user_id_created_at ON orders (user_id, created_at DESC);
CREATE INDEX orders_created_at ON orders (created_at);
CREATE INDEX orders_status_created_at ON orders (status, created_at);
CREATE INDEX orders_open_payments ON orders (payment_expires_at) WHERE status = 'pending';
CREATE INDEX orders_name_key ON orders (name_key);
CREATE INDEX orders_email_key ON orders (email_key);
CREATE INDEX orders_id_created ON orders (id, created_at);
CREATE INDEX orders_status_kind_total ON orders (status, product_kind, total_with_vat_cents);

CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
BEGIN
  INSERT INTO orders_search (rowid, id_key, name_key, email_key)
  VALUES (CAST(substr(NEW.id, 5) AS INTEGER), lower(NEW.id), NEW.name_key, NEW.email_key);
END;

CREATE TRIGGER orders_search_delete AFTER DELETE ON orders
BEGIN
  DELETE FROM orders_search WHERE rowid = CAST(substr(OLD.id, 5) AS INTEGER);
END;

CREATE TRIGGER orders_search_update AFTER UPDATE OF id, name_key, email_key ON orders
BEGIN
  DELETE FROM orders_search WHERE rowid = CAST(substr(OLD.id, 5) AS INTEGER);
  INSERT INTO orders_search (rowid, id_key, name_key, email_key)
  VALUES (CAST(substr(NEW.id, 5) AS INTEGER), lower(NEW.id), NEW.name_key, NEW.email_key);
END;
