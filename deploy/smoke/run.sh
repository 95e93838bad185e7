#!/usr/bin/env bash
# The deploy recipe end to end (deploy/README.md): a throwaway PostgreSQL server holding the
# release store, two web nodes in production mode sharing it, a real SMTP server for their mail,
# Debian's nginx in front (HTTP and HTTPS), the deploy e2e tests through nginx, then the cluster
# checks (deploy/smoke/cluster.ts): a release and a rollback with the CLI served by both nodes
# within 1 s, content published through one node's API served by both within 1 s, a node killed under load, PostgreSQL stopped and started, everything restarted.
#   bash deploy/smoke/run.sh
# Needs the production build (`pnpm build`), nginx, PostgreSQL's server binaries and openssl.
# Each run gets its own folder and free ports; everything it starts is stopped on exit, and the
# folder (logs, test results) is removed unless the run failed.
set -euo pipefail
cd "$(dirname "$0")/../.."

nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx_bin" ] || { echo "nginx not found (apt-get install nginx)" >&2; exit 1; }
pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] ||
  { echo "PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)" >&2; exit 1; }
for app in shell remote-public remote-admin remote-media; do
  [ -f "$app/dist/$([ "$app" = shell ] && echo index.html || echo remoteEntry.js)" ] ||
    { echo "No production build of $app: run \`pnpm build\` first" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/sportif-deploy-XXXXXX")
pids=()
started=$(date +%s)

stop() {
  local pid=$1 signal=$2
  kill "-$signal" "$pid" 2>/dev/null || return 0
  for _ in $(seq 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

cleanup() {
  local status=$?
  # nginx first, so nothing reaches an API instance that is going away.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    if [ "${pids[i]}" = "${nginx_pid:-}" ]; then stop "${pids[i]}" QUIT; else stop "${pids[i]}" TERM; fi
  done
  declare -F database >/dev/null && database stop
  if [ "$status" -eq 0 ]; then
    rm -rf "$work"
  else
    for log in "$work"/*.log "$work"/nginx/error.log; do
      [ -s "$log" ] && { echo "--- $log (last lines)"; tail -n 20 "$log"; }
    done
    echo "The deploy smoke run failed; logs and test results are kept in $work" >&2
  fi
  exit "$status"
}
trap cleanup EXIT

# Six distinct free ports on loopback, held together while they are picked.
read -r http_port https_port node_port_1 node_port_2 smtp_port pg_port < <(node -e "
  const net = require('node:net');
  const servers = [1, 2, 3, 4, 5, 6].map(() => net.createServer().listen(0, '127.0.0.1'));
  Promise.all(servers.map((s) => new Promise((r) => s.on('listening', r)))).then(() => {
    console.log(servers.map((s) => s.address().port).join(' '));
    for (const s of servers) s.close();
  });")
random() { node -e "console.log(require('node:crypto').randomBytes($1).toString('base64url'))"; }

# True when `url` answers below 500 (a node answers POST /api/Examples/GetAll with 401).
answers() {
  node -e "
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    fetch(process.argv[1], { method: process.argv[2] })
      .then((r) => process.exit(r.status < 500 ? 0 : 1), () => process.exit(1));" "$1" "$2" 2>/dev/null
}

# Waits up to 60 s for a check (a command) to pass while process `pid` runs.
wait_until() {
  local name=$1 pid=$2
  shift 2
  for _ in $(seq 300); do
    kill -0 "$pid" 2>/dev/null || { echo "$name exited during start-up" >&2; return 1; }
    "$@" && { echo "$name is up"; return 0; }
    sleep 0.2
  done
  echo "$name did not come up within 60 s ($*)" >&2
  return 1
}

# PostgreSQL, stopped and started again during the run; as root it runs as the postgres user.
as_server_user=()
if [ "$(id -u)" = 0 ]; then
  id -u postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /usr/sbin/nologin postgres
  as_server_user=(runuser -u postgres --)
fi
mkdir "$work/pg"
# The postgres user must pass through the run's folder to reach its own.
[ "$(id -u)" = 0 ] && chmod o+x "$work" && chown postgres "$work/pg"
database() {
  case $1 in
    start) "${as_server_user[@]}" "$pg_bin/pg_ctl" -D "$work/pg/data" -l "$work/pg/server.log" -w \
      -o "-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null ;;
    stop) [ -f "$work/pg/data/postmaster.pid" ] &&
      "${as_server_user[@]}" "$pg_bin/pg_ctl" -D "$work/pg/data" -m fast -w stop >/dev/null 2>&1 || true ;;
  esac
}
"${as_server_user[@]}" "$pg_bin/initdb" -D "$work/pg/data" -U postgres --auth=trust -E UTF8 --no-instructions >/dev/null
database start
"${as_server_user[@]}" "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres sportif
export DATABASE_URL="postgresql://postgres@127.0.0.1:$pg_port/sportif"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port"

node --import tsx deploy/smoke/smtp-sink.ts "$work/mail" "$smtp_port" >"$work/smtp.log" 2>&1 &
pids+=($!)
smtp_pid=$!

# The release store in PostgreSQL: the current builds released through the gate, from this
# "machine" (a data folder of its own), as a team's CI would.
DATA_DIR="$work/cli" node --import tsx release/src/cli/releases.ts --init

# Every node gets the same database, secret and admin password; each its own data folder (its
# local copy of the released files).
jwt_secret=$(random 48)
admin_password=$(random 18)
nodes=()
node_urls=()
start_node() {
  local n=$1 port_var=node_port_$1
  env NODE_ENV=production HOST=127.0.0.1 PORT="${!port_var}" TRUST_PROXY=127.0.0.1 \
    SITE_URL="http://127.0.0.1:$http_port" DATABASE_URL="$DATABASE_URL" DATA_DIR="$work/node-$n" \
    JWT_SECRET="$jwt_secret" ADMIN_PASSWORD="$admin_password" SMTP_URL="smtp://127.0.0.1:$smtp_port" \
    node --import tsx server/src/main.ts >>"$work/node-$n.log" 2>&1 &
  pids+=($!)
  node_pids[n]=$!
}
wait_for_node() {
  wait_until "web node $1" "${node_pids[$1]}" answers "${node_urls[$1 - 1]}/healthz" GET
}
for n in 1 2; do
  port_var=node_port_$n
  nodes+=("127.0.0.1:${!port_var}")
  node_urls+=("http://127.0.0.1:${!port_var}")
  start_node "$n"
done

# A throwaway certificate for 127.0.0.1 and localhost: $work/tls.crt and $work/tls.key.
node --import tsx deploy/smoke/certificate.ts "$work"

node --import tsx deploy/nginx/render-config.ts --out "$work/nginx" --port "$http_port" \
  --node "${nodes[0]}" --node "${nodes[1]}" \
  --tls-port "$https_port" --tls-cert "$work/tls.crt" --tls-key "$work/tls.key"
"$nginx_bin" -t -q -c "$work/nginx/nginx.conf"
"$nginx_bin" -c "$work/nginx/nginx.conf" -g 'daemon off;' &
pids+=($!)
nginx_pid=$!

wait_until "SMTP sink" "$smtp_pid" grep -q 'SMTP sink on' "$work/smtp.log"
for n in 1 2; do wait_for_node "$n"; done
wait_until "nginx on :$http_port" "$nginx_pid" answers "http://127.0.0.1:$http_port/runtime-config.json" GET
wait_until "nginx on :$https_port (TLS)" "$nginx_pid" answers "https://127.0.0.1:$https_port/runtime-config.json" GET
echo "Up after $(($(date +%s) - started)) s"

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
cluster served remote-media "${node_urls[@]}"
DATA_DIR="$work/cli" node --import tsx release/src/cli/rollback.ts remote-media
cluster served remote-media "${node_urls[@]}"

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
cluster served remote-media "${node_urls[@]}"

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
