#!/usr/bin/env bash
# Deploys the release binary and its configuration to a machine over SSH, or puts the
# previous release back.
#
#   make deploy HOST=user@host [SSH_PORT=22] [DEPLOY_ROOT=/] [CONFIG=config/site.toml]
#   make rollback HOST=user@host [SSH_PORT=22]                 (ACTION=rollback)
#
# `make deploy` builds the release first (templates, translations and assets are inside the
# binary). This script copies the binary, the configuration, the systemd units and
# deploy/install.sh into a staging folder on the host, then runs install.sh there as root
# (through sudo when HOST is not root): it restarts the service and waits for /healthz, and
# puts the previous release back when the new one does not answer (this script then exits
# non-zero). The host must run systemd, on the same CPU architecture and a glibc at least as
# recent as the build machine's.
#
# Environment: SSH_OPTS (extra ssh/scp options, e.g. "-i key"), SYSTEMCTL, DEPLOY_ROOT and
# HEALTH_TIMEOUT_SECS (passed to install.sh; the deploy test installs into a temporary root),
# BIN (binary path), ACTION (deploy or rollback).
set -euo pipefail

cd "$(dirname "$0")/.."

host=${HOST:-${1:-}}
port=${SSH_PORT:-22}
root=${DEPLOY_ROOT:-/}
config=${CONFIG:-config/site.toml}
bin=${BIN:-target/release/vitrine}
systemctl_cmd=${SYSTEMCTL:-systemctl}
action=${ACTION:-deploy}
health_timeout=${HEALTH_TIMEOUT_SECS:-30}
read -r -a ssh_opts <<<"${SSH_OPTS:-}"

if [ -z "$host" ]; then
    echo "usage: make deploy HOST=user@host [SSH_PORT=22] [DEPLOY_ROOT=/]" >&2
    exit 2
fi
units=(deploy/vitrine.service deploy/vitrine.socket deploy/vitrine-backup.service deploy/vitrine-backup.timer deploy/vitrine.sysusers)
case "$action" in
    deploy) needed=("$bin" "$config" "${units[@]}" deploy/environment deploy/vitrine-ctl deploy/install.sh) ;;
    rollback) needed=("${units[@]}" deploy/install.sh) ;;
    *) echo "deploy: ACTION must be deploy or rollback" >&2; exit 2 ;;
esac
for file in "${needed[@]}"; do
    [ -f "$file" ] || { echo "deploy: missing $file (run through make deploy, which builds it)" >&2; exit 1; }
done
case "$root" in
    /*) ;;
    *) echo "deploy: DEPLOY_ROOT must be an absolute path" >&2; exit 2 ;;
esac

ssh_base=(-p "$port" -o BatchMode=yes -o ConnectTimeout=10 "${ssh_opts[@]}")
scp_base=(-P "$port" -o BatchMode=yes -o ConnectTimeout=10 "${ssh_opts[@]}")
# A sudo password prompt needs a terminal; allow it when we have one.
if [ -t 0 ]; then
    ssh_base=(-t "${ssh_base[@]/BatchMode=yes/BatchMode=no}")
    scp_base=("${scp_base[@]/BatchMode=yes/BatchMode=no}")
fi

started=$SECONDS
if [ "$action" = deploy ]; then
    echo "deploy: $bin ($(du -h "$bin" | cut -f1)) and $config to $host:$port, root $root"
else
    echo "deploy: putting the previous release back on $host:$port, root $root"
fi
staging=$(ssh "${ssh_base[@]}" "$host" 'mktemp -d /tmp/vitrine-deploy.XXXXXX')
cleanup() { ssh "${ssh_base[@]}" "$host" "rm -rf '$staging'" >/dev/null 2>&1 || true; }
trap cleanup EXIT

if [ "$action" = deploy ]; then
    scp -q "${scp_base[@]}" "$bin" "$host:$staging/vitrine"
    scp -q "${scp_base[@]}" "$config" "$host:$staging/site.toml"
    scp -q "${scp_base[@]}" "${units[@]}" deploy/environment deploy/vitrine-ctl deploy/install.sh "$host:$staging/"
    install_args=
else
    scp -q "${scp_base[@]}" "${units[@]}" deploy/install.sh "$host:$staging/"
    install_args=--rollback
fi

# printf %q: the values travel through the remote shell unchanged.
remote_env=$(printf 'DEPLOY_ROOT=%q SYSTEMCTL=%q HEALTH_TIMEOUT_SECS=%q' "$root" "$systemctl_cmd" "$health_timeout")
status=0
ssh "${ssh_base[@]}" "$host" \
    "if [ \"\$(id -u)\" = 0 ]; then sudo=; else sudo=sudo; fi; \$sudo env $remote_env bash '$staging/install.sh' $install_args" ||
    status=$?
if [ "$status" != 0 ]; then
    echo "deploy: $action FAILED on $host after $((SECONDS - started)) s (see the lines above)" >&2
    exit "$status"
fi
echo "deploy: $action done in $((SECONDS - started)) s"
