#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL server on loopback:
#   bash api/scripts/with-postgres-server.sh pnpm vitest run --project api-database
# Uses Debian's server binaries (apt-get install postgresql). PostgreSQL refuses to run as root,
# so as root the server runs as the `postgres` user. Each run gets its own folder and a free
# port, and the server is stopped and removed on exit, so runs never collide.
set -euo pipefail

bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)" >&2
  exit 1
fi

as_server_user=()
if [ "$(id -u)" = 0 ]; then
  id -u postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /usr/sbin/nologin postgres
  as_server_user=(runuser -u postgres --)
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/sportif-postgres-XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  "${as_server_user[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_server_user[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-instructions >/dev/null
"${as_server_user[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
"${as_server_user[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres sportif_test

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgresql://postgres@127.0.0.1:$port/sportif_test" "$@"
