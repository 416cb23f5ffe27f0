-- The customer list's search (a text anywhere in the folded name or address, LIKE '%…%') seeks trigram indexes on the
-- keys instead of reading every record (45 ms on 100,000 customers). pg_trgm ships with PostgreSQL (contrib) and is a
-- trusted extension: the database's owner may create it. It is created once per database (in public unless it is
-- there already, where it is), under a lock, since the schemas of tests migrate side by side.
DO $$
DECLARE
  trgm_schema name;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('telecom:create extension pg_trgm'));
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE EXTENSION pg_trgm WITH SCHEMA public;
  END IF;
  SELECT nspname INTO trgm_schema FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
  WHERE extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX customers_name_trgm ON customers USING gin (name_key %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX customers_email_trgm ON customers USING gin (email_key %I.gin_trgm_ops)', trgm_schema);
END
$$;
