-- The customer list's search (a text anywhere in the folded name or address) seeks an index of the keys' trigrams
-- instead of reading every record twice with LIKE '%…%': 40–53 ms on 100,000 customers, a few ms with the index.
-- An FTS5 table over the customers' keys (external content: it stores the trigrams, not the text), kept by triggers
-- in the same statement as every change of a record. Searches shorter than three characters have no trigram and
-- still read the table (customers.repository.ts).
CREATE VIRTUAL TABLE customers_search USING fts5(
  name_key, email_key, content = 'customers', content_rowid = 'id', tokenize = 'trigram case_sensitive 1'
);
INSERT INTO customers_search (customers_search) VALUES ('rebuild');

CREATE TRIGGER customers_search_insert AFTER INSERT ON customers
BEGIN
  INSERT INTO customers_search (rowid, name_key, email_key) VALUES (NEW.id, NEW.name_key, NEW.email_key);
END;

CREATE TRIGGER customers_search_delete AFTER DELETE ON customers
BEGIN
  INSERT INTO customers_search (customers_search, rowid, name_key, email_key)
  VALUES ('delete', OLD.id, OLD.name_key, OLD.email_key);
END;

CREATE TRIGGER customers_search_update AFTER UPDATE OF id, name_key, email_key ON customers
BEGIN
  INSERT INTO customers_search (customers_search, rowid, name_key, email_key)
  VALUES ('delete', OLD.id, OLD.name_key, OLD.email_key);
  INSERT INTO customers_search (rowid, name_key, email_key) VALUES (NEW.id, NEW.name_key, NEW.email_key);
END;
