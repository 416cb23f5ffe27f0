-- Issue 23 (docs/contracts.md §9, docs/decisions/019-number-porting.md): the built-in simulated carrier's own records, as a
-- number-portability exchange (COIN) keeps them: one dossier per porting request it was sent, and the messages it has
-- for us (the donor's answers) until we confirm them. Every instance on the database shares them.

CREATE TABLE simulated_carrier_dossiers (
  ref TEXT PRIMARY KEY,
  -- Ours: the porting request it was sent for (a request sent twice is one dossier).
  porting_id INTEGER NOT NULL UNIQUE,
  number TEXT NOT NULL,
  donor TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  wished_date TEXT,
  status TEXT NOT NULL CHECK (status IN ('requested', 'accepted', 'rejected', 'cancelled', 'performed')),
  performed_on TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE simulated_carrier_messages (
  id INTEGER PRIMARY KEY,
  ref TEXT NOT NULL REFERENCES simulated_carrier_dossiers (ref) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('accepted', 'rejected', 'delayed', 'deactivated')),
  -- JSON: the first possible date (accepted), the reason (rejected), the time the answer is due (delayed).
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_at TEXT NOT NULL,
  confirmed_at TEXT
) STRICT;
CREATE INDEX simulated_carrier_messages_unconfirmed ON simulated_carrier_messages (confirmed_at, id);
