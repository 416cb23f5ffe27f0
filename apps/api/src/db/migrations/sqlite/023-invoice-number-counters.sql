-- Invoice numbers from a counter alone (issue 37, docs/contracts.md §7): number_sequences holds the last number given
-- out per series and year (INV-2026, CN-2026), and a new number is that counter plus one, taken in the transaction
-- that writes the invoice, without a look at the numbers in use (that look sorted every number of the year on each
-- new invoice). So that the numbers go on without a gap or a repeat, each series' counter starts at its highest
-- number in use where that is higher (credit notes had no counter before their first one through the app; rows
-- written outside the app had none at all). A number counts when all its characters after the series are digits.
INSERT INTO number_sequences (name, last_value)
SELECT series, MAX(number) FROM (
  SELECT substr(invoice_number, 1, 8) AS series, CAST(substr(invoice_number, 10) AS INTEGER) AS number
  FROM invoices
  WHERE invoice_number GLOB 'INV-[0-9][0-9][0-9][0-9]-[0-9]*' AND substr(invoice_number, 10) NOT GLOB '*[^0-9]*'
  UNION ALL
  SELECT substr(invoice_number, 1, 7), CAST(substr(invoice_number, 9) AS INTEGER)
  FROM invoices
  WHERE invoice_number GLOB 'CN-[0-9][0-9][0-9][0-9]-[0-9]*' AND substr(invoice_number, 9) NOT GLOB '*[^0-9]*'
) WHERE true GROUP BY series
ON CONFLICT (name) DO UPDATE SET last_value = MAX(last_value, excluded.last_value);
