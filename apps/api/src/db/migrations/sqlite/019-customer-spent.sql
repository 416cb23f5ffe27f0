-- A customer's total spent (docs/contracts.md §7: the totals with VAT of their paid invoices, credit notes subtracting) kept
-- in the record by the database itself: these triggers change it in the same statement as every invoice that is
-- inserted, deleted, paid, unpaid, re-totalled or moved to another record, so it cannot differ from the invoices.
-- The list sorted by total spent then reads an indexed column instead of summing ~30,000 records' invoices per call.
ALTER TABLE customers ADD COLUMN spent_cents INTEGER NOT NULL DEFAULT 0;
UPDATE customers SET spent_cents = COALESCE(
  (SELECT SUM(total_cents) FROM invoices WHERE invoices.customer_id = customers.id AND invoices.status = 'paid'), 0);
CREATE INDEX customers_spent ON customers (spent_cents);
CREATE INDEX customers_status_plan_spent ON customers (status, plan, spent_cents);

CREATE TRIGGER invoices_spent_insert AFTER INSERT ON invoices
WHEN NEW.status = 'paid' AND NEW.customer_id IS NOT NULL
BEGIN
  UPDATE customers SET spent_cents = spent_cents + NEW.total_cents WHERE id = NEW.customer_id;
END;

CREATE TRIGGER invoices_spent_delete AFTER DELETE ON invoices
WHEN OLD.status = 'paid' AND OLD.customer_id IS NOT NULL
BEGIN
  UPDATE customers SET spent_cents = spent_cents - OLD.total_cents WHERE id = OLD.customer_id;
END;

CREATE TRIGGER invoices_spent_update AFTER UPDATE OF status, total_cents, customer_id ON invoices
WHEN (OLD.status = 'paid' AND OLD.customer_id IS NOT NULL) OR (NEW.status = 'paid' AND NEW.customer_id IS NOT NULL)
BEGIN
  UPDATE customers SET spent_cents = spent_cents - OLD.total_cents WHERE id = OLD.customer_id AND OLD.status = 'paid';
  UPDATE customers SET spent_cents = spent_cents + NEW.total_cents WHERE id = NEW.customer_id AND NEW.status = 'paid';
END;
