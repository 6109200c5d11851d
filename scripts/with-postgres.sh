#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster on 127.0.0.1:55432, then removes it.
# Usage: scripts/with-postgres.sh npm test
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
PG_PORT=${PG_PORT:-55432}
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found; install them with: apt-get install -y postgresql" >&2
  exit 1
fi

DIR=$(mktemp -d /tmp/shop-pg.XXXXXX)
as_postgres() {
  # The server refuses to run as root: run it as the unprivileged postgres user when we are root.
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$DIR"

cleanup() {
  as_postgres "'$PG_BIN/pg_ctl' -D '$DIR/data' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_postgres "'$PG_BIN/initdb' -D '$DIR/data' -A trust -U postgres" >/dev/null
as_postgres "'$PG_BIN/pg_ctl' -D '$DIR/data' -o '-p $PG_PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200' -l '$DIR/log' -w start" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL ready at $DATABASE_URL"
"$@"
