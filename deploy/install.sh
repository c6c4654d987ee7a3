#!/usr/bin/env bash
# Runs ON THE SERVER, as root, from the staging folder that scripts/deploy.sh copied over SSH.
#
#   install.sh             installs the release in this folder (binary, configuration, system
#                          user, data folder, systemd units), restarts the service, and waits
#                          for the new process to answer /healthz with 200; if it does not, puts
#                          the previous release back, restarts it, and exits 1 saying so.
#   install.sh --rollback  puts the previous release back (`make rollback`), restarts it and
#                          waits for /healthz in the same way.
#
#   DEPLOY_ROOT          install under this prefix instead of / (tests deploy into a temporary root)
#   SYSTEMCTL            the systemctl command (tests pass one that runs the service themselves)
#   HEALTH_TIMEOUT_SECS  how long a new process has to answer /healthz with 200 (default 30)
#
# A release is the binary and /etc/vitrine/site.toml together: when either changes, the pair
# in place is kept as vitrine.previous and site.toml.previous, which a rollback puts back.
# Deploying the same release again changes no file and keeps the previous one.
#
# Restarts drop nothing: vitrine.socket holds the listening socket, the old process finishes
# its requests (graceful stop) and connections arriving meanwhile wait in the socket's queue
# for the new one. Never overwrites the database nor /etc/vitrine/environment (operator
# secrets).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=${DEPLOY_ROOT:-/}
systemctl_cmd=${SYSTEMCTL:-systemctl}
health_timeout=${HEALTH_TIMEOUT_SECS:-30}
# The prefix to put before absolute paths: "" for the real root.
r=${root%/}
bin=$r/usr/local/bin/vitrine
config=$r/etc/vitrine/site.toml
environment=$r/etc/vitrine/environment
units=$r/etc/systemd/system

mode=install
case "${1:-}" in
    "") ;;
    --rollback) mode=rollback ;;
    *) echo "usage: install.sh [--rollback]" >&2; exit 2 ;;
esac

