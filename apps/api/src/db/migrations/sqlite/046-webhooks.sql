-- Webhooks (docs/contracts.md §18, docs/decisions/070-webhooks.md).
-- webhook_endpoints: where an account wants its events posted. events is the JSON array of the event types it
-- subscribed to; secret (whsec_…) signs every delivery and is shown to its owner only; enabled 0 stops deliveries.
-- webhook_deliveries: one event for one endpoint. body is the JSON text sent, byte for byte in every try (the
-- signature covers it); event_id is the event's id in it, shared by the deliveries of one event to several endpoints.
-- status pending until an answer in 2xx (delivered) or the last try (failed); response_status and response_excerpt
-- are the last try's answer; next_attempt_at when the next try is due. Times ISO in UTC.
CREATE TABLE webhook_endpoints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events TEXT NOT NULL CHECK (json_valid(events)),
  secret TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX webhook_endpoints_user_id ON webhook_endpoints (user_id);

CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  type TEXT NOT NULL,
  body TEXT NOT NULL CHECK (json_valid(body)),
  attempts INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  response_status INTEGER,
  response_excerpt TEXT,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT
) STRICT;
CREATE INDEX webhook_deliveries_endpoint_id ON webhook_deliveries (endpoint_id, id);
