-- API keys (docs/contracts.md §18, docs/decisions/069): an account's named keys, each with its scopes (a space-separated
-- list of read, write and admin) and the SHA-256 hash of its secret in hex, never the secret itself. A request finds its
-- key by the hash (a unique index); `prefix` is the secret's start, shown in the list to tell keys apart. A revoked key
-- keeps its row (revoked_at set) so that the activity log's entries still name something; an account's deletion takes
-- its keys with it.
CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  scopes TEXT NOT NULL CHECK (length(scopes) > 0),
  prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE CHECK (length(secret_hash) = 64),
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
) STRICT;
CREATE INDEX api_keys_user_id ON api_keys (user_id);
