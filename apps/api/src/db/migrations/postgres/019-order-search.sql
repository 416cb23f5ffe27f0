-- The back office's order list at 100,000 orders (issue 37): its search (a text anywhere in the number, the folded
-- name or the address, LIKE '%…%') seeks trigram indexes instead of reading every order, as the customers' search
-- does (migration 011 created pg_trgm); a status and kind, sorted by total, seek one index in the list's order.
DO $$
DECLARE
  trgm_schema name;
BEGIN
  SELECT nspname INTO trgm_schema FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
  WHERE extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX orders_id_trgm ON orders USING gin (lower(id) %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX orders_name_trgm ON orders USING gin (name_key %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX orders_email_trgm ON orders USING gin (email_key %I.gin_trgm_ops)', trgm_schema);
END
$$;

CREATE INDEX orders_status_kind_total ON orders (status, product_kind, total_with_vat_cents);
