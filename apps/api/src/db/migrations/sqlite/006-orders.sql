-- Orders (spec point 3, docs/contracts.md §4). Prices are the server's own, in cents; the product and the
-- customer's shipping details are kept as the order record shows them (JSON). Card details are never stored.
CREATE TABLE orders (
  id TEXT PRIMARY KEY CHECK (id GLOB 'ORD-[0-9]*'),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  account TEXT NOT NULL CHECK (account IN ('guest', 'existing', 'new')),
  product_kind TEXT NOT NULL CHECK (product_kind IN ('esim-pro', 'travel')),
  product TEXT NOT NULL CHECK (json_valid(product)),
  customer TEXT NOT NULL CHECK (json_valid(customer)),
  customer_email TEXT NOT NULL,
  delivery TEXT NOT NULL CHECK (delivery IN ('email', 'sms')),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('ideal', 'creditcard', 'paypal', 'applepay')),
  payment_status TEXT NOT NULL CHECK (payment_status IN ('completed')),
  transaction_id TEXT NOT NULL,
  total_price_cents INTEGER NOT NULL,
  total_with_vat_cents INTEGER NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX orders_user_id_created_at ON orders (user_id, created_at DESC);
CREATE INDEX orders_created_at ON orders (created_at);
