-- Issue 19: what several instances must agree on lives in the database, and the users list searches stored keys.
-- Search keys of users, as customers and invoices have them (foldCase of `first_name || ' ' || last_name` and of the address), so that the
-- back office's user search is the same SQL on SQLite and PostgreSQL.
ALTER TABLE users ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
UPDATE users SET name_key = fold_case(first_name || ' ' || last_name), email_key = fold_case(email);
CREATE INDEX users_name_key ON users (name_key);

-- The rate limits' counters (middleware/rate-limit.ts): one row per key and window.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
