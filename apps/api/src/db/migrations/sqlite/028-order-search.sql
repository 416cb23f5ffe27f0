-- The back office's order list at 100,000 orders (issue 37):
-- - its search (a text anywhere in the number, the folded name or the address, LIKE '%…%') finds the orders through
--   a trigram index instead of reading every order (317 ms). An FTS5 table that keeps only the index (contentless,
--   with deletes), its rowid the order's number: an order's id is `ORD-<number>` (orders.repository.ts makes them),
--   and the orders' own rowids are not stable across VACUUM. Triggers keep it in the statement that changes an
--   order. Searches shorter than three characters have no trigram and still read the orders;
-- - a search's page sorts the found orders' ids by their time from one index before it reads their rows;
-- - a status and kind, sorted by total, seek one index in the list's order (556 ms for page 100 without it); the
--   stat cards' totals per status are read from it too.
CREATE VIRTUAL TABLE orders_search USING fts5(
  id_key, name_key, email_key, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1'
);
INSERT INTO orders_search (rowid, id_key, name_key, email_key)
  SELECT CAST(substr(id, 5) AS INTEGER), lower(id), name_key, email_key FROM orders;

CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
BEGIN
  INSERT INTO orders_search (rowid, id_key, name_key, email_key)
  VALUES (CAST(substr(NEW.id, 5) AS INTEGER), lower(NEW.id), NEW.name_key, NEW.email_key);
END;

CREATE TRIGGER orders_search_delete AFTER DELETE ON orders
BEGIN
  DELETE FROM orders_search WHERE rowid = CAST(substr(OLD.id, 5) AS INTEGER);
END;

CREATE TRIGGER orders_search_update AFTER UPDATE OF id, name_key, email_key ON orders
BEGIN
  DELETE FROM orders_search WHERE rowid = CAST(substr(OLD.id, 5) AS INTEGER);
  INSERT INTO orders_search (rowid, id_key, name_key, email_key)
  VALUES (CAST(substr(NEW.id, 5) AS INTEGER), lower(NEW.id), NEW.name_key, NEW.email_key);
END;

CREATE INDEX orders_id_created ON orders (id, created_at);
CREATE INDEX orders_status_kind_total ON orders (status, product_kind, total_with_vat_cents);
