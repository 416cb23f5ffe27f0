-- The back office's stats and reports at 100,000 rows (issue 37): on PostgreSQL every count of those calls read a
-- hundred thousand index entries (25–45 ms each, 103 ms for the stats), so they read counters instead, kept in the
-- same transaction as the rows they count, as customers.spent_cents is (migration 010).
--
-- The counters are deltas: each statement that changes invoices or customers adds one row per key it changed (its
-- new rows counted up, its old rows down), and never updates one. So writers never wait for each other on a counter
-- row, and no two transactions can deadlock over them; the readers sum the rows per key. `compact_stat_counters()`
-- folds the rows into one per key (the server calls it at start-up and every 10 minutes; it is safe beside writers:
-- it deletes exactly the rows it sums, in one statement).
--
-- Invoices are counted per kind and status, and per due date only where the displayed status depends on it (one that is
-- neither paid nor stored as overdue shows as overdue once its due date has passed); `customer_total_cents` is the total with VAT of the
-- invoices that have a customer record (the average spend). Customers are counted per status, plan and month created.
CREATE TABLE invoice_counts (
  kind text NOT NULL,
  status text NOT NULL,
  due_date text NOT NULL,
  n bigint NOT NULL,
  amount_cents bigint NOT NULL,
  customer_total_cents bigint NOT NULL
);

CREATE TABLE customer_counts (
  status text NOT NULL,
  plan text NOT NULL,
  created_month text NOT NULL,
  n bigint NOT NULL
);

-- The due date a counter keeps: only where the displayed status depends on it.
CREATE FUNCTION invoice_count_due(status text, due_date text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('paid', 'overdue') THEN '' ELSE due_date END
$$;

CREATE FUNCTION invoice_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_counts
    SELECT kind, status, invoice_count_due(status, due_date), count(*), sum(amount_cents),
           COALESCE(sum(total_cents) FILTER (WHERE customer_id IS NOT NULL), 0)
    FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_counts
    SELECT kind, status, invoice_count_due(status, due_date), -count(*), -sum(amount_cents),
           -COALESCE(sum(total_cents) FILTER (WHERE customer_id IS NOT NULL), 0)
    FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO invoice_counts
    SELECT kind, status, due, sum(n), sum(amount), sum(customer_total)
    FROM (
      SELECT kind, status, invoice_count_due(status, due_date) AS due, 1 AS n, amount_cents AS amount,
             CASE WHEN customer_id IS NULL THEN 0 ELSE total_cents END AS customer_total
      FROM new_rows
      UNION ALL
      SELECT kind, status, invoice_count_due(status, due_date), -1, -amount_cents,
             CASE WHEN customer_id IS NULL THEN 0 ELSE -total_cents END
      FROM old_rows
    ) AS changed
    GROUP BY 1, 2, 3
    HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(customer_total) <> 0;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER invoice_counts_inserted AFTER INSERT ON invoices
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_changed();
CREATE TRIGGER invoice_counts_updated AFTER UPDATE ON invoices
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_changed();
CREATE TRIGGER invoice_counts_deleted AFTER DELETE ON invoices
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_changed();

CREATE FUNCTION customer_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_counts
    SELECT status, plan, substring(created_at, 1, 7), count(*) FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO customer_counts
    SELECT status, plan, substring(created_at, 1, 7), -count(*) FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO customer_counts
    SELECT status, plan, month, sum(n)
    FROM (
      SELECT status, plan, substring(created_at, 1, 7) AS month, 1 AS n FROM new_rows
      UNION ALL
      SELECT status, plan, substring(created_at, 1, 7), -1 FROM old_rows
    ) AS changed
    GROUP BY 1, 2, 3
    HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER customer_counts_inserted AFTER INSERT ON customers
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_changed();
CREATE TRIGGER customer_counts_updated AFTER UPDATE ON customers
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_changed();
CREATE TRIGGER customer_counts_deleted AFTER DELETE ON customers
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_changed();

-- Folds the counters into one row per key (rows that sum to nothing go); returns how many rows it folded.
CREATE FUNCTION compact_stat_counters() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  folded bigint;
  customer_rows bigint;
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
  RETURN folded + customer_rows;
END;
$$;

-- The rows there are now.
INSERT INTO invoice_counts
SELECT kind, status, invoice_count_due(status, due_date), count(*), sum(amount_cents),
       COALESCE(sum(total_cents) FILTER (WHERE customer_id IS NOT NULL), 0)
FROM invoices GROUP BY 1, 2, 3;
INSERT INTO customer_counts
SELECT status, plan, substring(created_at, 1, 7), count(*) FROM customers GROUP BY 1, 2, 3;
