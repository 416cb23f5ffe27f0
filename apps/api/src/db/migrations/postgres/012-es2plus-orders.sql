-- The ES2+ client's record of each eSIM's order at the SM-DP+ (docs/contracts.md §12, ESIM_PROVIDER=es2plus): the
-- ICCID DownloadOrder gave, then ConfirmOrder's matching id and SM-DP+ address. Preparing an eSIM again goes on from
-- the step it reached instead of ordering a second profile. The SM-DP+'s notifications move `state` on.
CREATE TABLE es2plus_orders (
  esim_id INTEGER PRIMARY KEY,
  iccid TEXT COLLATE "C" NOT NULL UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('ordered', 'released', 'installed', 'deleted', 'cancelled')),
  matching_id TEXT,
  smdp_address TEXT,
  eid TEXT,
  -- The last HandleDownloadProgressInfo: its notificationPointId and status, e.g. '4 Executed-Success'.
  last_notification TEXT,
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL
);

-- An ES2+ notification names the ICCID, which is the eSIM's provider_ref.
CREATE INDEX esims_provider_ref ON esims (provider_ref);
