-- Ids are never handed out twice (docs/decisions/008, sqlite/043): the voice tables that 037 and 038 created without
-- AUTOINCREMENT are rebuilt with it, so that a deleted newest voicemail, appointment, assistant call or simulated SMS
-- does not give its id to the next row (a link in an owner's mail names a voicemail by its id; the calendar's ICS feed
-- names an appointment by it). Found by the schema parity test (docs/decisions/066). Each keeps its rows, their ids,
-- its indexes and the references of other tables (migrate() runs this with foreign key enforcement off and checks
-- every reference afterwards); none has triggers. The columns are named in the copy: assistant_calls' caller came
-- last, by ALTER TABLE (039).

CREATE TABLE voicemails_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  number TEXT NOT NULL CHECK (number GLOB '+[0-9]*'),
  caller TEXT CHECK (caller GLOB '+[0-9]*'),
  received_at TEXT NOT NULL,
  seconds INTEGER NOT NULL CHECK (seconds BETWEEN 0 AND 180),
  audio BLOB NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read')),
  transcript TEXT,
  language TEXT CHECK (language IN ('nl', 'en', 'de', 'fr', 'es')),
  summary TEXT,
  urgency TEXT CHECK (urgency IN ('urgent', 'normal', 'spam')),
  callback_number TEXT,
  appointment_date TEXT,
  appointment_time TEXT,
  appointment_status TEXT CHECK (appointment_status IN ('pending', 'approved', 'rejected')),
  processed_at TEXT,
  expires_at TEXT NOT NULL
) STRICT;
INSERT INTO voicemails_new (id, user_id, number, caller, received_at, seconds, audio, status, transcript, language,
  summary, urgency, callback_number, appointment_date, appointment_time, appointment_status, processed_at, expires_at)
SELECT id, user_id, number, caller, received_at, seconds, audio, status, transcript, language, summary, urgency,
  callback_number, appointment_date, appointment_time, appointment_status, processed_at, expires_at
FROM voicemails;
DROP TABLE voicemails;
ALTER TABLE voicemails_new RENAME TO voicemails;
CREATE INDEX voicemails_user_received ON voicemails (user_id, received_at);
CREATE INDEX voicemails_expires_at ON voicemails (expires_at);

CREATE TABLE appointments_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('voicemail', 'assistant')),
  voicemail_id INTEGER UNIQUE REFERENCES voicemails (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  contact TEXT,
  created_at TEXT NOT NULL
) STRICT;
INSERT INTO appointments_new (id, user_id, source, voicemail_id, title, start_at, end_at, contact, created_at)
SELECT id, user_id, source, voicemail_id, title, start_at, end_at, contact, created_at FROM appointments;
DROP TABLE appointments;
ALTER TABLE appointments_new RENAME TO appointments;
CREATE INDEX appointments_user_start ON appointments (user_id, start_at);

CREATE TABLE assistant_calls_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('test', 'phone')),
  started_at TEXT NOT NULL,
  ended_at TEXT,
  transcript TEXT NOT NULL,
  summary TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('answered', 'booked', 'transferred', 'message')),
  transfer_number TEXT,
  appointment_id INTEGER REFERENCES appointments (id) ON DELETE SET NULL,
  caller TEXT
) STRICT;
INSERT INTO assistant_calls_new (id, user_id, subscription_id, channel, started_at, ended_at, transcript, summary,
  outcome, transfer_number, appointment_id, caller)
SELECT id, user_id, subscription_id, channel, started_at, ended_at, transcript, summary, outcome, transfer_number,
  appointment_id, caller
FROM assistant_calls;
DROP TABLE assistant_calls;
ALTER TABLE assistant_calls_new RENAME TO assistant_calls;
CREATE INDEX assistant_calls_user_started ON assistant_calls (user_id, started_at);
CREATE INDEX assistant_calls_subscription_started ON assistant_calls (subscription_id, channel, started_at);

CREATE TABLE simulated_sms_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL
) STRICT;
INSERT INTO simulated_sms_new (id, user_id, recipient, text, sent_at)
SELECT id, user_id, recipient, text, sent_at FROM simulated_sms;
DROP TABLE simulated_sms;
ALTER TABLE simulated_sms_new RENAME TO simulated_sms;
