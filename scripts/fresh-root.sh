#!/usr/bin/env bash
# Issue 11's check, "on a fresh clone in a fresh container of this machine kind with no Chromium,
# `npm ci && npm test` passes", without a container engine: a Debian bookworm root made by
# debootstrap in a folder, entered with chroot. It shares the host's network, so the host's
# PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) are the ones the suites reach.
#
#   sudo bash scripts/fresh-root.sh build
#       debootstrap bookworm (minbase, plus ca-certificates and git) into $FRESH_ROOT, default
#       /work/fresh-root (outside any clone), with the host's apt sources, DNS, npm settings and
#       Node.js copied in. No Chromium: `npm test` has to install it. Run again to start afresh.
#   sudo bash scripts/fresh-root.sh check <repo> <commit> [command]
#       clones <commit> of <repo> (a git directory or work tree on the host, mounted read-only)
#       into $FRESH_ROOT/work/specgate, mounts the host's /work/shared read-only beside it (the
#       suites read ../shared), and runs there as root: command, default "npm ci && npm test".
#   sudo bash scripts/fresh-root.sh no-apt <repo> <commit>
#       the second case: the same clone and `npm ci`, then `npm test` with apt-get made unavailable
#       (an empty, non-executable file mounted over /usr/bin/apt-get for this run only). It must
#       stop within 10 seconds with one line saying what to run; this says whether it did.
#   sudo bash scripts/fresh-root.sh reset
#       takes back what a check left: Chromium and what apt installed with it (purged), the package
#       lists, the clone. Quicker than `build`; `build` is the one that is fresh for certain.
#   sudo bash scripts/fresh-root.sh shell
#       a shell in the root, with the same mounts.
#
# Everything mounted is unmounted on exit. Chromium installed by one check stays in the root
# until `reset` or `build`.
set -euo pipefail

root="${FRESH_ROOT:-/work/fresh-root}"
shared="${FRESH_SHARED:-/work/shared}"
suite="bookworm"
mirror="http://deb.debian.org/debian"

die() {
  echo "fresh-root: $*" >&2
  exit 1
}
[ "$EUID" -eq 0 ] || die "run as root (debootstrap, mount and chroot need it)"

