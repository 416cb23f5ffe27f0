-- The AI assistant at work (docs/contracts.md §16, docs/decisions/059).
-- assistant_knowledge: the knowledge of an AI assistant subscription (AssistantKnowledgeSchema as JSON text); a
-- subscription without a row answers the default made from its business settings.
CREATE TABLE assistant_knowledge (
  subscription_id INTEGER PRIMARY KEY REFERENCES subscriptions (id) ON DELETE CASCADE,
  knowledge TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- assistant_calls: one conversation of an assistant, by text in the dashboard ('test') or, later, on the phone
-- ('phone'). transcript is the JSON array of turns ({ speaker, text }); outcome follows the last booking, transfer or
-- message of the conversation (answered otherwise); appointment_id the booking it made. Times ISO in UTC.
CREATE TABLE assistant_calls (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('test', 'phone')),
  started_at TEXT NOT NULL,
  ended_at TEXT,
  transcript TEXT NOT NULL,
  summary TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('answered', 'booked', 'transferred', 'message')),
  transfer_number TEXT,
  appointment_id INTEGER REFERENCES appointments (id) ON DELETE SET NULL
) STRICT;
CREATE INDEX assistant_calls_user_started ON assistant_calls (user_id, started_at);
CREATE INDEX assistant_calls_subscription_started ON assistant_calls (subscription_id, channel, started_at);
