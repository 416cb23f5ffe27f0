-- Invoice numbers from a counter alone (issue 37, docs/contracts.md §7): number_sequences holds the last number given
-- out per series and year (INV-2026, CN-2026), and a new number is that counter plus one, taken in the transaction
-- that writes the invoice, without a look at the numbers in use (that look sorted every number of the year on each
-- new invoice). So that the numbers go on without a gap or a repeat, each series' counter starts at its highest
-- number in use where that is higher (credit notes had no counter before their first one through the app; rows
-- written outside the app had none at all). A number counts when all its characters after the series are digits.
INSERT INTO number_sequences (name, last_value)
SELECT substring(invoice_number FROM '^((?:INV|CN)-[0-9]{4})-'),
  MAX(CAST(substring(invoice_number FROM '-([0-9]+)$') AS BIGINT))
FROM invoices
WHERE invoice_number ~ '^(INV|CN)-[0-9]{4}-[0-9]+$'
GROUP BY 1
ON CONFLICT (name) DO UPDATE SET last_value = GREATEST(number_sequences.last_value, EXCLUDED.last_value);
