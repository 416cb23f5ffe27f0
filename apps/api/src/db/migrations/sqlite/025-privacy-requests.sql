-- Privacy requests (docs/contracts.md §14 "Privacy"): every data export and account deletion, by the customer or carried
-- out by an admin, so that the back office sees them. No reference to users: the row outlives a deleted account and
-- keeps only its id (and the customer record's), never a name or an address.
CREATE TABLE privacy_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('export', 'delete')),
  user_id INTEGER,
  customer_id INTEGER,
  -- Who asked: the account itself, or an admin on the customer's behalf (then admin_id names the admin's account).
  requested_by TEXT NOT NULL CHECK (requested_by IN ('customer', 'admin')),
  admin_id INTEGER,
  requested_at TEXT NOT NULL,
  completed_at TEXT
) STRICT;
CREATE INDEX privacy_requests_requested_at ON privacy_requests (requested_at);
