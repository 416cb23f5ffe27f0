-- Payments of open invoices (docs/contracts.md §12, POST /api/invoices/{id}/pay): which provider transaction pays which
-- invoice. The provider's notice looks the transaction up here (an order's payment is not here) and moves `status`
-- from 'open' once, in the transaction that marks the invoice paid: a second notice changes nothing.
CREATE TABLE invoice_payments (
  transaction_id TEXT PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'expired', 'canceled')),
  -- Who started it: 'account' (signed in; the provider returns to the dashboard) or 'link' (the reminder's pay link).
  via TEXT NOT NULL CHECK (via IN ('account', 'link')),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX invoice_payments_invoice_id ON invoice_payments (invoice_id);
