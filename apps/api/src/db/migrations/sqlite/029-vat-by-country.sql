-- VAT by country and business buyers (docs/contracts.md §13, docs/decisions/042-vat-by-country.md):
-- - an order keeps the business details it was placed with (JSON text; NULL for a consumer);
-- - an invoice keeps its VAT rate and whether the VAT is reverse charged ("btw verlegd"): every invoice before this
--   was 21%;
-- - a subscription keeps the rate of the order that started it, so that the billing run charges the same without a
--   query per row.
ALTER TABLE orders ADD COLUMN business TEXT;
ALTER TABLE invoices ADD COLUMN vat_percent REAL NOT NULL DEFAULT 21;
ALTER TABLE invoices ADD COLUMN reverse_charge INTEGER NOT NULL DEFAULT 0 CHECK (reverse_charge IN (0, 1));
ALTER TABLE subscriptions ADD COLUMN vat_percent REAL NOT NULL DEFAULT 21;
ALTER TABLE subscriptions ADD COLUMN reverse_charge INTEGER NOT NULL DEFAULT 0 CHECK (reverse_charge IN (0, 1));
