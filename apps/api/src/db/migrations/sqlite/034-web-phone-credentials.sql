-- The phone in the browser (docs/decisions/054): short-lived SIP credentials in `subscriber`, beside each number's own
-- account. Every row now says which number it speaks for (`account`: the number's E.164 digits) and until when it
-- works (`expires_at`: seconds since the epoch; 0 for a number's own account, which does not expire). A browser's row
-- has an authentication name of its own (`web-…`), so several browsers and the number's desk phone sign in side by
-- side, and none of them needs the number's password. Kamailio loads both columns with the digest (auth_db's
-- load_credentials) and refuses a request whose From (or a REGISTER's To) is not `account`, or after `expires_at`.
ALTER TABLE subscriber ADD COLUMN account VARCHAR(64) DEFAULT '' NOT NULL;
ALTER TABLE subscriber ADD COLUMN expires_at INTEGER DEFAULT 0 NOT NULL;
UPDATE subscriber SET account = username;
CREATE INDEX subscriber_expires_idx ON subscriber (expires_at);
