-- An invoice line's VAT rate may have a decimal (Finland's 25.5%, docs/decisions/042-vat-by-country.md), as
-- PostgreSQL's 021 made it there: SQLite's 029 left `vat_rate` an INTEGER of a STRICT table, which refuses 25.5, so
-- that paying a Finnish consumer's order failed (found by the schema parity test, docs/decisions/066). SQLite cannot
-- change a column's type: the table is rebuilt as 008 did, its rows keeping their ids and sqlite_sequence its highest
-- id given out (an id deleted at the top is not given out again). No other table, index or trigger names it.
CREATE TABLE invoice_lines_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  description TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_cents INTEGER NOT NULL,
  vat_rate REAL NOT NULL DEFAULT 21,
  UNIQUE (invoice_id, position)
) STRICT;
INSERT INTO invoice_lines_new (id, invoice_id, position, description, quantity, unit_price_cents, vat_rate)
SELECT id, invoice_id, position, description, quantity, unit_price_cents, vat_rate FROM invoice_lines;
DELETE FROM sqlite_sequence WHERE name = 'invoice_lines_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'invoice_lines_new', seq FROM sqlite_sequence WHERE name = 'invoice_lines';
DROP TABLE invoice_lines;
ALTER TABLE invoice_lines_new RENAME TO invoice_lines;
