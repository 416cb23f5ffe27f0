-- The site's forms (docs/contracts.md §1): support tickets, newsletter subscriptions and inquiries are stored.
CREATE TABLE tickets (
  id TEXT PRIMARY KEY CHECK (id GLOB 'TCK-*'),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL CHECK (subject IN ('esim', 'voip', 'ai', 'billing', 'other')),
  message TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX tickets_created_at ON tickets (created_at);

-- One row per address, whatever its case: subscribing twice changes nothing.
CREATE TABLE newsletter_subscriptions (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE inquiries (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('investment', 'sales', 'quote', 'ai-assistant')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  company TEXT,
  message TEXT,
  range TEXT,
  plan TEXT,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'es')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX inquiries_kind_created_at ON inquiries (kind, created_at);
