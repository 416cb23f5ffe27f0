-- Issue 23: a service row of the back office names the order that delivered it, so that a refund or the end of its
-- subscription stops that service (status expired) and the dashboard's active services count only what runs.
ALTER TABLE services ADD COLUMN order_id TEXT COLLATE "C" REFERENCES orders (id) ON DELETE SET NULL;
CREATE INDEX services_order_id ON services (order_id);
