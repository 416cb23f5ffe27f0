-- A customer's total spent (docs/contracts.md §7: the totals with VAT of their paid invoices, credit notes subtracting) kept
-- in the record by the database itself: this trigger changes it in the same statement as every invoice that is
-- inserted, deleted, paid, unpaid, re-totalled or moved to another record, so it cannot differ from the invoices.
-- The list sorted by total spent then reads an indexed column instead of summing ~30,000 records' invoices per call.
ALTER TABLE customers ADD COLUMN spent_cents BIGINT NOT NULL DEFAULT 0;
UPDATE customers SET spent_cents = paid.cents
FROM (SELECT customer_id, SUM(total_cents) AS cents FROM invoices WHERE status = 'paid' AND customer_id IS NOT NULL
      GROUP BY customer_id) AS paid
WHERE paid.customer_id = customers.id;
CREATE INDEX customers_spent ON customers (spent_cents);
CREATE INDEX customers_status_plan_spent ON customers (status, plan, spent_cents);

CREATE FUNCTION invoices_spent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'paid' AND OLD.customer_id IS NOT NULL THEN
      UPDATE customers SET spent_cents = spent_cents - OLD.total_cents WHERE id = OLD.customer_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'paid' AND NEW.customer_id IS NOT NULL THEN
      UPDATE customers SET spent_cents = spent_cents + NEW.total_cents WHERE id = NEW.customer_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER invoices_spent AFTER INSERT OR DELETE OR UPDATE OF status, total_cents, customer_id ON invoices
FOR EACH ROW EXECUTE FUNCTION invoices_spent();
