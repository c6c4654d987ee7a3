#!/usr/bin/env bash
# A throwaway Debian 12 virtual machine with systemd, to deploy the site to as to a real server.
#
#   scripts/vm.sh up      builds the image when it is not cached, boots a fresh machine from it
#                         and prints KEY=VALUE lines: ACCEL, HOST, SSH_PORT, SSH_KEY, SSH_OPTS,
#                         HTTP_PORT (a loopback port forwarded to port 8080 on the machine)
#   scripts/vm.sh down    stops it (everything written on it is gone)
#   scripts/vm.sh image   builds the image only
#
# The image (Debian's mmdebstrap: systemd, openssh-server, curl, sudo, the kernel of
# linux-image-amd64) is built once, as root, into VM_CACHE (default /var/cache/vitrine-vm),
# outside the repository, under a name derived from this recipe: changing the recipe builds a
# new one. It has a user `deploy` with passwordless sudo, reached with a key made for the
# image; its host key is recorded beside it, so ssh checks it (HostKeyAlias=vitrine-vm).
#
# The machine runs in QEMU with its disk in snapshot mode (writes last until `down`, across
# reboots of the guest), the kernel booted directly with `net.ifnames=0` (the network is eth0,
# by DHCP from QEMU's user network). KVM is used when the guest boots under it; on machines
# where /dev/kvm exists but guests hang in early boot, it falls back to TCG (emulation), and
# says which it used. VM_ACCEL=tcg or VM_ACCEL=kvm chooses.
#
# State of the running machine (pid, console log, the printed lines): target/vm/ in this
# checkout.
set -euo pipefail

