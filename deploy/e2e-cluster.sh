#!/usr/bin/env bash
# The shopper journeys of e2e/ through the scale-out topology: deploy/start-cluster.sh (2 instances
# behind nginx on PostgreSQL and Redis, against the build in .next) started in a process group of its
# own, the journeys run with E2E_BASE_URL at nginx, and the whole group stopped whatever they answer.
# Journeys that test the page itself (accessibility, phone layout, installing) run against one
# `next start` only: the topology changes nothing they look at.
#
# Usage: npm run build && deploy/e2e-cluster.sh [journey names, default the shopper journeys]
# Settings: CLUSTER_PORT (3400, the instances take the ports after it), REDIS_PORT (3390),
# PG_PORT (55457), as deploy/start-cluster.sh takes them.
set -euo pipefail
cd "$(dirname "$0")/.."

JOURNEYS=("$@")
if [ ${#JOURNEYS[@]} = 0 ]; then
  JOURNEYS=(home category product bag checkout account profile reviews stockAlert affiliate bangla)
fi
export CLUSTER_PORT=${CLUSTER_PORT:-3400} REDIS_PORT=${REDIS_PORT:-3390} PG_PORT=${PG_PORT:-55457}
READY_TIMEOUT_SECONDS=180

LOG=$(mktemp /tmp/shop-cluster-e2e.XXXXXX)
# What e2e/support/server.ts gives its own server: the journeys read one-time codes from the outbox
# (nginx passes on requests from this machine as from this machine), pay on the simulated gateway
# and move orders along with the admin token.
ENABLE_DEV_OUTBOX=1 ENABLE_SIMULATED_GATEWAY=1 ADMIN_API_TOKEN=e2e-admin-token \
  setsid deploy/start-cluster.sh >"$LOG" 2>&1 &
cluster=$!

stop_cluster() {
  trap - EXIT
  kill -TERM -- "-$cluster" 2>/dev/null || true
  wait "$cluster" 2>/dev/null || true
  rm -f "$LOG"
}
trap stop_cluster EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

base_url=""
for _ in $(seq 1 $((READY_TIMEOUT_SECONDS * 2))); do
  base_url=$(sed -n 's/^Shop ready at \(http:[^ ]*\).*/\1/p' "$LOG")
  if [ -n "$base_url" ] || ! kill -0 "$cluster" 2>/dev/null; then break; fi
  sleep 0.5
done
if [ -z "$base_url" ]; then
  echo "The topology was not ready within $READY_TIMEOUT_SECONDS s; its output:" >&2
  tail -n 40 "$LOG" >&2
  exit 1
fi
echo "Journeys through $base_url: ${JOURNEYS[*]}"

paths=()
for journey in "${JOURNEYS[@]}"; do paths+=("e2e/$journey.e2e.ts"); done
status=0
E2E_BASE_URL=$base_url npx jest --config e2e/jest.config.ts --runInBand --runTestsByPath "${paths[@]}" || status=$?
if [ "$status" != 0 ]; then
  echo "The topology's output (last 60 lines):" >&2
  tail -n 60 "$LOG" >&2
fi
exit "$status"
