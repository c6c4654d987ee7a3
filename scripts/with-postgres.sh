#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster and VITRINE_TEST_POSTGRES_URL pointing at it.
#
#   scripts/with-postgres.sh cargo nextest run
#
# Installs Debian's postgresql when absent, starts a cluster in a temporary folder on a free
# loopback port (trust authentication, loopback only, fsync off: it holds test data only), runs
# the command, and always stops and removes the cluster, whatever the command's outcome.
# PostgreSQL refuses to run as root: as root, the cluster runs as Debian's `postgres` user.
set -euo pipefail

if ! compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends postgresql
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

as_cluster_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

dir=$(mktemp -d "${TMPDIR:-/tmp}/vitrine-pg.XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres: "$dir"

stop_cluster() {
  as_cluster_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop_cluster EXIT

# A free loopback port: ask the kernel, in the language every Debian has.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null \
  || shuf -i 20000-60000 -n 1)

as_cluster_owner "$bin/initdb" -D "$dir/data" -U vitrine -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
options="-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
as_cluster_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -o "$options" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export VITRINE_TEST_POSTGRES_URL="postgres://vitrine@127.0.0.1:$port/postgres"
# For tests that stop and restart the server (tests/faults.test.mjs): its folder, pg_ctl and
# the options it was started with.
export VITRINE_TEST_POSTGRES_DIR="$dir/data" VITRINE_TEST_POSTGRES_CTL="$bin/pg_ctl"
export VITRINE_TEST_POSTGRES_OPTIONS="$options"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
