-- A number's voicemail greeting (docs/contracts.md §16): the business's own text, which the voice platform speaks with
-- espeak-ng, and/or a recording the customer uploaded (a WAV file of at most a minute), which then plays instead. A
-- row per number (E.164 digits, as `voice_routing`), going with the subscription that set it: a later owner of the
-- number starts without one. No row: the platform's standard greeting in the number's language.
CREATE TABLE voicemail_greetings (
  number text COLLATE "C" PRIMARY KEY CHECK (number ~ '^[1-9][0-9]*$'),
  subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  text text CHECK (char_length(text) BETWEEN 1 AND 400),
  recording bytea,
  recording_seconds integer CHECK (recording_seconds BETWEEN 0 AND 60),
  updated_at text NOT NULL,
  CHECK ((recording IS NULL) = (recording_seconds IS NULL))
);
CREATE INDEX voicemail_greetings_subscription_id ON voicemail_greetings (subscription_id);
