#!/usr/bin/env bash
# Runs a command on Node 24 LTS (issue 19): `bash scripts/node24.sh npx turbo run test --force`.
# The `node@24` npm package brings the binary; its directory goes first in PATH, so that npm, turbo's tasks and
# vitest's workers all run on it. better-sqlite3 is a native module built against one Node ABI (the installed one is
# Node 20's, and its prebuilt binaries are not reachable from here): a copy is compiled for Node 24 with node-gyp, run
# by Node 24 itself, against the headers that the npm package `node-linux-<arch>` ships, cached in
# node_modules/.cache/node24/, and put in place only while the command runs; Node 20's binary is put back after.
# The headers are those of Node 24.18.1 (NODE24_HEADERS): from 24.19 on, node::ObjectWrap's inline destructor removes
# an environment cleanup hook, and better-sqlite3 12's Statement, destroyed by the garbage collector outside any
# environment, then aborts the process ("Assertion failed: (env) != nullptr", nodejs/node#65446); built against
# 24.18.1's headers the module has no such call and runs on every Node 24 (same ABI). better-sqlite3 13 (Node-API)
# drops Node 20. @node-rs/bcrypt uses Node-API and loads as it is. The command's exit code is the script's.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
  echo "usage: $0 command [arguments...]" >&2
  exit 2
fi

NODE24=$(npx -y node@24 -p 'process.execPath' 2>/dev/null)
VERSION=$("$NODE24" -p 'process.versions.node')
ABI=$("$NODE24" -p 'process.versions.modules')
ARCH=$("$NODE24" -p 'process.arch')
HEADERS_VERSION=${NODE24_HEADERS:-24.18.1}
echo "Node $VERSION (ABI $ABI) at $NODE24; better-sqlite3 built against Node $HEADERS_VERSION's headers"

CACHE="$PWD/node_modules/.cache/node24"
BINDING="$PWD/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
BUILT="$CACHE/better_sqlite3-$(node -p "require('./node_modules/better-sqlite3/package.json').version")-abi$ABI-headers$HEADERS_VERSION-$ARCH.node"
mkdir -p "$CACHE"

if [ ! -f "$BUILT" ]; then
  started=$SECONDS
  headers="$CACHE/node-$HEADERS_VERSION"
  if [ ! -f "$headers/include/node/node_version.h" ]; then
    echo "Fetching Node $HEADERS_VERSION's headers (npm package node-linux-$ARCH@$HEADERS_VERSION)"
    rm -rf "$headers" && mkdir -p "$headers"
    tarball=$(cd "$CACHE" && npm pack --silent "node-linux-$ARCH@$HEADERS_VERSION" 2>/dev/null | tail -n 1)
    tar -xzf "$CACHE/$tarball" -C "$headers" --strip-components=1 package/include
    rm -f "$CACHE/$tarball"
  fi
  echo "Compiling better-sqlite3 for Node 24 (ABI $ABI)"
  work=$(mktemp -d)
  cp -r node_modules/better-sqlite3/. "$work/"
  rm -rf "$work/build"
  gyp=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")/node_modules/node-gyp/bin/node-gyp.js
  # Without npm's settings: under `npm run`, npm_config_nodedir (this machine's ~/.npmrc says /usr, Node 20's
  # headers) would win over --nodedir and build for the wrong ABI.
  npm_settings=$(env | sed -n 's/^\(npm_config_[^=]*\)=.*/\1/p' | sed 's/^/-u /' | tr '\n' ' ')
  # shellcheck disable=SC2086
  (cd "$work" && env $npm_settings "$NODE24" "$gyp" rebuild --release --target="$HEADERS_VERSION" --nodedir="$headers" --jobs=max >"$CACHE/build.log" 2>&1) || {
    tail -n 40 "$CACHE/build.log" >&2
    rm -rf "$work"
    exit 1
  }
  cp "$work/build/Release/better_sqlite3.node" "$BUILT"
  rm -rf "$work"
  echo "  built in $((SECONDS - started)) s"
fi

# Node 20's binary is kept and put back whatever happens.
cp "$BINDING" "$CACHE/better_sqlite3.node20.bak"
restore() { cp "$CACHE/better_sqlite3.node20.bak" "$BINDING"; }
trap restore EXIT
cp "$BUILT" "$BINDING"

export PATH="$(dirname "$NODE24"):$PATH"
node -e "new (require('better-sqlite3'))(':memory:').close(); require('@node-rs/bcrypt'); console.log('Node ' + process.versions.node + ': better-sqlite3 and @node-rs/bcrypt load')"

set +e
"$@"
status=$?
set -e
exit $status
