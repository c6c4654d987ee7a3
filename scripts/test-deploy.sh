#!/usr/bin/env bash
# Tests `make deploy` end to end on this machine, through a real SSH server:
#   1. a throwaway sshd (Debian's openssh-server) on a free loopback port, with its own host
#      key and a throwaway client key, nothing else of the machine's ssh setup;
#   2. `make deploy HOST=root@127.0.0.1 SSH_PORT=… DEPLOY_ROOT=<temporary root>`, twice
#      (the second run proves it is idempotent and keeps the operator's files);
#   3. the installed files, owners and modes, the system user, the units' hardening,
#      `systemd-analyze verify` and `systemd-analyze security` on the installed units;
#   4. the copied binary, started as the unit starts it (its user, its folder, its command
#      line) from the temporary root, answers /healthz with 200 and stops cleanly on SIGTERM;
#   5. the health gate: a new build deployed and healthy, `make rollback`, a release that exits
#      at start and one that never answers both rolled back by the deploy, which fails saying
#      so, the site answering again from the previous release.
#
# Only systemd itself is absent (no systemd as PID 1 in a container): install.sh calls
# SYSTEMCTL, here a stand-in that logs the calls, runs `systemctl --root` for `enable`, and
# runs the service's command as its unit says (user, folder, command line) on start and
# restart, so install.sh's wait for /healthz and its rollback meet a real process.
# `make test-vm` does all of this under a real systemd.
set -euo pipefail

cd "$(dirname "$0")/.."
repo=$(pwd)
bin=target/release/vitrine

fail() { echo "test-deploy: FAIL: $*" >&2; exit 1; }
ok() { echo "test-deploy: ok - $*"; }

[ "$(id -u)" = 0 ] || fail "must run as root (sshd on a loopback port, files owned by the service user)"
sshd=$(command -v sshd || echo /usr/sbin/sshd)
[ -x "$sshd" ] || fail "sshd not found (make openssh-server installs it)"
[ -x "$bin" ] || fail "$bin not built (make build)"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

work=$(mktemp -d /tmp/vitrine-test-deploy.XXXXXX)
chmod 0755 "$work" # the service user must reach the temporary root
root=$work/root
mkdir -p "$root"
sshd_pid=""
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    [ -n "$sshd_pid" ] && kill "$sshd_pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
cleanup_service() { :; }
trap 'cleanup_service; cleanup' EXIT

# ---- 1. a throwaway sshd ----------------------------------------------------------------
ssh_port=$(free_port)
ssh-keygen -q -t ed25519 -N '' -C vitrine-test-host -f "$work/host_key"
ssh-keygen -q -t ed25519 -N '' -C vitrine-test-client -f "$work/client_key"
cp "$work/client_key.pub" "$work/authorized_keys"
printf '[127.0.0.1]:%s %s\n' "$ssh_port" "$(cut -d' ' -f1,2 "$work/host_key.pub")" >"$work/known_hosts"
cat >"$work/sshd_config" <<EOF
Port $ssh_port
ListenAddress 127.0.0.1
HostKey $work/host_key
PidFile $work/sshd.pid
AuthorizedKeysFile $work/authorized_keys
PermitRootLogin prohibit-password
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
Subsystem sftp internal-sftp
EOF
mkdir -p /run/sshd # privilege separation directory
"$sshd" -t -f "$work/sshd_config" || fail "sshd rejects the test configuration"
"$sshd" -D -e -f "$work/sshd_config" 2>"$work/sshd.log" &
sshd_pid=$!
ssh_opts="-i $work/client_key -o IdentitiesOnly=yes -o UserKnownHostsFile=$work/known_hosts -o StrictHostKeyChecking=yes -o LogLevel=ERROR"
for _ in $(seq 1 50); do
    # shellcheck disable=SC2086
    ssh -p "$ssh_port" -o BatchMode=yes $ssh_opts root@127.0.0.1 true </dev/null 2>/dev/null && break
    sleep 0.1
