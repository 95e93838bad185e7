#!/usr/bin/env bash
# The deploy recipe end to end (deploy/README.md): the cluster of deploy/smoke/cluster-up.sh (a
# throwaway PostgreSQL server holding the release store, two web nodes in production mode sharing
# it, a real SMTP server for their mail, Debian's nginx in front, HTTP and HTTPS), the deploy e2e
# tests through nginx, then the cluster checks (deploy/smoke/cluster.ts): a release and a
# rollback with the CLI served by both nodes within 1 s, content published through one node's API
# served by both within 1 s, a node killed under load, PostgreSQL stopped and started, everything
# restarted.
#   bash deploy/smoke/run.sh
# Needs the production build (`pnpm build`), nginx, PostgreSQL's server binaries and openssl.
# Each run gets its own folder and free ports; everything it starts is stopped on exit, and the
# folder (logs, test results) is removed unless the run failed.
set -euo pipefail
cd "$(dirname "$0")/../.."

cluster_run_name="The deploy smoke run"
source deploy/smoke/cluster-up.sh

tests_started=$(date +%s)
E2E_BASE_URL="http://127.0.0.1:$http_port" \
  DEPLOY_TLS_URL="https://127.0.0.1:$https_port" \
  DEPLOY_ADMIN_PASSWORD="$admin_password" \
  DEPLOY_API_INSTANCES="${nodes[*]}" \
  DEPLOY_ACCESS_LOG="$work/nginx/access.log" \
  DEPLOY_MAIL_DIR="$work/mail" \
  pnpm test:e2e e2e/tests/deploy --output "$work/test-results"
echo "The deploy e2e tests took $(($(date +%s) - tests_started)) s"

cluster() { node --import tsx deploy/smoke/cluster.ts "$@"; }
checks_started=$(date +%s)

# A release with the CLI against the database, from another data folder: both nodes serve it
# within 1 s; then a rollback likewise.
cluster changed-build remote-media __smokeOne "$work/media-one"
DATA_DIR="$work/cli" node --import tsx release/src/cli/release.ts remote-media --build="$work/media-one"
cluster served remote-media "http://127.0.0.1:$http_port" "${node_urls[@]}"
DATA_DIR="$work/cli" node --import tsx release/src/cli/rollback.ts remote-media
cluster served remote-media "http://127.0.0.1:$http_port" "${node_urls[@]}"

# Content published through one node's API (issue 37): both nodes serve the new page within 1 s.
cluster published "$admin_password" "${node_urls[@]}"

# A node killed (-9) under load: nginx retries every read on the other node, and every write it
# acknowledged is stored. Then it comes back and catches up before it answers.
cluster load-and-kill "http://127.0.0.1:$http_port" "${node_pids[2]}" "$admin_password"
wait "${node_pids[2]}" 2>/dev/null || true
start_node 2
wait_for_node 2
cluster serving "${node_urls[@]}"

# PostgreSQL stopped: both nodes serve the last live state and say they are behind; started
# again, they catch up and a release goes through.
database stop
cluster behind "${node_urls[@]}"
database start
cluster serving "${node_urls[@]}"
cluster changed-build remote-media __smokeTwo "$work/media-two"
DATA_DIR="$work/cli" node --import tsx release/src/cli/release.ts remote-media --build="$work/media-two"
cluster served remote-media "http://127.0.0.1:$http_port" "${node_urls[@]}"

# Every node and PostgreSQL restarted: no stored version, live state or page set is lost.
before=$(cluster stored)
for n in 1 2; do stop "${node_pids[n]}" TERM; done
database stop
database start
for n in 1 2; do start_node "$n"; done
for n in 1 2; do wait_for_node "$n"; done
after=$(cluster stored)
[ "$before" = "$after" ] || { printf 'The store changed across the restart:\n%s\n%s\n' "$before" "$after" >&2; exit 1; }
cluster serving "${node_urls[@]}"
echo "After restarting every node and PostgreSQL the store holds what it held: ${after:0:120}…"
echo "The cluster checks took $(($(date +%s) - checks_started)) s; the whole smoke run $(($(date +%s) - started)) s"
