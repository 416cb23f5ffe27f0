-- Accounts (docs/contracts.md §4): e-mail unique regardless of case, only a bcrypt hash of the password,
-- a role, the interface language and a token version that revokes every earlier token when it goes up.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  phone TEXT,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'nl', 'es')),
  newsletter INTEGER NOT NULL DEFAULT 0 CHECK (newsletter IN (0, 1)),
  token_version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- Tokens revoked before their expiry (logout). Rows past expires_at are useless and are pruned.
CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);

-- Password reset links: only the SHA-256 of the token is stored; each works once until expires_at.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX password_resets_user_id ON password_resets (user_id);
