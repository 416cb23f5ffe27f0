-- The withdrawal function (docs/contracts.md §13, docs/decisions/043-withdrawal.md), as sqlite/030-withdrawal.sql: a
-- paid order can become `withdrawn`; the order keeps when the consumer consented at checkout that the service starts
-- at once, when they withdrew and what was refunded (with VAT, in cents).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded', 'withdrawn'));
ALTER TABLE orders ADD COLUMN withdrawal_consent_at TEXT COLLATE "C";
ALTER TABLE orders ADD COLUMN withdrawn_at TEXT COLLATE "C";
ALTER TABLE orders ADD COLUMN withdrawal_refund_cents BIGINT;
