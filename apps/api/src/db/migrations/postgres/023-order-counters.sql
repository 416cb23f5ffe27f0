-- The order list's stat cards from counters (docs/performance.md), as 020 does for invoices and customers: orders per
-- status with their totals with VAT, as delta rows per statement that `compact_stat_counters()` folds. (SQLite keeps
-- the same counters as one row per key: sqlite/031.)
CREATE TABLE order_counts (
  status text NOT NULL,
  n bigint NOT NULL,
  total_with_vat_cents bigint NOT NULL
);

CREATE FUNCTION order_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts SELECT status, count(*), sum(total_with_vat_cents) FROM new_rows GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts SELECT status, -count(*), -sum(total_with_vat_cents) FROM old_rows GROUP BY 1;
  ELSE
    INSERT INTO order_counts
    SELECT status, sum(n), sum(total)
    FROM (
      SELECT status, 1 AS n, total_with_vat_cents AS total FROM new_rows
      UNION ALL
      SELECT status, -1, -total_with_vat_cents FROM old_rows
    ) AS changed
    GROUP BY 1
    HAVING sum(n) <> 0 OR sum(total) <> 0;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER order_counts_inserted AFTER INSERT ON orders
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_changed();
CREATE TRIGGER order_counts_updated AFTER UPDATE ON orders
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_changed();
CREATE TRIGGER order_counts_deleted AFTER DELETE ON orders
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_changed();

-- The fold of 020 with the orders' counters.
CREATE OR REPLACE FUNCTION compact_stat_counters() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  folded bigint;
  customer_rows bigint;
  order_rows bigint;
BEGIN
  WITH moved AS (DELETE FROM invoice_counts RETURNING *),
  summed AS (
    INSERT INTO invoice_counts
    SELECT kind, status, due_date, sum(n), sum(amount_cents), sum(customer_total_cents) FROM moved
    GROUP BY 1, 2, 3
    HAVING sum(n) <> 0 OR sum(amount_cents) <> 0 OR sum(customer_total_cents) <> 0
  )
  SELECT count(*) INTO folded FROM moved;
  WITH moved AS (DELETE FROM customer_counts RETURNING *),
  summed AS (
    INSERT INTO customer_counts
    SELECT status, plan, created_month, sum(n) FROM moved GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  )
  SELECT count(*) INTO customer_rows FROM moved;
  WITH moved AS (DELETE FROM order_counts RETURNING *),
  summed AS (
    INSERT INTO order_counts
    SELECT status, sum(n), sum(total_with_vat_cents) FROM moved GROUP BY 1
    HAVING sum(n) <> 0 OR sum(total_with_vat_cents) <> 0
  )
  SELECT count(*) INTO order_rows FROM moved;
  RETURN folded + customer_rows + order_rows;
END;
$$;

-- The rows there are now.
INSERT INTO order_counts SELECT status, count(*), sum(total_with_vat_cents) FROM orders GROUP BY 1;

-- Filters by status and kind sorted by total read their page from the index in order, ties by number included.
DROP INDEX orders_status_kind_total;
CREATE INDEX orders_status_kind_total ON orders (status, product_kind, total_with_vat_cents, id);
