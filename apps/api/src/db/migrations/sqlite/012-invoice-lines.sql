-- Issue 21: invoices are documents with lines and VAT (docs/contracts.md §7), credit notes undo paid invoices, and every
-- figure is derived from records.
-- A customer's total spent is no longer a stored counter: it is the sum of their paid invoices (with VAT, credit
-- notes subtracting), computed by the queries.
DROP INDEX customers_total_spent;
DROP INDEX customers_stats;
ALTER TABLE customers DROP COLUMN total_spent_cents;
CREATE INDEX customers_stats ON customers (status, created_at);

-- Invoices: `amount_cents` stays the amount before VAT (the list's column); `vat_cents` is 21% of it rounded half up,
-- `total_cents` the two together. A credit note (`kind`) has negative amounts and names the invoice it credits;
-- an invoice has at most one. `order_id` is the order (ORD-…) an invoice was made for.
CREATE TABLE invoices_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_number TEXT NOT NULL UNIQUE,
  number_key TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  customer_name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  vat_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'paid', 'overdue', 'cancelled')),
  issue_date TEXT NOT NULL CHECK (issue_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  due_date TEXT NOT NULL CHECK (due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  paid_date TEXT,
  recurring INTEGER NOT NULL DEFAULT 0 CHECK (recurring IN (0, 1)),
  kind TEXT NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit-note')),
  credit_note_of INTEGER REFERENCES invoices (id),
  order_id TEXT,
  CHECK ((kind = 'invoice' AND amount_cents >= 0 AND credit_note_of IS NULL)
    OR (kind = 'credit-note' AND amount_cents <= 0 AND credit_note_of IS NOT NULL)),
  CHECK (total_cents = amount_cents + vat_cents)
) STRICT;
INSERT INTO invoices_new (id, invoice_number, number_key, customer_id, customer_name, name_key, customer_email, email_key,
  amount_cents, vat_cents, total_cents, status, issue_date, due_date, paid_date, recurring)
SELECT id, invoice_number, number_key, customer_id, customer_name, name_key, customer_email, email_key,
  amount_cents, (amount_cents * 21 + 50) / 100, amount_cents + (amount_cents * 21 + 50) / 100,
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
CREATE INDEX invoices_order_id ON invoices (order_id);
CREATE UNIQUE INDEX invoices_credit_note_of ON invoices (credit_note_of);

-- The lines: description, quantity, unit price before VAT, the VAT rate. Every existing invoice gets one line.
CREATE TABLE invoice_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  description TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_cents INTEGER NOT NULL,
  vat_rate INTEGER NOT NULL DEFAULT 21,
  UNIQUE (invoice_id, position)
) STRICT;
INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price_cents, vat_rate)
SELECT id, 1, 'Diensten', 1, amount_cents, 21 FROM invoices;
