-- A customer's total spent is derived from its paid invoices (docs/contracts.md §7). This index answers the sum per record
-- (the customer list and its sort by total spent) from the index alone, and the stats index also covers the totals
-- and records of the paid invoices (the average spend card), so that neither reads the table.
CREATE INDEX invoices_paid_customer ON invoices (customer_id, total_cents) WHERE status = 'paid';
DROP INDEX invoices_stats;
CREATE INDEX invoices_stats ON invoices (status, due_date, amount_cents, total_cents, customer_id);
