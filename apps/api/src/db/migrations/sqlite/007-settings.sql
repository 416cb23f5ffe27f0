-- The back office's business settings (company name, support address, payment term, default language), one row
-- per setting; absent rows take the defaults of the domain package's DEFAULT_ADMIN_SETTINGS.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