say() { printf 'deploy: %s\n' "$*"; }
fail() { printf 'deploy: FAILED: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "install.sh must run as root"
command -v systemd-sysusers >/dev/null || fail "systemd-sysusers not found (is this a systemd machine?)"

# ---- what the units and the health check need ---------------------------------------------

# The address the site answers on: VITRINE_LISTEN in the environment file, else `listen` in
# the configuration, else the default.
listen_address() {
    local listen override
    listen=$(sed -n 's/^[[:space:]]*listen[[:space:]]*=[[:space:]]*"\(.*\)".*/\1/p' "$1" | head -n 1)
    override=$(sed -n 's/^[[:space:]]*VITRINE_LISTEN=["'\'']\{0,1\}\([^"'\'']*\).*/\1/p' "$environment" 2>/dev/null | tail -n 1)
    echo "${override:-${listen:-127.0.0.1:8080}}"
}

# Whether the database is SQLite (the backup timer is for SQLite only).
uses_sqlite() {
    local url override
    url=$(sed -n 's/^[[:space:]]*database_url[[:space:]]*=[[:space:]]*"\(.*\)".*/\1/p' "$config" | head -n 1)
    override=$(sed -n 's/^[[:space:]]*VITRINE_DATABASE_URL=["'\'']\{0,1\}\([^"'\'']*\).*/\1/p' "$environment" 2>/dev/null | tail -n 1)
    url=${override:-${url:-sqlite://data/vitrine.db}}
    case "$url" in sqlite:*) return 0 ;; *) return 1 ;; esac
}

# GET /healthz on the address the site answers on (a wildcard address through loopback);
# bash's /dev/tcp, so the machine needs no HTTP client.
healthy_now() {
    local address host port
    address=$(listen_address "$config")
    port=${address##*:}
    host=${address%:*}
    host=${host#[}
    host=${host%]}
    case "$host" in 0.0.0.0) host=127.0.0.1 ;; ::) host=::1 ;; esac
    timeout 3 bash -c '
        exec 3<>"/dev/tcp/$0/$1" || exit 1
        printf "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n" >&3
        IFS= read -r status <&3 || exit 1
        [[ $status == "HTTP/1.1 200 "* ]]' "$host" "$port" 2>/dev/null
}

unit_property() { $systemctl_cmd show -p "$1" --value vitrine.service 2>/dev/null || true; }

# Waits for the service's new process to answer /healthz with 200. Gives up at once when the
# process has exited (systemd restarting it, or given up), else after health_timeout seconds.
wait_healthy() {
    local started=$SECONDS state sub
    while [ $((SECONDS - started)) -lt "$health_timeout" ]; do
        state=$(unit_property ActiveState)
        sub=$(unit_property SubState)
        if [ "$state" = failed ] || [ "$sub" = auto-restart ] || [ "$sub" = failed ]; then
            say "vitrine.service exited at start ($state, $sub)"
            return 1
        fi
        if healthy_now; then
            say "healthy after $((SECONDS - started)) s: /healthz answers 200 on $(listen_address "$config")"
            return 0
        fi
        sleep 0.5
    done
    say "no 200 from /healthz on $(listen_address "$config") within ${health_timeout} s"
    return 1
}

# ---- units and restarts -------------------------------------------------------------------

# Installs the units; vitrine.socket listens where the configuration says. Prints `changed`
# when the socket's address changed (the socket must then be bound again).
install_units() {
    local socket_changed=no rendered
    install -d -m 0755 "$units"
    rendered=$(mktemp)
    sed "s|^ListenStream=.*|ListenStream=$(listen_address "$config")|" "$here/vitrine.socket" >"$rendered"
    if ! cmp -s "$rendered" "$units/vitrine.socket"; then
        [ -f "$units/vitrine.socket" ] && socket_changed=yes
        install -m 0644 -o 0 -g 0 "$rendered" "$units/vitrine.socket"
    fi
    rm -f "$rendered"
    for unit in vitrine.service vitrine-backup.service vitrine-backup.timer; do
        install -m 0644 -o 0 -g 0 "$here/$unit" "$units/$unit"
    done
    $systemctl_cmd daemon-reload >&2
    [ "$socket_changed" = yes ] && echo changed
    return 0
}

# A restart of the service alone keeps the socket, so nothing is refused. The socket itself is
# (re)bound only when it is not listening yet (the first deploy, or one from a release that
# bound the port itself) or its address changed: then connections are refused for a moment.
restart_service() {
    if [ "${1:-}" = changed ] || ! $systemctl_cmd is-active --quiet vitrine.socket; then
        say "binding vitrine.socket on $(listen_address "$config") (connections are refused for a moment, this once)"
        $systemctl_cmd stop vitrine.service vitrine.socket
        $systemctl_cmd start vitrine.socket vitrine.service
    else
        $systemctl_cmd restart vitrine.service
    fi
}

# Puts vitrine.previous and site.toml.previous back in place, restarts, waits for health.
put_previous_back() {
    [ -f "$bin.previous" ] || { say "no previous release on this machine to put back"; return 1; }
    install -m 0755 -o 0 -g 0 "$bin.previous" "$r/usr/local/bin/.vitrine.new"
    mv -f "$r/usr/local/bin/.vitrine.new" "$bin"
    if [ -f "$config.previous" ]; then
        install -m 0640 -o 0 -g "$gid" "$config.previous" "$config"
    fi
    local changed
    changed=$(install_units)
    # A release that kept failing may have made systemd give up on the unit (or its socket).
    $systemctl_cmd reset-failed vitrine.service vitrine.socket 2>/dev/null || true
    restart_service "$changed" || true
    wait_healthy
}

# ---- the system user (also recreated at boot if ever removed) ------------------------------

for file in vitrine.service vitrine.socket vitrine-backup.service vitrine-backup.timer vitrine.sysusers; do
    [ -f "$here/$file" ] || fail "missing $here/$file"
done

install -d -m 0755 "$r/etc" "$r/usr/lib/sysusers.d"
install -m 0644 "$here/vitrine.sysusers" "$r/usr/lib/sysusers.d/vitrine.conf"
systemd-sysusers --root="$root" vitrine.conf
# Numeric ids from the target's own passwd, so a prefix root works as well as /.
uid=$(awk -F: '$1 == "vitrine" { print $3 }' "$r/etc/passwd")
gid=$(awk -F: '$1 == "vitrine" { print $3 }' "$r/etc/group")
[ -n "$uid" ] && [ -n "$gid" ] || fail "user vitrine was not created"

if [ "$mode" = rollback ]; then
    [ -f "$bin.previous" ] || fail "no previous release on this machine (vitrine.previous)"
    if cmp -s "$bin.previous" "$bin" && { [ ! -f "$config.previous" ] || cmp -s "$config.previous" "$config"; }; then
        say "the previous release is already the one in place; restarting it"
    fi
    put_previous_back || fail "the previous release does not answer /healthz either; see: journalctl -u vitrine.service -n 50"
    say "rolled back: the previous release is in place and healthy"
    exit 0
fi

for file in vitrine site.toml environment vitrine-ctl; do
    [ -f "$here/$file" ] || fail "missing $here/$file"
done
say "system user vitrine ($uid:$gid)"

# ---- the release: binary and configuration -----------------------------------------------

install -d -m 0755 "$r/usr/local/bin" "$r/usr/local/sbin"
install -d -m 0755 -o 0 -g 0 "$r/etc/vitrine"
if [ -f "$bin" ] && ! { cmp -s "$here/vitrine" "$bin" && cmp -s "$here/site.toml" "$config"; }; then
    cp -p "$bin" "$bin.previous"
    if [ -f "$config" ]; then cp -p "$config" "$config.previous"; fi
    say "the release in place is kept as $bin.previous and $config.previous"
fi
# Written beside, then renamed, so the running binary is never half-written.
install -m 0755 -o 0 -g 0 "$here/vitrine" "$r/usr/local/bin/.vitrine.new"
mv -f "$r/usr/local/bin/.vitrine.new" "$bin"
install -m 0755 -o 0 -g 0 "$here/vitrine-ctl" "$r/usr/local/sbin/vitrine-ctl"
say "binary $bin, operator commands through $r/usr/local/sbin/vitrine-ctl"

# Readable by the service's group, writable by root only.
install -m 0640 -o 0 -g "$gid" "$here/site.toml" "$config"
if [ ! -e "$environment" ]; then
    install -m 0640 -o 0 -g "$gid" "$here/environment" "$environment"
fi
say "configuration $config"

# ---- data: the only place the service may write (ReadWritePaths in the unit) ---------------

install -d -m 0750 -o "$uid" -g "$gid" "$r/var/lib/vitrine" "$r/var/lib/vitrine/data" "$r/var/lib/vitrine/backups"
say "data folder $r/var/lib/vitrine"

# ---- units, then the restart, gated on /healthz --------------------------------------------

socket_changed=$(install_units)
$systemctl_cmd enable vitrine.socket vitrine.service
if uses_sqlite; then
    $systemctl_cmd enable vitrine-backup.timer
    $systemctl_cmd start vitrine-backup.timer
    say "daily backup: vitrine-backup.timer into $r/var/lib/vitrine/backups"
else
    $systemctl_cmd disable --now vitrine-backup.timer 2>/dev/null || true
    say "PostgreSQL: no backup timer (back up with pg_dump)"
fi
# A start that fails outright shows in the health wait below, which rolls back.
restart_service "$socket_changed" || true
say "vitrine.service restarted; waiting for /healthz (at most ${health_timeout} s)"
if wait_healthy; then
    say "the new release is in place and healthy"
    exit 0
fi
say "the new release is not healthy; see: journalctl -u vitrine.service -n 50"
[ -f "$bin.previous" ] || fail "the new release did not answer /healthz, and there is no previous release on this machine to put back"
say "putting the previous release back"
if put_previous_back; then
    fail "the new release did not answer /healthz; the previous release is back and healthy"
fi
fail "the new release did not answer /healthz, and the previous one does not either; see: journalctl -u vitrine.service -n 50"