done
# shellcheck disable=SC2086
ssh -p "$ssh_port" -o BatchMode=yes $ssh_opts root@127.0.0.1 true </dev/null || fail "cannot log in to the test sshd ($(cat "$work/sshd.log"))"
ok "throwaway sshd on 127.0.0.1:$ssh_port (host key checked, key login only)"

# ---- 2. deploy, twice ------------------------------------------------------------------
# The site's configuration, on a free port: the service the stand-in runs answers there.
service_port=$(free_port)
sed "s/^listen = .*/listen = \"127.0.0.1:$service_port\"/" config/site.toml >"$work/site.toml"
grep -q "^listen = \"127.0.0.1:$service_port\"" "$work/site.toml" || fail "config/site.toml has no listen line"

cat >"$work/systemctl" <<'EOF'
#!/usr/bin/env bash
# Stands in for systemd for install.sh: logs each call; `enable` and `disable` are real inside
# DEPLOY_ROOT; vitrine.service runs as its unit says, from DEPLOY_ROOT.
set -u
work=$(dirname "$0")
root=$DEPLOY_ROOT
echo "$*" >>"$work/systemctl.log"
pid() { cat "$work/service.pid" 2>/dev/null; }
alive() { # a zombie nobody reaps is not alive
    local p
    p=$(pid) && [ -n "$p" ] && [ -r "/proc/$p/stat" ] && ! grep -q '^[0-9]* ([^)]*) Z' "/proc/$p/stat"
}
stop_service() {
    alive || return 0
    kill -TERM "$(pid)"
    for _ in $(seq 1 300); do alive || return 0; sleep 0.1; done
    kill -KILL "$(pid)"
}
start_service() {
    local uid gid command_line=() word
    uid=$(awk -F: '$1 == "vitrine" { print $3 }' "$root/etc/passwd")
    gid=$(awk -F: '$1 == "vitrine" { print $3 }' "$root/etc/group")
    for word in $(sed -n 's/^ExecStart=//p' "$root/etc/systemd/system/vitrine.service"); do
        case "$word" in /*) command_line+=("$root$word") ;; *) command_line+=("$word") ;; esac
    done
    cd "$root/var/lib/vitrine" || exit 1
    setsid env -i PATH=/usr/bin:/bin RUST_LOG=info VITRINE_METRICS_LISTEN=127.0.0.1:0 \
        setpriv --reuid="$uid" --regid="$gid" --clear-groups --no-new-privs "${command_line[@]}" \
        </dev/null >>"$work/service.log" 2>&1 &
    echo $! >"$work/service.pid"
}
verb=$1
shift
units=()
for arg in "$@"; do case "$arg" in -*) ;; *) units+=("$arg") ;; esac; done
case "$verb" in
    enable|disable) exec systemctl --root="$root" --quiet "$verb" "$@" ;;
    start|restart)
        for unit in "${units[@]}"; do
            case "$unit" in
                vitrine.service) stop_service; start_service ;;
                vitrine.socket) touch "$work/socket.active" ;;
            esac
        done ;;
    stop)
        for unit in "${units[@]}"; do
            case "$unit" in
                vitrine.service) stop_service ;;
                vitrine.socket) rm -f "$work/socket.active" ;;
            esac
        done ;;
    is-active)
        case "${units[0]}" in
            vitrine.socket) [ -f "$work/socket.active" ] ;;
            vitrine.service) alive ;;
            *) exit 3 ;;
        esac ;;
    show) # show -p PROPERTY --value vitrine.service
        case "${units[0]}" in
            ActiveState) if alive; then echo active; elif [ -f "$work/service.pid" ]; then echo failed; else echo inactive; fi ;;
            SubState) if alive; then echo running; elif [ -f "$work/service.pid" ]; then echo failed; else echo dead; fi ;;
            MainPID) if alive; then pid; else echo 0; fi ;;
        esac ;;
    *) exit 0 ;;
esac
EOF
chmod 0755 "$work/systemctl"
cleanup_service() { DEPLOY_ROOT=$root "$work/systemctl" stop vitrine.service 2>/dev/null || true; }
deploy_env=(SSH_OPTS="$ssh_opts" SYSTEMCTL="$work/systemctl" HOST=root@127.0.0.1 SSH_PORT="$ssh_port" DEPLOY_ROOT="$root" CONFIG="$work/site.toml")

# The first time through `make deploy` (the operator's command); the next ones straight
# through the script it runs, so that a rebuild in between cannot change the binary under test.
env "${deploy_env[@]}" ${MAKE:-make} --no-print-directory deploy HOST=root@127.0.0.1 SSH_PORT="$ssh_port" DEPLOY_ROOT="$root" \
    </dev/null >"$work/deploy1.log" 2>&1 || { cat "$work/deploy1.log" "$work/service.log" >&2; fail "first make deploy"; }
grep -q "the new release is in place and healthy" "$work/deploy1.log" || fail "the deploy did not wait for /healthz: $(cat "$work/deploy1.log")"
ok "make deploy HOST=root@127.0.0.1 SSH_PORT=$ssh_port DEPLOY_ROOT=$root, the started service answering /healthz"
echo "# the operator's own line" >>"$root/etc/vitrine/environment"
env "${deploy_env[@]}" scripts/deploy.sh </dev/null >"$work/deploy2.log" 2>&1 || { cat "$work/deploy2.log" >&2; fail "second deploy"; }
grep -q "the operator's own line" "$root/etc/vitrine/environment" || fail "a second deploy overwrote /etc/vitrine/environment"
ok "second deploy succeeds and keeps /etc/vitrine/environment"

calls=$(cat "$work/systemctl.log")
for call in "daemon-reload" "enable vitrine.socket vitrine.service" "enable vitrine-backup.timer" "start vitrine-backup.timer" \
    "stop vitrine.service vitrine.socket" "start vitrine.socket vitrine.service" "restart vitrine.service"; do
    grep -qxF "$call" <<<"$calls" || fail "install.sh did not run systemctl $call: $calls"
done
[ "$(grep -c '^start vitrine.socket' <<<"$calls")" = 1 ] || fail "the socket was bound again on the second deploy: $calls"
ok "install.sh binds vitrine.socket once, then restarts vitrine.service alone; enables the units and the backup timer"
leftover=$(find /tmp -maxdepth 1 -name 'vitrine-deploy.*' -newer "$work/sshd_config" | head -n 1)
[ -z "$leftover" ] || fail "staging folder left behind: $leftover"

# ---- 3. files, user, unit ----------------------------------------------------------------
mode_owner() { stat -c '%a %u:%g' "$1"; }
uid=$(awk -F: '$1 == "vitrine" { print $3 }' "$root/etc/passwd")
gid=$(awk -F: '$1 == "vitrine" { print $3 }' "$root/etc/group")
[ -n "$uid" ] && [ "$uid" != 0 ] || fail "no unprivileged vitrine user in $root/etc/passwd"
[ "$(awk -F: '$1 == "vitrine" { print $7 }' "$root/etc/passwd")" = /usr/sbin/nologin ] || fail "vitrine user can log in"
ok "system user vitrine ($uid:$gid), no login shell"

cmp -s "$bin" "$root/usr/local/bin/vitrine" || fail "installed binary differs from $bin"
[ "$(mode_owner "$root/usr/local/bin/vitrine")" = "755 0:0" ] || fail "binary mode/owner: $(mode_owner "$root/usr/local/bin/vitrine")"
[ ! -e "$root/usr/local/bin/vitrine.previous" ] || fail "deploying the same release again made it its own previous release"
cmp -s "$work/site.toml" "$root/etc/vitrine/site.toml" || fail "installed config differs"
[ "$(mode_owner "$root/etc/vitrine/site.toml")" = "640 0:$gid" ] || fail "config mode/owner: $(mode_owner "$root/etc/vitrine/site.toml")"
[ "$(mode_owner "$root/etc/vitrine/environment")" = "640 0:$gid" ] || fail "environment file mode/owner"
for installed in vitrine.service vitrine-backup.service vitrine-backup.timer; do
    cmp -s "deploy/$installed" "$root/etc/systemd/system/$installed" || fail "installed $installed differs"
done
for installed in vitrine.service vitrine.socket vitrine-backup.service vitrine-backup.timer; do
    [ "$(mode_owner "$root/etc/systemd/system/$installed")" = "644 0:0" ] || fail "$installed mode/owner"
done
[ "$(grep '^ListenStream=' "$root/etc/systemd/system/vitrine.socket")" = "ListenStream=127.0.0.1:$service_port" ] ||
    fail "vitrine.socket does not listen where site.toml says: $(grep '^ListenStream=' "$root/etc/systemd/system/vitrine.socket")"
[ "$(grep -v '^ListenStream=' deploy/vitrine.socket)" = "$(grep -v '^ListenStream=' "$root/etc/systemd/system/vitrine.socket")" ] ||
    fail "installed vitrine.socket differs beyond its address"
for wanted in multi-user.target.wants/vitrine.service sockets.target.wants/vitrine.socket timers.target.wants/vitrine-backup.timer; do
    [ "$(readlink "$root/etc/systemd/system/$wanted")" = "/etc/systemd/system/${wanted#*/}" ] || fail "${wanted#*/} is not enabled"
done
[ "$(mode_owner "$root/var/lib/vitrine")" = "750 $uid:$gid" ] || fail "data folder: $(mode_owner "$root/var/lib/vitrine")"
[ "$(mode_owner "$root/var/lib/vitrine/data")" = "750 $uid:$gid" ] || fail "data/ folder: $(mode_owner "$root/var/lib/vitrine/data")"
[ "$(mode_owner "$root/var/lib/vitrine/backups")" = "750 $uid:$gid" ] || fail "backups/ folder: $(mode_owner "$root/var/lib/vitrine/backups")"
cmp -s deploy/vitrine-ctl "$root/usr/local/sbin/vitrine-ctl" || fail "vitrine-ctl not installed"
[ "$(mode_owner "$root/usr/local/sbin/vitrine-ctl")" = "755 0:0" ] || fail "vitrine-ctl mode/owner"
ok "binary, vitrine-ctl, config, environment, units (enabled; the socket on site.toml's address), data and backups folders: contents, modes, owners"

unit=$root/etc/systemd/system/vitrine.service
# Every hardening key, with its exact value: a key that systemd would not apply is a failure.
required=(
    "User=vitrine" "Group=vitrine" "WorkingDirectory=/var/lib/vitrine"
    "ExecStart=/usr/local/bin/vitrine --config /etc/vitrine/site.toml serve"
    "KillSignal=SIGTERM" "TimeoutStopSec=30s"
    "ProtectSystem=strict" "ReadWritePaths=/var/lib/vitrine" "StateDirectory=vitrine"
    "NoNewPrivileges=yes" "PrivateTmp=yes" "ProtectHome=yes" "PrivateDevices=yes"
    "CapabilityBoundingSet=" "AmbientCapabilities=" "PrivateUsers=yes" "RestrictSUIDSGID=yes"
    "ProtectKernelTunables=yes" "ProtectKernelModules=yes" "ProtectKernelLogs=yes"
    "ProtectControlGroups=yes" "ProtectClock=yes" "ProtectHostname=yes" "ProtectProc=invisible"
    "RestrictNamespaces=yes" "RestrictRealtime=yes" "LockPersonality=yes"
    "MemoryDenyWriteExecute=yes" "SystemCallArchitectures=native"
    "SystemCallFilter=@system-service" "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX"
    "UMask=0077" "RemoveIPC=yes"
)
for line in "${required[@]}"; do
    grep -qxF "$line" "$unit" || fail "unit lacks \`$line\`"
done
[ "$(grep -c '^ReadWritePaths=' "$unit")" = 1 ] || fail "unit grants more than one ReadWritePaths"
! grep -qE '^(ReadWritePaths|BindPaths)=.*(/etc|/usr|/home)' "$unit" || fail "unit makes a system path writable"
ok "unit has its user, ProtectSystem=strict, ReadWritePaths=/var/lib/vitrine only, and ${#required[@]} hardening keys"

if command -v systemd-analyze >/dev/null; then
    # verify resolves dependencies (multi-user.target…) inside --root: give it the host's units.
    mkdir -p "$root/usr/lib/systemd"
    cp -a /usr/lib/systemd/system "$root/usr/lib/systemd/system"
    if ! out=$(systemd-analyze verify --root="$root" vitrine.service vitrine.socket vitrine-backup.service vitrine-backup.timer 2>&1) || [ -n "$out" ]; then
        fail "systemd-analyze verify: $out"
    fi
    ok "systemd-analyze verify of the four units: no error, no warning (unknown keys would warn)"
    for sandboxed in vitrine.service vitrine-backup.service; do
        exposure=$(systemd-analyze security --offline=true --root="$root" "$sandboxed" 2>&1 |
            sed -n "s/.*Overall exposure level for $sandboxed: \([0-9.]*\).*/\1/p")
        [ -n "$exposure" ] || fail "systemd-analyze security gave no exposure level for $sandboxed"
        awk -v e="$exposure" 'BEGIN { exit !(e <= 2.0) }' || fail "$sandboxed: exposure level $exposure > 2.0"
        ok "systemd-analyze security $sandboxed: exposure $exposure (≤ 2.0, 'OK'; 10 is unsandboxed)"
    done
else
    echo "test-deploy: systemd-analyze absent: the unit was checked by the static assertions above only"
fi

nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
if [ -x "$nginx_bin" ] && command -v openssl >/dev/null; then
    # The sample proxy configuration must load: nginx -t with a throwaway certificate.
    openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=example.com \
        -keyout "$work/tls.key" -out "$work/tls.crt" 2>/dev/null
    sed -e "s#/etc/letsencrypt/live/example.com/fullchain.pem#$work/tls.crt#" \
        -e "s#/etc/letsencrypt/live/example.com/privkey.pem#$work/tls.key#" \
        -e "s#/var/log/nginx/vitrine.access.log#$work/nginx-access.log#" deploy/nginx.conf >"$work/nginx-site.conf"
    printf 'pid %s/nginx.pid;\nerror_log %s/nginx-error.log;\nevents {}\nhttp {\n include %s/nginx-site.conf;\n}\n' \
        "$work" "$work" "$work" >"$work/nginx-test.conf"
    out=$("$nginx_bin" -t -q -c "$work/nginx-test.conf" -e "$work/nginx-error.log" 2>&1) || fail "deploy/nginx.conf: $out"
    ok "deploy/nginx.conf passes nginx -t"
fi

# ---- 4. the copied binary runs as the unit runs it -----------------------------------------
cleanup_service # the stand-in's service: this one is started by hand, under strace
exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
command_line=()
for word in $exec_start; do
    case "$word" in
        /*) command_line+=("$root$word") ;; # /usr/local/bin/vitrine, /etc/vitrine/site.toml
        *) command_line+=("$word") ;;
    esac
done
http_port=$(free_port)
# Under strace when present: every system call it makes is then checked against the unit's
# SystemCallFilter (a call outside it would fail with EPERM under systemd).
tracer=()
if command -v strace >/dev/null; then tracer=(strace -f -qq -o "$work/syscalls.txt"); fi
(
    cd "$root/var/lib/vitrine" # WorkingDirectory=
    exec env -i PATH=/usr/bin:/bin VITRINE_LISTEN="127.0.0.1:$http_port" RUST_LOG=info \
        "${tracer[@]}" setpriv --reuid="$uid" --regid="$gid" --clear-groups --no-new-privs "${command_line[@]}"
) >"$work/server.log" 2>&1 &
server_pid=$!
status=""
for _ in $(seq 1 100); do
    status=$(curl -s -o "$work/healthz" -w '%{http_code}' "http://127.0.0.1:$http_port/healthz" || true)
    [ "$status" = 200 ] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
done
[ "$status" = 200 ] || fail "the deployed binary does not answer /healthz with 200 (got '$status'): $(cat "$work/server.log")"
ok "deployed binary, run as vitrine from $root/var/lib/vitrine, answers /healthz 200"
home=$(curl -s -H 'Accept-Encoding: identity' "http://127.0.0.1:$http_port/?lang=fr")
grep -q '<html lang="fr"' <<<"$home" || fail "home page not served"
ok "deployed binary serves the home page (templates and translations embedded)"
db_owner=$(find "$root/var/lib/vitrine/data" -maxdepth 1 -type f -name '*.db' -printf '%U\n' | head -n 1)
[ "$db_owner" = "$uid" ] || fail "database not created in the data folder by the service user ($(ls -la "$root/var/lib/vitrine/data"))"
ok "SQLite database created in /var/lib/vitrine/data by the service user"

# The operator's backup, as vitrine-ctl runs it (the service's user, folder and config).
as_service() {
    (cd "$root/var/lib/vitrine" && env -i PATH=/usr/bin:/bin RUST_LOG=warn \
        setpriv --reuid="$uid" --regid="$gid" --clear-groups "$root/usr/local/bin/vitrine" \
        --config "$root/etc/vitrine/site.toml" "$@")
}
as_service backup "$root/var/lib/vitrine/backups/vitrine-test.db" 2>"$work/backup.log" || fail "backup: $(cat "$work/backup.log")"
[ "$(stat -c %u "$root/var/lib/vitrine/backups/vitrine-test.db")" = "$uid" ] || fail "backup not written by the service user"
as_service messages list --format json >"$work/messages.json" 2>&1 || fail "messages list: $(cat "$work/messages.json")"
ok "backup into /var/lib/vitrine/backups and messages list work as the service user, while it serves"

posted=$(curl -s -o /dev/null -w '%{http_code}' -H 'Sec-Fetch-Site: same-origin' -H 'Accept: application/json' \
    --data 'name=Camille+Test&email=camille%40example.org&organisation=&website=&message=Message+de+test+du+deploiement.' \
    "http://127.0.0.1:$http_port/contact?lang=fr")
[ "$posted" = 200 ] || fail "contact post answered $posted"
ok "a contact post is stored by the deployed binary"

# The server itself (strace's child when traced), not the tracer.
vitrine_pid=$(pgrep -P "$server_pid" | head -n 1 || true)
kill -TERM "${vitrine_pid:-$server_pid}"
code=0
wait "$server_pid" || code=$?
server_pid=""
[ "$code" = 0 ] || fail "server exited with $code on SIGTERM: $(tail -n 5 "$work/server.log")"
ok "SIGTERM: the server stops cleanly (exit 0)"

if [ ${#tracer[@]} -gt 0 ]; then
    denied=$(python3 - "$work/syscalls.txt" "$unit" "$root/usr/local/bin/vitrine" <<'PY'
import re, subprocess, sys
trace, unit, binary = sys.argv[1:4]

def expand(name, seen=()):
    if not name.startswith("@"):
        return {name}
    out = subprocess.run(["systemd-analyze", "syscall-filter", name], capture_output=True, text=True, check=True).stdout
    names = set()
    for line in out.splitlines()[1:]:
        word = line.strip().split(" ")[0]
        if word and not word.startswith("#") and word not in seen:
            names |= expand(word, seen + (name,))
    return names

allowed = set()
for line in open(unit):
    if line.startswith("SystemCallFilter="):
        words = line.split("=", 1)[1].split()
        if words[0].startswith("~"):
            words[0] = words[0][1:]
            for word in words:
                allowed -= expand(word)
        else:
            for word in words:
                allowed |= expand(word)
used, started = set(), False
for line in open(trace):
    if not started:
        started = f'execve("{binary}"' in line
        continue
    match = re.match(r"\d+\s+([a-z_0-9]+)\(", line)
    if match:
        used.add(match.group(1))
if not started or len(used) < 20:
    print("TRACE-EMPTY")
print(" ".join(sorted(used - allowed)))
PY
) || fail "cannot check the system calls"
    [ "${denied#TRACE-EMPTY}" = "$denied" ] || fail "strace recorded nothing of the server"
    [ -z "$denied" ] || fail "the server makes system calls the unit's SystemCallFilter denies: $denied"
    ok "every system call the server made (start, pages, /healthz, a contact post, stop) is allowed by the unit's SystemCallFilter"
fi

# ---- 5. the health gate and the rollback ----------------------------------------------------
answers() { [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$service_port/healthz")" = 200 ]; }
installed() { cmp -s "$1" "$root/usr/local/bin/vitrine"; }
deploy_bin() { env "${deploy_env[@]}" BIN="$1" HEALTH_TIMEOUT_SECS="${2:-30}" scripts/deploy.sh </dev/null; }
objcopy --add-section .note.vitrine-test-build=<(echo "a second build") "$bin" "$work/vitrine-next"
printf '#!/bin/sh\necho "vitrine: this release cannot start" >&2\nexit 1\n' >"$work/vitrine-exits"
printf '#!/bin/sh\nexec sleep 600\n' >"$work/vitrine-silent"
chmod 0755 "$work/vitrine-next" "$work/vitrine-exits" "$work/vitrine-silent"

deploy_bin "$work/vitrine-next" >"$work/deploy-next.log" 2>&1 || { cat "$work/deploy-next.log" >&2; fail "deploy of a new build"; }
installed "$work/vitrine-next" && cmp -s "$bin" "$root/usr/local/bin/vitrine.previous" && answers ||
    fail "the new build is not in place and healthy, with the one before as vitrine.previous"
ok "a new build: installed after /healthz answered, the one before kept as vitrine.previous"

env "${deploy_env[@]}" ${MAKE:-make} --no-print-directory rollback </dev/null >"$work/rollback.log" 2>&1 ||
    { cat "$work/rollback.log" >&2; fail "make rollback"; }
installed "$bin" && answers || fail "make rollback did not put the previous build back, healthy"
grep -q "rolled back: the previous release is in place and healthy" "$work/rollback.log" || fail "make rollback said: $(cat "$work/rollback.log")"
ok "make rollback puts the previous build back and waits for /healthz"

started=$SECONDS
if deploy_bin "$work/vitrine-exits" >"$work/deploy-exits.log" 2>&1; then fail "a release that exits at start was deployed"; fi
grep -q "FAILED: the new release did not answer /healthz; the previous release is back and healthy" "$work/deploy-exits.log" ||
    fail "the failed deploy did not say so: $(cat "$work/deploy-exits.log")"
installed "$bin" && answers || fail "the previous release is not back and answering"
ok "a release that exits at start: rolled back by the deploy in $((SECONDS - started)) s, which exits non-zero saying so"

started=$SECONDS
if deploy_bin "$work/vitrine-silent" 3 >"$work/deploy-silent.log" 2>&1; then fail "a release that never answers was deployed"; fi
grep -q "no 200 from /healthz on 127.0.0.1:$service_port within 3 s" "$work/deploy-silent.log" ||
    fail "the deploy did not give up on /healthz: $(cat "$work/deploy-silent.log")"
installed "$bin" && answers || fail "the previous release is not back after a release that never answered"
ok "a release that never answers /healthz: rolled back after HEALTH_TIMEOUT_SECS=3 ($((SECONDS - started)) s in all)"
cleanup_service

echo "test-deploy: all checks passed"
