-- VAT by country and business buyers (docs/contracts.md §13, docs/decisions/042-vat-by-country.md): as SQLite's 029.
-- A line's rate may have a decimal now (Finland's 25.5%).
ALTER TABLE orders ADD COLUMN business text;
ALTER TABLE invoices ADD COLUMN vat_percent double precision NOT NULL DEFAULT 21;
ALTER TABLE invoices ADD COLUMN reverse_charge INTEGER NOT NULL DEFAULT 0 CHECK (reverse_charge IN (0, 1));
ALTER TABLE invoice_lines ALTER COLUMN vat_rate TYPE double precision;
ALTER TABLE subscriptions ADD COLUMN vat_percent double precision NOT NULL DEFAULT 21;
ALTER TABLE subscriptions ADD COLUMN reverse_charge INTEGER NOT NULL DEFAULT 0 CHECK (reverse_charge IN (0, 1));
