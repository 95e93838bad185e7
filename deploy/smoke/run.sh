#!/usr/bin/env bash
# The deploy recipe end to end (deploy/README.md): a throwaway PostgreSQL server, two API
# instances in production mode sharing it, a real SMTP server for their mail, Debian's nginx with
# the rendered config in front (HTTP and HTTPS), then the deploy e2e tests through nginx:
#   bash deploy/smoke/run.sh
# Needs the production build (`pnpm build`), nginx, PostgreSQL's server binaries and openssl.
# Each run gets its own folder and free ports; everything it starts is stopped on exit, and the
# folder (logs, test results) is removed unless the run failed.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "${1:-}" != --with-database ]; then
  exec bash api/scripts/with-postgres-server.sh bash deploy/smoke/run.sh --with-database
fi
: "${DATABASE_URL:?set by api/scripts/with-postgres-server.sh}"

nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx_bin" ] || { echo "nginx not found (apt-get install nginx)" >&2; exit 1; }
for app in shell remote-public remote-admin remote-media; do
  [ -f "$app/dist/$([ "$app" = shell ] && echo index.html || echo remoteEntry.js)" ] ||
    { echo "No production build of $app: run \`pnpm build\` first" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/sportif-deploy-XXXXXX")
pids=()

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

# Five distinct free ports on loopback, held together while they are picked.
read -r http_port https_port api_port_1 api_port_2 smtp_port < <(node -e "
  const net = require('node:net');
  const servers = [1, 2, 3, 4, 5].map(() => net.createServer().listen(0, '127.0.0.1'));
  Promise.all(servers.map((s) => new Promise((r) => s.on('listening', r)))).then(() => {
    console.log(servers.map((s) => s.address().port).join(' '));
    for (const s of servers) s.close();
  });")
random() { node -e "console.log(require('node:crypto').randomBytes($1).toString('base64url'))"; }

# True when `url` answers below 500 (an API instance answers POST /api/Examples/GetAll with 401).
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

node --import tsx deploy/smoke/smtp-sink.ts "$work/mail" "$smtp_port" >"$work/smtp.log" 2>&1 &
pids+=($!)
smtp_pid=$!

# Every instance gets the same database, secret and admin password; each its own data folder.
jwt_secret=$(random 48)
admin_password=$(random 18)
api_instances=()
for n in 1 2; do
  port_var=api_port_$n
  port=${!port_var}
  env NODE_ENV=production HOST=127.0.0.1 PORT="$port" TRUST_PROXY=127.0.0.1 \
    DATABASE_URL="$DATABASE_URL" DATA_DIR="$work/api-$n" JWT_SECRET="$jwt_secret" \
    ADMIN_PASSWORD="$admin_password" SMTP_URL="smtp://127.0.0.1:$smtp_port" \
    node --import tsx api/src/main.ts >"$work/api-$n.log" 2>&1 &
  pids+=($!)
  api_pids[n]=$!
  api_instances+=("127.0.0.1:$port")
done

# A throwaway certificate for 127.0.0.1 and localhost: $work/tls.crt and $work/tls.key.
node --import tsx deploy/smoke/certificate.ts "$work"

# The release store nginx serves: the current builds, released as on a fresh machine.
DATA_DIR="$work/site" node --import tsx release/src/cli/releases.ts --init

node --import tsx deploy/nginx/render-config.ts --out "$work/nginx" --port "$http_port" \
  --api "${api_instances[0]}" --api "${api_instances[1]}" --releases "$work/site/releases" \
  --tls-port "$https_port" --tls-cert "$work/tls.crt" --tls-key "$work/tls.key"
"$nginx_bin" -t -q -c "$work/nginx/nginx.conf"
"$nginx_bin" -c "$work/nginx/nginx.conf" -g 'daemon off;' &
pids+=($!)
nginx_pid=$!

wait_until "SMTP sink" "$smtp_pid" grep -q 'SMTP sink on' "$work/smtp.log"
for n in 1 2; do
  wait_until "API instance $n" "${api_pids[n]}" answers "http://${api_instances[n - 1]}/api/Examples/GetAll" POST
done
wait_until "nginx on :$http_port" "$nginx_pid" answers "http://127.0.0.1:$http_port/runtime-config.json" GET
wait_until "nginx on :$https_port (TLS)" "$nginx_pid" answers "https://127.0.0.1:$https_port/runtime-config.json" GET
wait_until "the API through nginx" "$nginx_pid" answers "http://127.0.0.1:$http_port/api/Examples/GetAll" POST

E2E_BASE_URL="http://127.0.0.1:$http_port" \
  DEPLOY_TLS_URL="https://127.0.0.1:$https_port" \
  DEPLOY_ADMIN_PASSWORD="$admin_password" \
  DEPLOY_API_INSTANCES="${api_instances[*]}" \
  DEPLOY_ACCESS_LOG="$work/nginx/access.log" \
  DEPLOY_MAIL_DIR="$work/mail" \
  pnpm test:e2e e2e/tests/deploy --output "$work/test-results"

# An instance that stops costs no request: nginx hands its turn to the other one.
stop "${api_pids[2]}" TERM
for attempt in 1 2 3 4 5 6; do
  answers "http://127.0.0.1:$http_port/api/Examples/GetAll" POST ||
    { echo "Request $attempt failed through nginx with API instance 2 stopped" >&2; exit 1; }
done
echo "With API instance 2 stopped, nginx sent every request to instance 1"
