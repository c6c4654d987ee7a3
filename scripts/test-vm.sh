#!/usr/bin/env bash
# make test-vm: `make deploy` to a real Debian 12 machine (scripts/vm.sh, QEMU) and what only a
# real systemd shows:
#   1. the first deploy: the socket and the service active and enabled, the process running as
#      `vitrine` in its sandbox (no new privileges, no capabilities, a system-call filter, its
#      own mount namespace), `systemd-analyze security` exposure at most 1.5, /healthz from
#      outside the machine, the log in the journal, /metrics on loopback only;
#   2. while two clients send requests without pause: the same release again (idempotent: no
#      file changes, the operator's environment kept), then a new build: no request fails nor
#      has to be sent again; then `make rollback` puts the first build back;
#   3. while they still do: a release that exits at start is rolled back by the deploy itself,
#      which exits non-zero and says so; no request fails nor has to be sent again;
#   4. the daily backup (its timer enabled; the service run three times, two copies kept, each
#      checked) and `vitrine-ctl backup restore`;
#   5. a reboot of the machine: the site answers again, the data is there.
# Prints its figures (boot time, deploy times, requests and failures, exposure) at the end.
# Runs as root (the image is built by mmdebstrap); VM_KEEP=1 leaves the machine running.
set -euo pipefail

cd "$(dirname "$0")/.."
bin=target/release/vitrine
work=target/vm/test
started_all=$SECONDS

fail() { echo "test-vm: FAIL: $*" >&2; exit 1; }
ok() { echo "test-vm: ok - $*"; }
figures=()
figure() { figures+=("$1"); echo "test-vm: $1"; }

[ "$(id -u)" = 0 ] || fail "must run as root (the machine's image is built with mmdebstrap)"
[ -x "$bin" ] || fail "$bin not built (make build)"

