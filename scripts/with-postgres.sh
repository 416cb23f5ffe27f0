#!/usr/bin/env bash
# Runs a command with a PostgreSQL database in TEST_DATABASE_URL (issue 19, docs/contracts.md §11):
#   bash scripts/with-postgres.sh npm run test:pg
# When TEST_DATABASE_URL is already set and answers, the command runs against it. Otherwise a throwaway cluster
# (TEST_DATABASE_DISPOSABLE=1 tells the tests so):
# Debian's `postgresql` is installed when missing (apt-get, sudo when not root), `initdb` makes a cluster in a
# temporary folder as the `postgres` user, with the machine's default locale (the schema's COLLATE "C" is what sorts,
# not the cluster's locale), started on a free port of 127.0.0.1 with trust authentication; a database `telecom_test`
# is created, the command runs, and the cluster is stopped and removed whatever the command's outcome. The cluster
# trades durability for speed (fsync off): it holds test data only. It has no autovacuum: the API suite makes some 400
# databases in three minutes, and the launcher sent a worker into one after the other (the suite took 46 s more of
# processor time and 20 s more on the clock with it; the benchmark vacuums and analyses its tables itself). The
# command's exit code is the script's.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 command [arguments...]" >&2
  exit 2
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# An address that answers is used as it is.
if [ -n "${TEST_DATABASE_URL:-}" ] && command -v psql >/dev/null && psql "$TEST_DATABASE_URL" -qAtc 'SELECT 1' >/dev/null 2>&1; then
  echo "PostgreSQL: using TEST_DATABASE_URL ($(psql "$TEST_DATABASE_URL" -qAtc 'SHOW server_version'))"
  "$@"
  exit $?
fi

# The newest installed server's binaries (Debian keeps them per major version).
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  echo "PostgreSQL: installing Debian's postgresql"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(pg_bin)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL: no initdb under /usr/lib/postgresql/*/bin after installing postgresql" >&2
  exit 1
fi
id postgres >/dev/null 2>&1 || { echo "PostgreSQL: the postgres user is missing (Debian's postgresql-common creates it)" >&2; exit 1; }

# Commands of the cluster run as the postgres user.
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"
  elif [ "$(id -u)" -eq 0 ] && command -v runuser >/dev/null; then runuser -u postgres -- "$@"
  else sudo -u postgres -- "$@"
  fi
}

PORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
# The cluster lives in memory (/dev/shm, a tmpfs) when that has room for it: the API suite gives each of its several
# hundred test apps a database of its own (some GB in all), and on disk the run spent minutes writing those copies
# and removing them. Otherwise, or with PG_TMPDIR set, under that folder (default TMPDIR, else /tmp).
PARENT=${PG_TMPDIR:-${TMPDIR:-/tmp}}
if [ -z "${PG_TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
  [ "$(df -Pk /dev/shm | awk 'NR == 2 { print $4 }')" -ge $((8 * 1024 * 1024)) ]; then
  PARENT=/dev/shm
fi
WORK=$(mktemp -d "$PARENT/telecom-pg-XXXXXX")
chmod 755 "$WORK"
$SUDO chown postgres "$WORK"
DATA="$WORK/data"

stop_cluster() {
  as_postgres "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 || true
  $SUDO rm -rf "$WORK"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

as_postgres "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 >"$WORK/initdb.log" 2>&1 || {
  cat "$WORK/initdb.log" >&2
  exit 1
}
as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 60 start \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c autovacuum=off" >/dev/null || {
  cat "$WORK/server.log" >&2
  exit 1
}
"$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres telecom_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/telecom_test"
# The cluster goes as a whole when the command ends: the tests need not drop the databases they made in it.
export TEST_DATABASE_DISPOSABLE=1
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $PORT in $WORK (locale $(psql "$TEST_DATABASE_URL" -qAtc 'SHOW lc_collate')): TEST_DATABASE_URL=$TEST_DATABASE_URL"

set +e
"$@"
status=$?
set -e
exit $status