cd "$(dirname "$0")/.."
state=target/vm
cache=${VM_CACHE:-/var/cache/vitrine-vm}
mirror=${VM_MIRROR:-http://deb.debian.org/debian}
suite=bookworm
packages=systemd,systemd-sysv,udev,dbus,openssh-server,curl,sudo,procps,linux-image-amd64
memory=${VM_MEMORY:-1024}

say() { printf 'vm: %s\n' "$*" >&2; }
die() { printf 'vm: %s\n' "$*" >&2; exit 1; }

# Everything the image is made of: a change here names a new image.
customize_rootfs() {
    local rootfs=$1 key=$2
    echo vitrine-vm >"$rootfs/etc/hostname"
    printf '127.0.0.1\tlocalhost\n127.0.1.1\tvitrine-vm\n::1\tlocalhost ip6-localhost ip6-loopback\n' >"$rootfs/etc/hosts"
    echo 'LABEL=vitrine-root / ext4 errors=remount-ro 0 1' >"$rootfs/etc/fstab"
    mkdir -p "$rootfs/etc/systemd/network"
    printf '[Match]\nName=eth0\n\n[Network]\nDHCP=ipv4\n' >"$rootfs/etc/systemd/network/20-eth0.network"
    systemctl --root="$rootfs" enable systemd-networkd.service >/dev/null 2>&1
    # Keys only.
    printf 'PasswordAuthentication no\nKbdInteractiveAuthentication no\nPermitRootLogin no\n' \
        >"$rootfs/etc/ssh/sshd_config.d/vitrine-vm.conf"
    chroot "$rootfs" useradd --create-home --shell /bin/bash deploy
    install -d -m 0700 -o 1000 -g 1000 "$rootfs/home/deploy/.ssh"
    install -m 0600 -o 1000 -g 1000 "$key.pub" "$rootfs/home/deploy/.ssh/authorized_keys"
    echo 'deploy ALL=(ALL) NOPASSWD:ALL' >"$rootfs/etc/sudoers.d/deploy"
    chmod 0440 "$rootfs/etc/sudoers.d/deploy"
}

recipe_id() {
    { echo "$suite $packages"; declare -f customize_rootfs build_image; } | sha256sum | cut -c1-12
}

image_dir() { echo "$cache/debian12-$(recipe_id)"; }

build_image() {
    local dir tmp started=$SECONDS
    dir=$(image_dir)
    [ "$(id -u)" = 0 ] || die "building the image needs root (mmdebstrap, file owners); run as root once"
    for tool in mmdebstrap mkfs.ext4 ssh-keygen; do
        command -v "$tool" >/dev/null || die "$tool not found (make vm-tools installs what is needed)"
    done
    mkdir -p "$cache"
    tmp=$(mktemp -d "$cache/build.XXXXXX")
    say "building the Debian 12 image into $dir (about 2-3 minutes; mirror $mirror)"
    ssh-keygen -q -t ed25519 -N '' -C vitrine-vm-client -f "$tmp/id_ed25519"
    if ! mmdebstrap --variant=apt --include="$packages" "$suite" "$tmp/root" "$mirror" >"$tmp/mmdebstrap.log" 2>&1; then
        tail -n 20 "$tmp/mmdebstrap.log" >&2
        rm -rf "$tmp"
        die "mmdebstrap failed"
    fi
    customize_rootfs "$tmp/root" "$tmp/id_ed25519"
    cp "$tmp"/root/boot/vmlinuz-* "$tmp/vmlinuz"
    cp "$tmp"/root/boot/initrd.img-* "$tmp/initrd.img"
    echo "vitrine-vm $(cut -d' ' -f1,2 "$tmp/root/etc/ssh/ssh_host_ed25519_key.pub")" >"$tmp/known_hosts"
    mkfs.ext4 -q -F -L vitrine-root -d "$tmp/root" "$tmp/disk.raw" 3G
    rm -rf "$tmp/root"
    rm -rf "$dir"
    mv "$tmp" "$dir"
    say "image built in $((SECONDS - started)) s"
}

ensure_image() {
    mkdir -p "$cache"
    # One build at a time, whoever asks.
    exec 9>"$cache/.lock"
    flock 9
    [ -f "$(image_dir)/disk.raw" ] || build_image
    flock -u 9
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

ssh_opts() {
    local dir
    dir=$(image_dir)
    echo "-i $dir/id_ed25519 -o IdentitiesOnly=yes -o UserKnownHostsFile=$dir/known_hosts -o HostKeyAlias=vitrine-vm -o StrictHostKeyChecking=yes -o LogLevel=ERROR"
}

stop_qemu() {
    local pid
    [ -f "$state/qemu.pid" ] || return 0
    pid=$(cat "$state/qemu.pid")
    if kill "$pid" 2>/dev/null; then
        for _ in $(seq 1 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$state/qemu.pid"
}

# Starts QEMU with `accel`; returns once the process runs (not the guest).
start_qemu() {
    local accel=$1 dir
    dir=$(image_dir)
    rm -f "$state/console.log"
    qemu-system-x86_64 -name vitrine-vm -accel "$accel" -m "$memory" -smp 2 \
        -kernel "$dir/vmlinuz" -initrd "$dir/initrd.img" \
        -append "root=LABEL=vitrine-root rw console=ttyS0 net.ifnames=0" \
        -drive "file=$dir/disk.raw,format=raw,if=virtio,snapshot=on" \
        -netdev "user,id=net0,hostfwd=tcp:127.0.0.1:$ssh_port-:22,hostfwd=tcp:127.0.0.1:$http_port-:8080" \
        -device virtio-net-pci,netdev=net0 -device virtio-rng-pci \
        -serial "file:$state/console.log" -display none -monitor none \
        -daemonize -pidfile "$state/qemu.pid" 2>"$state/qemu.log"
}

# Waits until the guest takes an SSH login, at most `limit` seconds.
wait_ssh() {
    local limit=$1 started=$SECONDS
    # shellcheck disable=SC2046
    while [ $((SECONDS - started)) -lt "$limit" ]; do
        [ -f "$state/qemu.pid" ] && kill -0 "$(cat "$state/qemu.pid")" 2>/dev/null || return 1
        # QEMU takes the connection before the guest can: bound the whole attempt.
        if timeout 15 ssh -p "$ssh_port" -o BatchMode=yes -o ConnectTimeout=3 $(ssh_opts) deploy@127.0.0.1 true </dev/null 2>/dev/null; then
            return 0
        fi
        sleep 1
    done
    return 1
}

# KVM's guests hang before the kernel's first line on some machines: give it a few seconds to
# print one, then the whole boot.
try_kvm() {
    [ -r /dev/kvm ] && [ -w /dev/kvm ] || { kvm_verdict="no /dev/kvm"; return 1; }
    start_qemu kvm || { kvm_verdict="QEMU refused KVM: $(tr '\n' ' ' <"$state/qemu.log")"; return 1; }
    for _ in $(seq 1 30); do
        grep -q 'Linux version' "$state/console.log" 2>/dev/null && break
        sleep 0.25
    done
    if ! grep -q 'Linux version' "$state/console.log" 2>/dev/null; then
        kvm_verdict="the guest printed nothing within 7 s under KVM"
        stop_qemu
        return 1
    fi
    if ! wait_ssh 90; then
        kvm_verdict="the guest did not reach SSH under KVM"
        stop_qemu
        return 1
    fi
}

up() {
    command -v qemu-system-x86_64 >/dev/null || die "qemu-system-x86_64 not found (make vm-tools installs it)"
    ensure_image
    mkdir -p "$state"
    stop_qemu
    ssh_port=$(free_port)
    http_port=$(free_port)
    local started=$SECONDS accel=tcg kvm_verdict="not tried (VM_ACCEL=tcg)"
    if [ "${VM_ACCEL:-}" != tcg ] && try_kvm; then
        accel=kvm
    else
        [ "${VM_ACCEL:-}" = kvm ] && die "VM_ACCEL=kvm, but $kvm_verdict"
        [ "${VM_ACCEL:-}" = tcg ] || say "KVM not used: $kvm_verdict; booting with TCG (emulation)"
        start_qemu tcg || die "QEMU did not start: $(cat "$state/qemu.log")"
        wait_ssh 300 || { tail -n 20 "$state/console.log" >&2; stop_qemu; die "the guest did not reach SSH within 300 s"; }
    fi
    local seconds=$((SECONDS - started))
    say "booted with $accel: SSH answers after $seconds s"
    {
        echo "ACCEL=$accel"
        echo "BOOT_SECONDS=$seconds"
        echo "HOST=deploy@127.0.0.1"
        echo "SSH_PORT=$ssh_port"
        echo "SSH_KEY=$(image_dir)/id_ed25519"
        echo "SSH_OPTS=$(ssh_opts)"
        echo "HTTP_PORT=$http_port"
    } | tee "$state/env"
}

down() {
    if [ -f "$state/qemu.pid" ]; then
        stop_qemu
        say "stopped"
    else
        say "not running"
    fi
    rm -f "$state/env"
}

case "${1:-}" in
    up) up ;;
    down) down ;;
    image) ensure_image ;;
    *) echo "usage: scripts/vm.sh up|down|image" >&2; exit 2 ;;
esac
