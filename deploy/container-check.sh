#!/usr/bin/env bash
# Builds the top-level Dockerfile and checks the image as an operator would, with podman and base
# images made locally (no Docker engine, no registry here: see ../shared/containers.md).
# Prints one line per check and exits non-zero if any fails. The base images are kept in
# ~/.cache/rockpool-containers between runs (rebuilding them takes a minute); everything else it
# makes (the image, containers, the volume, the scratch folder) is removed at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

failures=0
check() {  # name, command...
  local name=$1
  shift
  if "$@" >/tmp/rockpool-check.out 2>&1; then
    echo "ok    $name"
  else
    echo "FAIL  $name"
    sed 's/^/      /' /tmp/rockpool-check.out | tail -20
    failures=$((failures + 1))
  fi
}

# 1. What podman needs, from Debian's packages.
sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
missing=()
for package in podman runc debootstrap uidmap catatonit curl python3; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if ((${#missing[@]})); then
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# 2. Podman configured for this kind of machine: runc, cgroupfs, host network, our ulimits.
cache="${HOME}/.cache/rockpool-containers"
scratch=$(mktemp -d /tmp/rockpool-container-check.XXXXXX)
mkdir -p "$cache/storage" "$cache/run"
hard_nofile=$(ulimit -Hn)
cat >"$scratch/containers.conf" <<CONF
[containers]
netns = "host"
default_ulimits = ["nofile=${hard_nofile}:${hard_nofile}", "nproc=32768:32768"]
[engine]
cgroup_manager = "cgroupfs"
events_logger = "file"
runtime = "runc"
CONF
cat >"$scratch/storage.conf" <<CONF
[storage]
driver = "overlay"
graphroot = "$cache/storage"
runroot = "$cache/run"
CONF
export CONTAINERS_CONF="$scratch/containers.conf" CONTAINERS_STORAGE_CONF="$scratch/storage.conf"

image=localhost/rockpool:check
container=rockpool-check
volume=rockpool-check-data
cleanup() {
  podman rm -f -t 0 "$container" >/dev/null 2>&1
  podman volume rm -f "$volume" >/dev/null 2>&1
  podman rmi -f "$image" >/dev/null 2>&1
  podman image prune -f >/dev/null 2>&1
  rm -rf "$scratch"
}
trap cleanup EXIT

# 3. The base images, made with debootstrap from the machine's own Debian mirror.
if ! podman image exists docker.io/library/debian:12 || ! podman image exists docker.io/library/debian:12-slim; then
  mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
  mirror=${mirror:-http://deb.debian.org/debian}
  rootfs="$scratch/rootfs"
  "${sudo[@]}" debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$scratch/debootstrap.log" 2>&1 \
    || { echo "FAIL  base image (debootstrap)"; tail -20 "$scratch/debootstrap.log"; exit 1; }
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    "${sudo[@]}" cp /etc/apt/sources.list.d/debian.sources "$rootfs/etc/apt/sources.list.d/"
    "${sudo[@]}" rm -f "$rootfs/etc/apt/sources.list"
  fi
  "${sudo[@]}" rm -rf "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  "${sudo[@]}" tar -C "$rootfs" -c . | podman import --change 'CMD ["bash"]' - docker.io/library/debian:12 >/dev/null
  # The slim variant: no documentation, manual pages or locales, and dpkg told to keep it so.
  "${sudo[@]}" rm -rf "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/locale/* \
    "$rootfs"/usr/share/info/*
  printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/locale/*\npath-exclude /usr/share/info/*\n' |
    "${sudo[@]}" tee "$rootfs/etc/dpkg/dpkg.cfg.d/docker-slim" >/dev/null
  "${sudo[@]}" tar -C "$rootfs" -c . | podman import --change 'CMD ["bash"]' - docker.io/library/debian:12-slim >/dev/null
  "${sudo[@]}" rm -rf "$rootfs"
fi
echo "ok    base images debian:12 and debian:12-slim (made locally)"

# 4. The image, from the top-level Dockerfile.
if ! podman build --pull=never --format docker --network host -t "$image" . >"$scratch/build.log" 2>&1; then
  echo "FAIL  podman build"
  tail -30 "$scratch/build.log"
  exit 1
fi
size_mb=$(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.1f", $1 / 1000000}')
echo "ok    podman build ($size_mb MB)"
check "image under 120 MB ($size_mb MB)" python3 -c "import sys; sys.exit(0 if $size_mb < 120 else 1)"

# 5. Run it as an operator would: a named volume for /data, a free loopback port.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
start_container() {
  podman run -d --name "$container" --network host -v "$volume:/data" \
    -e ROCKPOOL_LISTEN="127.0.0.1:$port" "$image" >/dev/null || return 1
  for _ in $(seq 100); do
    curl -fs "$base/healthz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  podman logs "$container" | tail -20
  return 1
}
check "container starts (podman run -v $volume:/data)" start_container
check "/healthz answers" curl -fs "$base/healthz"
check "/readyz answers" curl -fs "$base/readyz"
games_listed() {
  curl -fs "$base/api/games" | python3 -c '
import json, sys
ids = sorted(g["id"] for g in json.load(sys.stdin)["games"])
want = sorted(["fences", "lazyking", "prawns", "pawnd", "kaninariebi"])
print(ids)
sys.exit(0 if ids == want else 1)'
}
check "/api/games lists every registered game" games_listed
check "/ serves the page" bash -c "curl -fs '$base/' | grep -q '<title>Rockpool</title>'"
bench_through_container() {
  # A ply limit of 6 makes the matches finish (drawn), so that the history has some; public rooms,
  # because private matches are listed to their own players only.
  build/app/rockpool bench server --url "ws://127.0.0.1:$port/ws" --rooms 4 --duration 3 --rate 5 \
    --options '{"ply_limit": 6}' --public |
    python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["actions"], "actions,", r["errors"], "errors"); sys.exit(0 if r["actions"] > 0 and r["errors"] == 0 else 1)'
}
check "rockpool bench server plays through the container with 0 errors" bench_through_container
check "the server does not run as root" bash -c "test \"\$(podman exec $container id -u)\" != 0"
check "podman healthcheck run says healthy" podman healthcheck run "$container"
stop_with_sigterm() {
  local start end code
  start=$(date +%s.%N)
  podman stop -t 10 "$container" >/dev/null || return 1
  end=$(date +%s.%N)
  code=$(podman inspect --format '{{.State.ExitCode}}' "$container")
  echo "stopped in $(python3 -c "print(round($end - $start, 2))") s with exit code $code"
  python3 -c "import sys; sys.exit(0 if $end - $start < 10 and $code == 0 else 1)"
}
first_finished_match() {
  curl -fs "$base/api/matches?limit=1" | python3 -c 'import json,sys; m=json.load(sys.stdin)["matches"]; print(m[0]["id"] if m else ""); sys.exit(0 if m else 1)'
}
check "finished matches are in the history" first_finished_match
finished=$(first_finished_match 2>/dev/null)
check "SIGTERM stops the container within 10 s with exit code 0" stop_with_sigterm
podman rm -f "$container" >/dev/null 2>&1

# The same volume, a new container: the history is still there.
check "a new container on the same volume starts" start_container
check "a finished match is still listed after the container was removed and started again" \
  bash -c "test -n '$finished' && curl -fs '$base/api/matches?limit=50' | grep -q '\"$finished\"'"
podman rm -f -t 10 "$container" >/dev/null 2>&1

if ((failures)); then
  echo "container check: $failures check(s) failed"
  exit 1
fi
echo "container check: all passed"
