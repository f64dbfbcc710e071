#!/usr/bin/env bash
# Builds the top-level Dockerfile and checks the image as an operator would, with podman and base
# images made locally (no Docker engine, no registry here: see ../shared/containers.md); then
# brings up the cluster of deploy/compose.yaml with podman-compose (PostgreSQL, HAProxy, three
# nodes), plays a room through HAProxy, kills the node serving it and plays on.
# Prints one line per check and exits non-zero if any fails. The base images are kept in
# ~/.cache/rockpool-containers between runs (rebuilding them takes a minute); everything else it
# makes (the images, containers, volumes, the scratch folder) is removed at the end, also when a
# check fails.
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
# podman-compose's services find each other by name through CNI's dnsname plugin.
for package in podman podman-compose golang-github-containernetworking-plugin-dnsname runc debootstrap \
  uidmap catatonit curl python3 nodejs; do
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
# The cluster's own images and podman-compose's project (its containers are PROJECT_SERVICE_1).
postgres_image=localhost/rockpool-postgres:check
haproxy_image=localhost/rockpool-haproxy:check
project=rockpool-check
compose=(podman-compose -p "$project" -f deploy/compose.yaml)
compose_up=0
# podman-compose 1.0.3's down leaves the project's network: it is removed by its label.
remove_compose_project() {
  "${compose[@]}" down -v -t 10 || return 1
  podman network ls -q --filter "label=io.podman.compose.project=$project" | xargs -r podman network rm
}
cleanup() {
  podman rm -f -t 0 "$container" >/dev/null 2>&1
  podman volume rm -f "$volume" >/dev/null 2>&1
  if ((compose_up)); then remove_compose_project >/dev/null 2>&1; fi
  podman rmi -f "$image" "$postgres_image" "$haproxy_image" >/dev/null 2>&1
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

# 6. The cluster of deploy/compose.yaml, as an operator would run it: images built from the same
# local bases (the node image is the one just checked), each service published on a free
# loopback port.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}
cluster_start=$(date +%s)
build_cluster_images() {  # both at once: they are mostly apt-get waiting on the mirror
  podman build --pull=never --format docker --network host -t "$postgres_image" \
    -f deploy/cluster/postgres.Dockerfile deploy/cluster >"$scratch/postgres-build.log" 2>&1 &
  local postgres_build=$!
  podman build --pull=never --format docker --network host -t "$haproxy_image" \
    -f deploy/cluster/haproxy.Dockerfile deploy/cluster >"$scratch/haproxy-build.log" 2>&1 \
    || { tail -20 "$scratch/haproxy-build.log"; wait "$postgres_build"; return 1; }
  wait "$postgres_build" || { tail -20 "$scratch/postgres-build.log"; return 1; }
}
check "podman build the PostgreSQL 15 and HAProxy images (deploy/cluster/*.Dockerfile)" build_cluster_images
export NODE_IMAGE="$image" POSTGRES_IMAGE="$postgres_image" HAPROXY_IMAGE="$haproxy_image"
export POSTGRES_PASSWORD="check-$RANDOM$RANDOM"
for variable in POSTGRES_PORT PROXY_PORT STATS_PORT NODE1_PORT NODE2_PORT NODE3_PORT; do
  export "$variable=$(free_port)"
done
proxy="http://127.0.0.1:$PROXY_PORT"
declare -A node_url=([node1]="http://127.0.0.1:$NODE1_PORT" [node2]="http://127.0.0.1:$NODE2_PORT"
  [node3]="http://127.0.0.1:$NODE3_PORT")
compose_up=1
compose_started() {
  "${compose[@]}" up -d --no-build >"$scratch/compose-up.log" 2>&1 || { tail -20 "$scratch/compose-up.log"; return 1; }
  local running
  running=$(podman ps --filter "label=io.podman.compose.project=$project" --format '{{.Names}}' | sort | tr '\n' ' ')
  echo "running: $running"
  test "$running" = "${project}_haproxy_1 ${project}_node1_1 ${project}_node2_1 ${project}_node3_1 ${project}_postgres_1 "
}
check "podman-compose up -d starts postgres, haproxy, node1, node2 and node3" compose_started
# HAProxy's view of its servers (statistics CSV): "NAME STATUS" for each server of a backend.
proxy_servers() {
  curl -fs "http://127.0.0.1:$STATS_PORT/;csv" | python3 -c '
import csv, sys
for row in csv.DictReader(line.lstrip("# ") for line in sys.stdin):
    if row["pxname"] == sys.argv[1] and row["svname"] not in ("FRONTEND", "BACKEND"):
        print(row["svname"], row["status"])' "$1"
}
wait_for_servers() {  # the expected "NAME STATUS" lines, within 60 s
  local want=$1 seen=""
  for _ in $(seq 300); do
    seen=$(proxy_servers by_room 2>/dev/null | tr '\n' ' ')
    [ "$seen" = "$want" ] && [ "$(proxy_servers round_robin | tr '\n' ' ')" = "$want" ] && return 0
    sleep 0.2
  done
  echo "HAProxy says: $seen"
  podman logs --tail 10 "${project}_node1_1" "${project}_postgres_1" 2>&1
  return 1
}
check "HAProxy reports node1, node2 and node3 up" wait_for_servers "node1 UP node2 UP node3 UP "
check "the page through HAProxy answers 200" bash -c "curl -fs '$proxy/' | grep -q '<title>Rockpool</title>'"
for node in node1 node2 node3; do
  check "/readyz of $node answers 200" curl -fs "${node_url[$node]}/readyz"
done
for service in postgres node1 node2 node3 haproxy; do
  check "podman healthcheck run says $service is healthy" podman healthcheck run "${project}_${service}_1"
done
room_state="$scratch/room.json"
check "two players create a room through HAProxy and play a move each" \
  node deploy/cluster/room-check.mjs play "$proxy" "$room_state"
owner=""
kill_owner() {
  local url node
  url=$(node deploy/cluster/room-check.mjs owner "$room_state" "${node_url[@]}") || return 1
  for node in "${!node_url[@]}"; do [ "${node_url[$node]}" = "$url" ] && owner=$node; done
  echo "the room is served by $owner"
  test -n "$owner" && podman kill "${project}_${owner}_1"
}
check "podman kill the node container serving the room" kill_owner
if [ -n "$owner" ]; then
  down_status=""
  for node in node1 node2 node3; do
    if [ "$node" = "$owner" ]; then down_status+="$node DOWN "; else down_status+="$node UP "; fi
  done
  check "HAProxy reports $owner down" wait_for_servers "$down_status"
fi
check "the room plays on through HAProxy, both players back with every move kept" \
  node deploy/cluster/room-check.mjs resume "$proxy" "$room_state"
compose_down() {
  remove_compose_project >"$scratch/compose-down.log" 2>&1 || { tail -20 "$scratch/compose-down.log"; return 1; }
  local left
  left=$(podman ps -a --filter "label=io.podman.compose.project=$project" --format '{{.Names}}')
  left+=$(podman volume ls --filter "label=io.podman.compose.project=$project" --format '{{.Name}}')
  left+=$(podman network ls --filter "label=io.podman.compose.project=$project" --format '{{.Name}}')
  [ -z "$left" ] || { echo "left behind: $left"; return 1; }
  compose_up=0
}
check "podman-compose down -v (and its network) removes every container, volume and network" compose_down
echo "      (the cluster's checks took $(($(date +%s) - cluster_start)) s)"

if ((failures)); then
  echo "container check: $failures check(s) failed"
  exit 1
fi
echo "container check: all passed"
