-- The back office's search and sort keys fold accents as well as case now (the domain's foldCase,
-- packages/domain/src/admin-lists/text.ts): 'Émile' is keyed 'emile' and sorts before 'Zoë' ('zoe'), and a
-- search for 'emile' finds 'Émile'. The *_key columns of the rows already stored are recomputed with that very
-- function (fold_case, registered by openDatabase); e-mail addresses are ASCII, so their keys stay as they were.
UPDATE customers SET name_key = fold_case(name), email_key = fold_case(email)
WHERE name_key <> fold_case(name) OR email_key <> fold_case(email);

UPDATE invoices SET number_key = fold_case(invoice_number), name_key = fold_case(customer_name), email_key = fold_case(customer_email)
WHERE number_key <> fold_case(invoice_number) OR name_key <> fold_case(customer_name) OR email_key <> fold_case(customer_email);
