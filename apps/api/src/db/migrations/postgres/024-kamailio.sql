-- Voice (docs/decisions/047), as sqlite/032: the tables Kamailio reads and writes in the product's database, in
-- Kamailio 5.6's own schema (utils/kamctl/postgres of its sources), so that its database modules work unchanged.
-- Kamailio checks each table's version in `version` when it starts.
--
-- `subscriber` (auth_db): the SIP accounts, written by the API (ha1 and ha1b only; `password` stays empty).
-- No `location`: the registrations stay in Kamailio's memory (docs/decisions/047).
-- `acc` and `missed_calls` (acc): the call records, written by Kamailio, read by the API. Kamailio's columns plus the
-- product's extras (acc's db_extra): caller and callee as E.164 digits, when the INVITE arrived and when the
-- record's event happened (seconds since the epoch, to the microsecond). `invited_at` is text: acc writes an unset
-- value as '' (a BYE's record has none), which a number column of PostgreSQL refuses.
CREATE TABLE version (
  id SERIAL PRIMARY KEY NOT NULL,
  table_name VARCHAR(32) NOT NULL,
  table_version INTEGER DEFAULT 0 NOT NULL,
  CONSTRAINT version_table_name_idx UNIQUE (table_name)
);

INSERT INTO version (table_name, table_version) VALUES ('version', 1), ('subscriber', 7), ('acc', 5), ('missed_calls', 4);

CREATE TABLE subscriber (
  id SERIAL PRIMARY KEY NOT NULL,
  username VARCHAR(64) DEFAULT '' NOT NULL,
  domain VARCHAR(64) DEFAULT '' NOT NULL,
  password VARCHAR(64) DEFAULT '' NOT NULL,
  ha1 VARCHAR(128) DEFAULT '' NOT NULL,
  ha1b VARCHAR(128) DEFAULT '' NOT NULL,
  CONSTRAINT subscriber_account_idx UNIQUE (username, domain)
);

CREATE INDEX subscriber_username_idx ON subscriber (username);

CREATE TABLE acc (
  id SERIAL PRIMARY KEY NOT NULL,
  method VARCHAR(16) DEFAULT '' NOT NULL,
  from_tag VARCHAR(128) DEFAULT '' NOT NULL,
  to_tag VARCHAR(128) DEFAULT '' NOT NULL,
  callid VARCHAR(255) DEFAULT '' NOT NULL,
  sip_code VARCHAR(3) DEFAULT '' NOT NULL,
  sip_reason VARCHAR(128) DEFAULT '' NOT NULL,
  time TIMESTAMP WITHOUT TIME ZONE NOT NULL,
  src_user VARCHAR(64) DEFAULT NULL,
  dst_user VARCHAR(64) DEFAULT NULL,
  invited_at VARCHAR(32) DEFAULT NULL,
  event_at DOUBLE PRECISION DEFAULT NULL
);

CREATE INDEX acc_callid_idx ON acc (callid);
CREATE INDEX acc_time_idx ON acc (time);

CREATE TABLE missed_calls (
  id SERIAL PRIMARY KEY NOT NULL,
  method VARCHAR(16) DEFAULT '' NOT NULL,
  from_tag VARCHAR(128) DEFAULT '' NOT NULL,
  to_tag VARCHAR(128) DEFAULT '' NOT NULL,
  callid VARCHAR(255) DEFAULT '' NOT NULL,
  sip_code VARCHAR(3) DEFAULT '' NOT NULL,
  sip_reason VARCHAR(128) DEFAULT '' NOT NULL,
  time TIMESTAMP WITHOUT TIME ZONE NOT NULL,
  src_user VARCHAR(64) DEFAULT NULL,
  dst_user VARCHAR(64) DEFAULT NULL,
  invited_at VARCHAR(32) DEFAULT NULL,
  event_at DOUBLE PRECISION DEFAULT NULL
);

CREATE INDEX missed_calls_callid_idx ON missed_calls (callid);
CREATE INDEX missed_calls_time_idx ON missed_calls (time);
