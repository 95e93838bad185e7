# Sourced (not run) by deploy/smoke/run.sh and bench/cluster/run.sh: brings up the deploy recipe's
# cluster on free loopback ports and stops it on exit. A throwaway PostgreSQL server holding the
# release store (the current builds released into it with the CLI), a real SMTP server for the
# mail, two web nodes in production mode sharing both, Debian's nginx in front (HTTP and HTTPS).
# Needs the production build (`pnpm build`), nginx, PostgreSQL's server binaries and openssl.
#
# Set before sourcing: cluster_run_name (what the failure message calls the run).
# Gives: $work (the run's folder, removed on success), $http_port, $https_port, $pg_port,
# $DATABASE_URL (exported), $admin_password, ${nodes[@]} (host:port), ${node_urls[@]},
# ${node_pids[1]} ${node_pids[2]}, $nginx_pid, $nginx_bin, $started (epoch seconds), and the
# functions stop <pid> <signal>, start_node <n>, wait_for_node <n>, database start|stop,
# wait_until <name> <pid> <command...>.
cluster_run_name=${cluster_run_name:-The cluster run}

nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx_bin" ] || { echo "nginx not found (apt-get install nginx)" >&2; exit 1; }
source tooling/scripts/postgres-server.sh
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
    echo "$cluster_run_name exited with status $status; its logs and test results are kept in $work" >&2
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

# PostgreSQL, which a run may stop and start again; as root it runs as the postgres user.
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
node_pids=()
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