rm -rf "$work"
mkdir -p "$work"
load_pid=""
cleanup() {
    if [ -n "$load_pid" ]; then
        touch "$work/stop-load"
        wait "$load_pid" 2>/dev/null || true
    fi
    if [ "${VM_KEEP:-}" != 1 ]; then scripts/vm.sh down >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT

# ---- the machine ---------------------------------------------------------------------------
scripts/vm.sh up >"$work/vm.env"
while IFS= read -r line; do
    declare "${line%%=*}=${line#*=}"
done <"$work/vm.env"
figure "machine: Debian 12 under QEMU with $ACCEL, SSH after $BOOT_SECONDS s"
# QEMU accepts the connection for the machine even while it is down (rebooting): the timeout
# is for the whole command, not only the connection.
# shellcheck disable=SC2086
vm() { timeout 120 ssh -p "$SSH_PORT" -o BatchMode=yes -o ConnectTimeout=10 $SSH_OPTS "$HOST" "$@" </dev/null; }
site=http://127.0.0.1:$HTTP_PORT
healthz() { curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$site/healthz"; }
await_healthz() { # tries, pause (s), when → waits for /healthz to answer 200, else fails
    for _ in $(seq 1 "$1"); do
        [ "$(healthz)" = 200 ] && return
        sleep "$2"
    done
    fail "/healthz $3"
}

# The shipped configuration, answering on every address of the machine (QEMU forwards
# HTTP_PORT to its eth0), two dated backups kept.
sed -e 's/^listen = .*/listen = "0.0.0.0:8080"/' -e 's/^keep = 14$/keep = 2/' config/site.toml >"$work/site.toml"
grep -q '^keep = 2$' "$work/site.toml" || fail "config/site.toml's [backup] changed shape"

# A new build: the same program with one more note section, so a different file.
objcopy --add-section .note.vitrine-test-build=<(echo "a second build") "$bin" "$work/vitrine-next"
# A release that exits at start, as one with a fatal start-up error does.
printf '#!/bin/sh\necho "vitrine: this release cannot start" >&2\nexit 1\n' >"$work/vitrine-broken"
chmod 0755 "$work/vitrine-next" "$work/vitrine-broken"

# Through the script `make deploy` runs after building, so every deploy ships exactly the binary
# named; the first one goes through `make deploy` itself.
deploy() { # the binary to ship
    BIN=$1 HOST=$HOST SSH_PORT=$SSH_PORT SSH_OPTS=$SSH_OPTS CONFIG=$work/site.toml scripts/deploy.sh </dev/null
}
remote_sum() { vm "sudo sha256sum $1 | cut -d' ' -f1"; }
local_sum() { sha256sum "$1" | cut -d' ' -f1; }

# ---- 1. the first deploy, under the real systemd -------------------------------------------
# `make test-vm` has just built the binary (its prerequisite): `-o build` keeps `make deploy`
# from building it again (its assets step rewrites static/dist, and cargo then rebuilds).
started=$SECONDS
${MAKE:-make} --no-print-directory -o build deploy HOST="$HOST" SSH_PORT="$SSH_PORT" SSH_OPTS="$SSH_OPTS" CONFIG="$work/site.toml" \
    </dev/null >"$work/deploy1.log" 2>&1 || { cat "$work/deploy1.log" >&2; fail "first make deploy"; }
figure "first deploy (make deploy): $((SECONDS - started)) s"
grep -q "the new release is in place and healthy" "$work/deploy1.log" || fail "first deploy did not report health: $(cat "$work/deploy1.log")"
[ "$(remote_sum /usr/local/bin/vitrine)" = "$(local_sum "$bin")" ] || fail "the installed binary is not the one built"
ok "make deploy HOST=$HOST SSH_PORT=$SSH_PORT SSH_OPTS=\"-i …\": installed, healthy"

for unit in vitrine.socket vitrine.service vitrine-backup.timer; do
    [ "$(vm systemctl is-active $unit)" = active ] || fail "$unit is not active: $(vm systemctl status $unit --no-pager || true)"
    [ "$(vm systemctl is-enabled $unit)" = enabled ] || fail "$unit is not enabled"
done
ok "vitrine.socket, vitrine.service and vitrine-backup.timer active and enabled"
[ "$(vm "systemctl show -p Listen --value vitrine.socket")" = "0.0.0.0:8080 (Stream)" ] ||
    fail "vitrine.socket listens on $(vm "systemctl show -p Listen --value vitrine.socket")"
ok "vitrine.socket listens where site.toml says (0.0.0.0:8080)"

pid=$(vm systemctl show -p MainPID --value vitrine.service)
[ "$pid" -gt 0 ] || fail "no main process"
[ "$(vm stat -c %U "/proc/$pid")" = vitrine ] || fail "the service runs as $(vm stat -c %U "/proc/$pid")"
status=$(vm sudo cat "/proc/$pid/status")
grep -qP '^NoNewPrivs:\t1$' <<<"$status" || fail "NoNewPrivs not set"
grep -qP '^Seccomp:\t2$' <<<"$status" || fail "no system-call filter"
grep -qP '^CapEff:\t0000000000000000$' <<<"$status" || fail "capabilities: $(grep CapEff <<<"$status")"
[ "$(vm sudo readlink "/proc/$pid/ns/mnt")" != "$(vm sudo readlink /proc/1/ns/mnt)" ] || fail "no mount namespace of its own (ProtectSystem not applied)"
ok "the process runs as vitrine: no new privileges, no capabilities, seccomp filter, its own mount namespace"
vm "sudo nsenter -t $pid -m sh -c 'touch /etc/vitrine-was-here'" 2>/dev/null && fail "/etc is writable in the service's namespace"
vm "sudo nsenter -t $pid -m sh -c 'touch /var/lib/vitrine/data/.writable && rm /var/lib/vitrine/data/.writable'" ||
    fail "/var/lib/vitrine is not writable in the service's namespace"
ok "in the service's mount namespace /etc is read-only and /var/lib/vitrine writable"

exposure=$(vm systemd-analyze security vitrine.service --no-pager 2>&1 |
    sed -n 's/.*Overall exposure level for vitrine.service: \([0-9.]*\).*/\1/p')
[ -n "$exposure" ] || fail "systemd-analyze security gave no exposure level"
awk -v e="$exposure" 'BEGIN { exit !(e <= 1.5) }' || fail "exposure $exposure > 1.5"
figure "systemd-analyze security vitrine.service: exposure $exposure (at most 1.5)"

[ "$(healthz)" = 200 ] || fail "/healthz from outside the machine"
# (Whole answers kept before grep -q: under pipefail, a writer cut short by grep's early exit fails the line.)
home=$(curl -s -H 'Accept-Encoding: identity' "$site/?lang=ar")
grep -q '<html lang="ar" dir="rtl"' <<<"$home" || fail "the Arabic home page"
ok "/healthz answers 200 and the Arabic home page is served through $site"
journal=$(vm sudo journalctl -u vitrine.service -o cat --no-pager)
grep -q "serving on the socket systemd passed" <<<"$journal" || fail "the journal lacks the start line: $journal"
grep -q 'path=/healthz status=200' <<<"$journal" || fail "the journal lacks the request lines"
ok "the journal has the service's start on the passed socket and one line per request"
metrics=$(vm curl -fsS http://127.0.0.1:9464/metrics)
grep -q '^vitrine_http_requests_total{route="/healthz",method="GET",status="200"} ' <<<"$metrics" || fail "metrics lack /healthz: $metrics"
grep -q '^vitrine_process_resident_memory_bytes ' <<<"$metrics" || fail "metrics lack memory"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$site/metrics")" = 404 ] || fail "/metrics answered on the public listener"
ok "/metrics on 127.0.0.1:9464 of the machine only (404 on the public port)"

# ---- 2. deploys under load: the same release, a new build; then make rollback ----------------
start_load() {
    rm -f "$work/stop-load"
    python3 scripts/request-loop.py "$site/" "$work/stop-load" >"$work/$1.json" &
    load_pid=$!
    sleep 2
}
stop_load() {
    touch "$work/stop-load"
    wait "$load_pid" || fail "the request loop crashed"
    load_pid=""
}
summarise() { # name → prints the summary line, fails on any request failed or sent twice
    python3 - "$work/$1.json" "$1" <<'PY'
import json, sys
seen = json.load(open(sys.argv[1]))
total = {k: sum(c[k] for c in seen.values()) for k in ("answered", "failed", "resent")}
print(f"{sys.argv[2]}: {total['answered']} requests answered, {total['failed']} failed, "
      f"{total['resent']} sent again after the server closed a kept-alive connection; "
      + "; ".join(f"{name}: {c['answered']} answered by {c['processes']} processes, longest wait {c['longest_wait_ms']} ms"
                  for name, c in seen.items()))
for name, c in seen.items():
    if c["failed"] or c["resent"]:
        print(f"{name} failures: {c['failures']}, sent again: {c['resent']}", file=sys.stderr)
        sys.exit(1)
PY
}

vm "echo '# the operator line' | sudo tee -a /etc/vitrine/environment >/dev/null"
listing() { vm "sudo sha256sum /usr/local/bin/vitrine /usr/local/bin/vitrine.previous /etc/vitrine/site.toml /etc/vitrine/environment /etc/systemd/system/vitrine.service /etc/systemd/system/vitrine.socket 2>&1; sudo stat -c '%n %a %U:%G' /usr/local/bin/vitrine /etc/vitrine/site.toml /var/lib/vitrine /var/lib/vitrine/data /var/lib/vitrine/backups"; }
before=$(listing)
start_load deploys
started=$SECONDS
deploy "$bin" >"$work/deploy2.log" 2>&1 || { cat "$work/deploy2.log" >&2; fail "second deploy of the same release"; }
figure "second deploy, the same release: $((SECONDS - started)) s"
[ "$(listing)" = "$before" ] || fail "the second deploy changed files: $(diff <(echo "$before") <(listing) || true)"
vm "sudo grep -q 'the operator line' /etc/vitrine/environment" || fail "the operator's environment was overwritten"
ok "the same release again changes no file (binary, previous, configuration, units, modes) and keeps /etc/vitrine/environment"

started=$SECONDS
deploy "$work/vitrine-next" >"$work/deploy3.log" 2>&1 || { cat "$work/deploy3.log" >&2; fail "deploy of a new build"; }
figure "third deploy, a new build: $((SECONDS - started)) s"
[ "$(remote_sum /usr/local/bin/vitrine)" = "$(local_sum "$work/vitrine-next")" ] || fail "the new build is not in place"
[ "$(remote_sum /usr/local/bin/vitrine.previous)" = "$(local_sum "$bin")" ] || fail "the previous build was not kept"
ok "a new build in place, the one before kept as vitrine.previous"

sleep 2
stop_load
summary=$(summarise deploys) || fail "requests failed during the deploys: $summary"
figure "$summary"

started=$SECONDS
${MAKE:-make} --no-print-directory rollback HOST="$HOST" SSH_PORT="$SSH_PORT" SSH_OPTS="$SSH_OPTS" </dev/null >"$work/rollback.log" 2>&1 ||
    { cat "$work/rollback.log" >&2; fail "make rollback"; }
figure "make rollback: $((SECONDS - started)) s"
[ "$(remote_sum /usr/local/bin/vitrine)" = "$(local_sum "$bin")" ] || fail "make rollback did not put the previous build back"
ok "make rollback puts the previous build back, healthy"

# ---- 3. a release that exits at start ------------------------------------------------------
start_load broken
started=$SECONDS
if deploy "$work/vitrine-broken" >"$work/deploy4.log" 2>&1; then
    cat "$work/deploy4.log" >&2
    fail "the deploy of a release that exits at start succeeded"
fi
figure "deploy of a release that exits at start, rolled back by itself: exit non-zero after $((SECONDS - started)) s"
grep -q "FAILED: the new release did not answer /healthz; the previous release is back and healthy" "$work/deploy4.log" ||
    fail "the failed deploy did not say it rolled back: $(cat "$work/deploy4.log")"
[ "$(remote_sum /usr/local/bin/vitrine)" = "$(local_sum "$bin")" ] || fail "the previous release is not back"
[ "$(vm systemctl is-active vitrine.service)" = active ] || fail "vitrine.service is not active after the rollback"
journal=$(vm sudo journalctl -u vitrine.service -o cat --no-pager)
grep -q "this release cannot start" <<<"$journal" || fail "the broken release's message is not in the journal"
sleep 2
stop_load
summary=$(summarise broken) || fail "requests failed while a broken release was rolled back: $summary"
figure "$summary"
ok "the broken release was rolled back by the deploy, which said so; the site kept answering"

# ---- 4. backups ----------------------------------------------------------------------------
post() { # n → HTTP status of a contact post from outside
    curl -s -o /dev/null -w '%{http_code}' -H 'Sec-Fetch-Site: same-origin' -H 'Accept: application/json' \
        --data "name=Camille+VM&email=camille$1%40example.org&organisation=&website=&message=Message+num%C3%A9ro+$1+sur+la+machine." \
        "$site/contact?lang=fr"
}
messages() { vm "sudo vitrine-ctl messages list --format json" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))'; }
[ "$(post 1)" = 200 ] || fail "a contact post"
for _ in 1 2 3; do
    vm sudo systemctl start vitrine-backup.service || fail "vitrine-backup.service: $(vm sudo journalctl -u vitrine-backup.service -o cat --no-pager | tail -n 5)"
    sleep 1.1
done
copies=$(vm "sudo find /var/lib/vitrine/backups -maxdepth 1 -name 'vitrine-*Z.db' -user vitrine -printf '%f\n'" | sort)
[ "$(wc -l <<<"$copies")" = 2 ] || fail "expected 2 dated copies (keep = 2), found: $copies"
[ "$(vm sudo journalctl -u vitrine-backup.service -o cat --no-pager | grep -c 'integrity ok')" = 3 ] ||
    fail "the backup service did not report three checked copies"
ok "vitrine-backup.service, three times: two dated copies kept, owned by vitrine, each checked (integrity ok)"
newest=$(tail -n 1 <<<"$copies")
[ "$(post 2)" = 200 ] || fail "a second contact post"
[ "$(messages)" = 2 ] || fail "two messages expected before the restore"
vm "sudo vitrine-ctl backup restore /var/lib/vitrine/backups/$newest" >"$work/restore.log" 2>&1 || fail "restore: $(cat "$work/restore.log")"
[ "$(messages)" = 1 ] || fail "the restored database does not hold exactly the message of the copy"
data_files=$(vm "sudo ls /var/lib/vitrine/data")
grep -q '^vitrine.db.before-restore-' <<<"$data_files" || fail "the replaced database was not kept aside: $data_files"
await_healthz 40 0.5 "after the restore"
ok "vitrine-ctl backup restore: the copy in place, the replaced file kept aside, the site answering again"

# ---- 5. a reboot ---------------------------------------------------------------------------
boot=$(vm cat /proc/sys/kernel/random/boot_id)
started=$SECONDS
vm sudo systemctl reboot || true
while [ $((SECONDS - started)) -lt 300 ]; do
    now=$(timeout 15 ssh -p "$SSH_PORT" -o BatchMode=yes -o ConnectTimeout=5 $SSH_OPTS "$HOST" cat /proc/sys/kernel/random/boot_id </dev/null 2>/dev/null || true)
    [ -n "$now" ] && [ "$now" != "$boot" ] && break
    sleep 2
done
[ -n "$now" ] && [ "$now" != "$boot" ] || fail "the machine did not come back after a reboot"
await_healthz 60 1 "after a reboot"
figure "reboot of the machine: /healthz answers again after $((SECONDS - started)) s"
[ "$(vm systemctl is-active vitrine.service)" = active ] || fail "vitrine.service not active after the reboot"
[ "$(vm systemctl is-active vitrine-backup.timer)" = active ] || fail "vitrine-backup.timer not active after the reboot"
[ "$(messages)" = 1 ] || fail "the data did not survive the reboot"
journal=$(vm sudo journalctl -b -u vitrine.service -o cat --no-pager)
grep -q "serving on the socket systemd passed" <<<"$journal" || fail "this boot's journal lacks the service's start"
ok "after a reboot: the socket, the service and the timer are back, the data is there, the journal has this boot's start"

echo "test-vm: all passed in $((SECONDS - started_all)) s"
printf 'test-vm: figure: %s\n' "${figures[@]}"
