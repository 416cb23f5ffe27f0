-- AI voicemail and the business's calendar (docs/contracts.md §16, docs/decisions/057).
-- voicemails: one message left on a number, kept for its owner (the account with the number's VOIP subscription) until
-- `expires_at` (received + 90 days). The recording is the WAV as received (at most 3 minutes). transcript, language,
-- summary, urgency, callback_number and the appointment request are null until the processing job has run;
-- `processed_at` says it has (an empty transcript is a message without words). Times are ISO in UTC; the appointment
-- request's date (YYYY-MM-DD) and time (HH:MM) are the business's (Europe/Amsterdam), as the caller said them.
CREATE TABLE voicemails (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX voicemails_user_received ON voicemails (user_id, received_at);
CREATE INDEX voicemails_expires_at ON voicemails (expires_at);

-- appointments: the business's calendar. An accepted voicemail request (source 'voicemail', voicemail_id set; it goes
-- with its message) or, later, a booking of the AI assistant (source 'assistant'). start_at/end_at ISO in UTC.
CREATE TABLE appointments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('voicemail', 'assistant')),
  voicemail_id INTEGER UNIQUE REFERENCES voicemails (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  contact TEXT,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX appointments_user_start ON appointments (user_id, start_at);

-- The secret of each account's ICS feed (GET /api/calendar/{token}.ics): 32 random bytes, base64url. A new link
-- replaces the row, so the old token finds nothing.
CREATE TABLE calendar_feeds (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

-- The simulated SMS gateway's messages (SMS_PROVIDER=simulated): what would have been sent, to whom and when.
CREATE TABLE simulated_sms (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL
) STRICT;
