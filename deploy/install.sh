#!/usr/bin/env bash
# Runs ON THE SERVER, as root, from the staging folder that scripts/deploy.sh copied over SSH.
# Installs the binary, the configuration, the system user, the data folder and the systemd
# unit, then restarts the service (graceful: in-flight requests finish, see main.rs).
#
#   DEPLOY_ROOT  install under this prefix instead of / (tests deploy into a temporary root)
#   SYSTEMCTL    the systemctl command (tests pass a recorder that calls `systemctl --root`)
#
# Idempotent: running it twice gives the same result. Never overwrites the database nor
# /etc/vitrine/environment (operator secrets). Keeps the previous binary as vitrine.previous.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=${DEPLOY_ROOT:-/}
systemctl_cmd=${SYSTEMCTL:-systemctl}
# The prefix to put before absolute paths: "" for the real root.
r=${root%/}

say() { printf 'deploy: %s\n' "$*"; }

[ "$(id -u)" = 0 ] || { echo "deploy: install.sh must run as root" >&2; exit 1; }
for file in vitrine site.toml vitrine.service vitrine.sysusers environment vitrine-ctl; do
    [ -f "$here/$file" ] || { echo "deploy: missing $here/$file" >&2; exit 1; }
done
command -v systemd-sysusers >/dev/null || { echo "deploy: systemd-sysusers not found (is this a systemd machine?)" >&2; exit 1; }

# 1. The system user, declared the systemd way (also recreated at boot if ever removed).
install -d -m 0755 "$r/etc" "$r/usr/lib/sysusers.d"
install -m 0644 "$here/vitrine.sysusers" "$r/usr/lib/sysusers.d/vitrine.conf"
systemd-sysusers --root="$root" vitrine.conf
# Numeric ids from the target's own passwd, so a prefix root works as well as /.
uid=$(awk -F: '$1 == "vitrine" { print $3 }' "$r/etc/passwd")
gid=$(awk -F: '$1 == "vitrine" { print $3 }' "$r/etc/group")
[ -n "$uid" ] && [ -n "$gid" ] || { echo "deploy: user vitrine was not created" >&2; exit 1; }
say "system user vitrine ($uid:$gid)"

# 2. The binary: written beside, then renamed, so the running one is never half-written.
install -d -m 0755 "$r/usr/local/bin"
install -m 0755 -o 0 -g 0 "$here/vitrine" "$r/usr/local/bin/.vitrine.new"
if [ -f "$r/usr/local/bin/vitrine" ]; then
    cp -p "$r/usr/local/bin/vitrine" "$r/usr/local/bin/vitrine.previous"
fi
mv -f "$r/usr/local/bin/.vitrine.new" "$r/usr/local/bin/vitrine"
install -d -m 0755 "$r/usr/local/sbin"
install -m 0755 -o 0 -g 0 "$here/vitrine-ctl" "$r/usr/local/sbin/vitrine-ctl"
say "binary $r/usr/local/bin/vitrine, operator commands through $r/usr/local/sbin/vitrine-ctl"

# 3. Configuration: readable by the service's group, writable by root only.
install -d -m 0755 -o 0 -g 0 "$r/etc/vitrine"
install -m 0640 -o 0 -g "$gid" "$here/site.toml" "$r/etc/vitrine/site.toml"
if [ ! -e "$r/etc/vitrine/environment" ]; then
    install -m 0640 -o 0 -g "$gid" "$here/environment" "$r/etc/vitrine/environment"
fi
say "configuration $r/etc/vitrine/site.toml"

# 4. Data folder: the only place the service may write (ReadWritePaths in the unit).
install -d -m 0750 -o "$uid" -g "$gid" "$r/var/lib/vitrine" "$r/var/lib/vitrine/data" "$r/var/lib/vitrine/backups"
say "data folder $r/var/lib/vitrine"

# 5. The unit, then (re)start.
install -d -m 0755 "$r/etc/systemd/system"
install -m 0644 -o 0 -g 0 "$here/vitrine.service" "$r/etc/systemd/system/vitrine.service"
$systemctl_cmd daemon-reload
$systemctl_cmd enable vitrine.service
$systemctl_cmd restart vitrine.service
say "vitrine.service restarted"

# 6. On a real machine, wait until it answers (only there: under a prefix root nothing runs).
if [ "$root" = / ]; then
    listen=$(sed -n 's/^[[:space:]]*listen[[:space:]]*=[[:space:]]*"\(.*\)".*/\1/p' /etc/vitrine/site.toml | head -n 1)
    override=$(sed -n 's/^[[:space:]]*VITRINE_LISTEN=//p' /etc/vitrine/environment | tail -n 1)
    listen=${override:-${listen:-127.0.0.1:8080}}
    for _ in $(seq 1 50); do
        if ! $systemctl_cmd is-active --quiet vitrine.service; then
            sleep 0.2
            continue
        fi
        if ! command -v curl >/dev/null; then
            say "active (install curl to check /healthz)"
            exit 0
        fi
        if curl -fsS --max-time 2 "http://$listen/healthz" >/dev/null 2>&1; then
            say "healthy: http://$listen/healthz answers 200"
            exit 0
        fi
        sleep 0.2
    done
    echo "deploy: vitrine.service is not healthy; see: journalctl -u vitrine.service -n 50" >&2
    echo "deploy: roll back with: mv /usr/local/bin/vitrine.previous /usr/local/bin/vitrine && systemctl restart vitrine" >&2
    exit 1
fi
