# Sourced by the scripts that start a throwaway PostgreSQL server (api/scripts/with-postgres-server.sh,
# deploy/smoke/cluster-up.sh): Debian's server binaries in $pg_bin (PG_BIN, or the newest installed),
# and $as_server_user to put before them. PostgreSQL refuses to run as root, so as root the server
# runs as the `postgres` user (created when missing).
pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql, or set PG_BIN)" >&2
  exit 1
fi

as_server_user=()
if [ "$(id -u)" = 0 ]; then
  id -u postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /usr/sbin/nologin postgres
  as_server_user=(runuser -u postgres --)
fi
