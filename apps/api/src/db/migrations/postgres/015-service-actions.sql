-- Issue 37 (docs/contracts.md §14): the back office acts on the services it sold. A subscription can be `suspended`
-- (not invoiced meanwhile; suspended_at), an eSIM `blocked` (lost or stolen: its profile disabled at the platform;
-- blocked_at), and the simulated platform's profiles can be blocked too: the status checks widen. The activity log
-- records who acted (actor_user_id, actor_name: null for the system).

ALTER TABLE esims DROP CONSTRAINT esims_status_check;
ALTER TABLE esims ADD CONSTRAINT esims_status_check
  CHECK (status IN ('preparing', 'ready', 'installed', 'active', 'expired', 'blocked'));
ALTER TABLE esims ADD COLUMN blocked_at TEXT COLLATE "C";

ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('active', 'cancelling', 'cancelled', 'suspended'));
ALTER TABLE subscriptions ADD COLUMN suspended_at TEXT COLLATE "C";

ALTER TABLE simulated_esim_profiles DROP CONSTRAINT simulated_esim_profiles_status_check;
ALTER TABLE simulated_esim_profiles ADD CONSTRAINT simulated_esim_profiles_status_check
  CHECK (status IN ('preparing', 'ready', 'installed', 'active', 'expired', 'blocked'));

-- Who made the change: the signed-in user's id and name as they were then; both null for the system.
ALTER TABLE activity ADD COLUMN actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE activity ADD COLUMN actor_name TEXT;
