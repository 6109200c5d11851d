#!/usr/bin/env bash
# The shop's scale-out topology on one machine: PostgreSQL and Redis in temporary folders, the database
# migrated and seeded once, N `next start` instances on them and nginx in front, all on unprivileged
# ports. Prints the shop's address, then runs until Ctrl-C (or SIGTERM, or nginx stopping), and
# stops everything it started. An instance that stops is not started again: nginx routes around it.
#
# Usage: npm run build && npm run start:cluster
# Settings (environment): CLUSTER_INSTANCES (2), CLUSTER_PORT (8100, nginx; the instances take the
# ports after it), REDIS_PORT (6390), PG_PORT (55442, for the throwaway PostgreSQL) or DATABASE_URL
# (postgres://..., an existing database instead), APP_SECRET (a random one per run). docs/deploy.md.
set -euo pipefail
APP_DIR=$(cd "$(dirname "$0")/.." && pwd)
cd "$APP_DIR"

case "${DATABASE_URL:-}" in
  postgres://* | postgresql://*) ;;
  *) PG_PORT=${PG_PORT:-55442} exec scripts/with-postgres.sh "$0" "$@" ;;
esac

INSTANCES=${CLUSTER_INSTANCES:-2}
PORT=${CLUSTER_PORT:-8100}
REDIS_PORT=${REDIS_PORT:-6390}
export APP_SECRET=${APP_SECRET:-$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")}
export NODE_ENV=production

for command in nginx redis-server redis-cli; do
  command -v "$command" >/dev/null || { echo "$command not found: apt-get install -y nginx redis-server" >&2; exit 1; }
done
if [ ! -f .next/BUILD_ID ]; then
  echo "No production build in .next: running npm run build first"
  npm run build
fi

RUN_DIR=$(mktemp -d /tmp/shop-cluster.XXXXXX)
chmod 755 "$RUN_DIR"
children=()

stop_all() {
  trap - EXIT INT TERM
  for pid in "${children[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$RUN_DIR"
}
trap stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

answers() {
  node -e 'fetch(process.argv[1]).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))' "$1"
}

wait_until() {
  local what=$1
  shift
  for _ in $(seq 1 120); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "$what did not start within 60 s" >&2
  exit 1
}

mkdir "$RUN_DIR/redis"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$RUN_DIR/redis" --save '' --appendonly no \
  --maxmemory 256mb --maxmemory-policy allkeys-lru --loglevel warning &
children+=($!)
wait_until "Redis on port $REDIS_PORT" redis-cli -p "$REDIS_PORT" ping
export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
echo "Redis ready at $REDIS_URL"

npx tsx server/db/cli.ts seed

upstream_servers=""
for index in $(seq 1 "$INSTANCES"); do
  instance_port=$((PORT + index))
  # The instances trust nginx's X-Forwarded-For; they listen on loopback only, so nothing else can forge it.
  TRUST_PROXY=1 node_modules/.bin/next start -p "$instance_port" -H 127.0.0.1 &
  children+=($!)
  echo "instance $index: http://127.0.0.1:$instance_port (pid $!)"
  upstream_servers+="    server 127.0.0.1:$instance_port max_fails=1 fail_timeout=10s;"$'\n'
done
for index in $(seq 1 "$INSTANCES"); do
  wait_until "Instance $index" answers "http://127.0.0.1:$((PORT + index))/api/v2/business-settings"
done

mkdir "$RUN_DIR/nginx"
user_directive=""
# nginx started by root hands its workers to an unprivileged user.
if [ "$(id -u)" = 0 ]; then user_directive="user nobody nogroup;"; fi
UPSTREAM_SERVERS=$upstream_servers USER_DIRECTIVE=$user_directive RUN_DIR=$RUN_DIR/nginx APP_DIR=$APP_DIR \
  LISTEN="127.0.0.1:$PORT" node -e '
    const fs = require("node:fs");
    const template = fs.readFileSync(process.argv[1], "utf8");
    const fields = { ...process.env, WORKER_PROCESSES: "auto" };
    process.stdout.write(template.replace(/@([A-Z_]+)@/g, (_match, name) => fields[name]));
  ' deploy/nginx.conf.template >"$RUN_DIR/nginx/nginx.conf"
nginx -t -q -p "$RUN_DIR/nginx" -c "$RUN_DIR/nginx/nginx.conf" -e stderr
nginx -p "$RUN_DIR/nginx" -c "$RUN_DIR/nginx/nginx.conf" -e stderr &
nginx_pid=$!
children+=("$nginx_pid")
wait_until "nginx on port $PORT" answers "http://127.0.0.1:$PORT/api/v2/business-settings"
echo "Shop ready at http://127.0.0.1:$PORT (Ctrl-C stops it)"

wait "$nginx_pid"