build() {
  command -v debootstrap >/dev/null || { apt-get install -y -qq debootstrap >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq debootstrap; }; }
  if [ -e "$root" ]; then
    unmount_all
    ! grep -q " $root/" /proc/mounts || die "something is still mounted under $root: see /proc/mounts"
    echo "removing the previous root at $root" >&2
    rm -rf --one-file-system "$root"
  fi
  debootstrap --variant=minbase --include=ca-certificates,git "$suite" "$root" "$mirror"

  # apt: the host's sources (bookworm, -updates, -security), so apt installs what the host would.
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$root/etc/apt/sources.list.d/debian.sources"
    : >"$root/etc/apt/sources.list"
  fi
  # A fresh machine has no package lists until someone runs apt-get update: neither does this root.
  rm -rf "$root"/var/lib/apt/lists/*
  mkdir -p "$root/var/lib/apt/lists/partial"

  # Node.js: the host's installation (the nodejs package's binary, headers and npm).
  local node npm_dir
  node="$(readlink -f "$(command -v node)")"
  npm_dir="$(dirname "$(readlink -f "$(command -v npm)")")/.."
  npm_dir="$(readlink -f "$npm_dir")"
  install -D -m 0755 "$node" "$root/usr/bin/node"
  mkdir -p "$root/usr/lib/node_modules" "$root/usr/include"
  cp -a "$npm_dir" "$root/usr/lib/node_modules/npm"
  [ -d /usr/lib/node_modules/corepack ] && cp -a /usr/lib/node_modules/corepack "$root/usr/lib/node_modules/"
  [ -d /usr/include/node ] && cp -a /usr/include/node "$root/usr/include/"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/bin/npx"
  mkdir -p "$root/work"

  mount_system
  host_settings
  inside 'node --version && npm --version && git --version && command -v apt-get && test ! -e /usr/bin/chromium && echo "no chromium: as on a fresh machine"'
  echo "fresh root ready at $root" >&2
}

# What a machine of this kind has beyond Debian, refreshed before every run: DNS, the extra CA
# certificates (the network's egress proxy signs with one; npm and git need it), the npm settings
# (registry, CA file) without credentials (lines naming a token or password are left out).
host_settings() {
  cp -L /etc/resolv.conf "$root/etc/resolv.conf"
  cp /etc/hosts "$root/etc/hosts"
  if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    mkdir -p "$root/usr/local/share/ca-certificates"
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
    inside 'update-ca-certificates >/dev/null 2>&1'
  fi
  local rc
  for rc in /usr/etc/npmrc "$HOME/.npmrc"; do
    [ -f "$rc" ] || continue
    mkdir -p "$root$(dirname "${rc/#$HOME//root}")"
    grep -viE '_auth|token|password' "$rc" >"$root${rc/#$HOME//root}" || true
  done
}

mounted=()
mount_at() { # mount_at <target> <mount arguments…>
  [ -e "$1" ] || mkdir -p "$1"
  local target="$1"
  shift
  mount "$@" "$target"
  mounted+=("$target")
}
mount_system() {
  mount_at "$root/proc" -t proc proc
  mount_at "$root/sys" --rbind /sys
  mount --make-rslave "$root/sys"
  mount_at "$root/dev" --rbind /dev
  mount --make-rslave "$root/dev"
  # /dev/shm and /dev/pts come with the recursive /dev (Chromium needs both).
}
unmount_all() {
  local i p
  # Processes a run left inside the root (Chromium's crash handler outlives the browser) keep its
  # mounts busy: they are ended first, by their process id.
  for p in /proc/[0-9]*; do
    case "$(readlink "$p/root" 2>/dev/null)" in "$root" | "$root"/*) kill -9 "${p#/proc/}" 2>/dev/null || true ;; esac
  done
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -R "${mounted[i]}" 2>/dev/null || umount -lR "${mounted[i]}" || true; done
  mounted=()
  # Anything left from an interrupted run.
  if [ -d "$root" ]; then
    { grep -o " $root/[^ ]*" /proc/mounts || true; } | sort -r | while read -r m; do umount -lR "$m" 2>/dev/null || true; done
  fi
}
trap unmount_all EXIT

inside() { # inside <shell command>: as root in the fresh root, with a clean environment
  chroot "$root" /usr/bin/env -i HOME=/root USER=root LANG=C.UTF-8 TERM="${TERM:-dumb}" \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin /bin/bash -c "$1"
}

clone() { # clone <repo> <commit>: a fresh clone of one commit at /work/specgate, the shared files at /work/shared
  local repo="$1" commit="$2"
  [ -d "$repo" ] || die "no repository at $repo"
  [ -d "$root/usr/bin" ] || die "no fresh root at $root: run \"sudo bash scripts/fresh-root.sh build\" first"
  [ -d "$shared" ] || die "no shared files at $shared"
  mount_system
  host_settings
  mount_at "$root/mnt/origin" --bind "$repo"
  mount -o remount,bind,ro "$root/mnt/origin"
  rm -rf --one-file-system "$root/work/specgate"
  mkdir -p "$root/work/shared"
  mount_at "$root/work/shared" --bind "$shared"
  mount -o remount,bind,ro "$root/work/shared"
  inside "git config --global --add safe.directory '*' && git clone -q --no-checkout /mnt/origin /work/specgate && cd /work/specgate && git checkout -q --detach '$commit' && git log --oneline -1"
}

case "${1:-}" in
build)
  build
  ;;
check)
  [ $# -ge 3 ] || die "usage: scripts/fresh-root.sh check <repo> <commit> [command]"
  clone "$2" "$3"
  inside "cd /work/specgate && ${4:-npm ci && npm test}"
  ;;
no-apt)
  [ $# -ge 3 ] || die "usage: scripts/fresh-root.sh no-apt <repo> <commit>"
  clone "$2" "$3"
  inside 'cd /work/specgate && npm ci --no-audit --no-fund >/dev/null'
  [ ! -e "$root/usr/bin/chromium" ] || die "Chromium is installed in $root: build the root again for this case"
  : >"$root/tmp/no-apt-get"
  chmod 0644 "$root/tmp/no-apt-get"
  mount_at "$root/usr/bin/apt-get" --bind "$root/tmp/no-apt-get"
  start=$(date +%s.%N)
  set +e
  inside 'cd /work/specgate && timeout 30 npm test' >"$root/tmp/no-apt.out" 2>"$root/tmp/no-apt.err"
  status=$?
  set -e
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  echo "--- stderr of npm test:" >&2
  cat "$root/tmp/no-apt.err" >&2
  lines=$(grep -c . "$root/tmp/no-apt.err" || true)
  echo "--- npm test exited $status after ${seconds}s; $lines line(s) on stderr" >&2
  if [ "$status" -ne 0 ] && [ "$status" -ne 124 ] && [ "$lines" -eq 1 ] && [ "$(echo "$seconds < 10" | bc)" -eq 1 ] && grep -q '^chromium is missing' "$root/tmp/no-apt.err"; then
    echo "no-apt: OK (stopped at once, saying what to run)" >&2
  else
    die "no-apt: FAILED"
  fi
  ;;
reset)
  [ -d "$root/usr/bin" ] || die "no fresh root at $root"
  mount_system
  inside 'export DEBIAN_FRONTEND=noninteractive
    if dpkg -s chromium >/dev/null 2>&1 || dpkg -s fonts-liberation >/dev/null 2>&1; then
      apt-get purge -y -qq chromium chromium-common chromium-sandbox fonts-liberation >/dev/null 2>&1 || apt-get purge -y -qq chromium fonts-liberation >/dev/null
      apt-get autoremove --purge -y -qq >/dev/null
    fi
    apt-get clean && rm -rf /var/lib/apt/lists/* && mkdir -p /var/lib/apt/lists/partial
    rm -rf /work/specgate /root/.npm /root/.cache
    test ! -e /usr/bin/chromium && echo "reset: no chromium, no package lists, no clone"'
  ;;
shell)
  [ -d "$root/usr/bin" ] || die "no fresh root at $root"
  mount_system
  host_settings
  [ -d "$shared" ] && mkdir -p "$root/work/shared" && mount_at "$root/work/shared" --bind "$shared"
  chroot "$root" /usr/bin/env -i HOME=/root TERM="${TERM:-dumb}" PATH=/usr/sbin:/usr/bin:/sbin:/bin /bin/bash -l
  ;;
*)
  die "usage: scripts/fresh-root.sh build | check <repo> <commit> [command] | no-apt <repo> <commit> | reset | shell"
  ;;
esac
