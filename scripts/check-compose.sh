#!/usr/bin/env bash
# Checks docker-compose.yml against the Compose file schema, with the .env.example settings as its .env: Debian's
# docker-compose validates and resolves the file without a Docker engine (`config --quiet` prints nothing when valid).
# Where only the Compose plugin is installed (GitHub's runners), `docker compose` does the same.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v docker-compose >/dev/null; then
  compose() { docker-compose "$@"; }
elif docker compose version >/dev/null 2>&1; then
  compose() { docker compose "$@"; }
else
  echo "docker-compose is missing: apt-get install -y docker-compose (Debian's package; no engine needed)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp docker-compose.yml "$work/docker-compose.yml"
cp .env.example "$work/.env"
(cd "$work" && compose --project-name telenova config --quiet)
services=$(cd "$work" && compose --project-name telenova config --services | tr '\n' ' ')
volumes=$(cd "$work" && compose --project-name telenova config --volumes | tr '\n' ' ')
echo "docker-compose.yml is valid: services ${services}; volumes ${volumes}"
