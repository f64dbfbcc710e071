#!/usr/bin/env bash
# Cluster mode against one process, on one machine:
# 1. Light load: LIGHT_ROOMS rooms x 1 action/s for DURATION_S, the round trips of one
#    `rockpool serve` with its SQLite store against a three-node cluster (deploy/cluster.sh:
#    PostgreSQL, HAProxy, three nodes), rounds alternating which goes first; no CPU quota on
#    either. The stores live under $TMPDIR (TMPDIR=/dev/shm takes the disk out of the figure).
# 2. Throughput under equal CPU quotas: closed loop on CLOSED_ROOMS rooms, each node in a cgroup
#    (v1 `cpu`) limited to QUOTA_PERCENT of one CPU; one node (the other two stopped) against
#    three; PostgreSQL's and HAProxy's CPU (v1 `cpuacct`) reported beside the actions per second.
# Behind the proxy each room's two players ask for /ws?room=load-<index> (--pin-rooms), so both
# reach the node that owns their room. Needs root for the cgroups. Prints JSON lines, then a
# summary.
# Usage: bench/cluster-figures.sh [ROUNDS] [DURATION_S] [QUOTA_PERCENT] [CLOSED_ROOMS] [LIGHT_ROOMS]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds="${1:-3}"
duration="${2:-15}"
quota="${3:-20}"
closed_rooms="${4:-300}"
light_rooms="${5:-100}"
binary="$root/build/app/rockpool"
results=$(mktemp -d)
cluster_dir=$(mktemp -d)
chmod 755 "$cluster_dir"  # PostgreSQL runs as its own user when this runs as root
data_dir=$(mktemp -d)
groups=(rp-bench-node1 rp-bench-node2 rp-bench-node3 rp-bench-pg rp-bench-haproxy)
server_pid=

# Every load connection comes from 127.0.0.1: the limits per address are lifted, for the single
# process by flags and for the nodes (which deploy/cluster.sh starts) by their variables.
export ROCKPOOL_MAX_CONNECTIONS_PER_ADDRESS=0 ROCKPOOL_NEW_SESSIONS_PER_MINUTE=0 \
  ROCKPOOL_MAX_ROOMS_PER_ADDRESS=0 ROCKPOOL_RATE=100000 ROCKPOOL_RATE_BURST=100000 \
  ROCKPOOL_LOG_LEVEL=warn
cluster() { ROCKPOOL_CLUSTER_DIR="$cluster_dir/state" ROCKPOOL_BINARY="$binary" deploy/cluster.sh "$@"; }

cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  cluster down >/dev/null 2>&1 || true
  local group
  for group in "${groups[@]}"; do
    rmdir "/sys/fs/cgroup/cpu/$group" "/sys/fs/cgroup/cpuacct/$group" 2>/dev/null || true
  done
  rm -rf "$results" "$cluster_dir" "$data_dir"
}
trap cleanup EXIT

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Puts a process (all its threads) and, with `children`, its current children in a group of
# each named controller.
join_group() {  # group, pid, controllers (cpu cpuacct), [children]
  local group=$1 pid=$2 controllers=$3 with_children=${4:-} controller child
  for controller in $controllers; do
    mkdir -p "/sys/fs/cgroup/$controller/$group"
    echo "$pid" >"/sys/fs/cgroup/$controller/$group/cgroup.procs"
    if [ -n "$with_children" ]; then
      for child in $(ps -o pid= --ppid "$pid"); do
        echo "$child" >"/sys/fs/cgroup/$controller/$group/cgroup.procs" 2>/dev/null || true
      done
    fi
  done
}

usage_ns() { cat "/sys/fs/cgroup/cpuacct/$1/cpuacct.usage"; }

# A cluster with every part in an accounting group and, with `quota`, every node under the
# quota. The light load runs without it, as the single process does: a node throttled in a
# 100 ms period holds its actions for milliseconds, which is the quota's cost, not the cluster's.
cluster_up() {  # [quota]
  local state="$cluster_dir/state" i
  cluster up >/dev/null
  for i in 1 2 3; do
    join_group "rp-bench-node$i" "$(head -n 1 "$state/node$i.pid")" "cpu cpuacct"
    if [ "${1:-}" = quota ]; then
      echo $((quota * 1000)) >"/sys/fs/cgroup/cpu/rp-bench-node$i/cpu.cfs_quota_us"
    else
      echo -1 >"/sys/fs/cgroup/cpu/rp-bench-node$i/cpu.cfs_quota_us"
    fi
    echo 100000 >"/sys/fs/cgroup/cpu/rp-bench-node$i/cpu.cfs_period_us"
  done
  join_group rp-bench-pg "$(head -n 1 "$state/postgres.pid")" cpuacct children
  join_group rp-bench-haproxy "$(head -n 1 "$state/haproxy.pid")" cpuacct
  proxy_url="ws://$(sed -E 's|http://([^/]+)/|\1|' "$state/url")/ws"
}

cluster_stop_nodes() {  # node numbers: stopped, and HAProxy sees them down (two failed checks)
  local i
  for i in "$@"; do kill -TERM "$(head -n 1 "$cluster_dir/state/node$i.pid")"; done
  sleep 4
}

load() {  # output, url, extra arguments...
  local output=$1 url=$2
  shift 2
  "$binary" bench server --url "$url" --duration "$duration" --options '{"fences": 0}' "$@" >"$output"
}

# A few seconds of the light load, unmeasured, before each measured one: a store just created
# (SQLite's file, PostgreSQL's tables) first grows its files, which a running server has done long
# before (the first light run on a new cluster had a p50 of 3.1 ms, the next ones 1.2-1.3 ms).
warm_up() {  # url, extra arguments...
  local url=$1
  shift
  "$binary" bench server --url "$url" --duration 3 --options '{"fences": 0}' --rooms "$light_rooms" \
    --rate 1 "$@" >/dev/null
}

# Runs a load on the cluster with the CPU of each part measured around it.
measured_load() {  # output, arguments...
  local output=$1 group started
  shift
  declare -A before
  for group in "${groups[@]}"; do before[$group]=$(usage_ns "$group"); done
  started=$(date +%s.%N)
  load "$output.load" "$proxy_url" --pin-rooms "$@"
  python3 - "$output.load" "$output" "$started" \
    "$(for group in "${groups[@]}"; do echo -n "$group=$(($(usage_ns "$group") - before[$group])) "; done)" <<'PY'
import json, sys, time
report = json.load(open(sys.argv[1]))
# The parts' CPU covers the whole run of the tool, its rooms' setup included.
report["cpu_s"] = {k: int(v) / 1e9 for k, v in (p.split("=") for p in sys.argv[4].split())}
report["cpu_window_s"] = time.time() - float(sys.argv[3])
json.dump(report, open(sys.argv[2], "w"))
PY
}

single_light() {  # output
  local port
  port=$(free_port)
  rm -rf "${data_dir:?}"/*
  "$binary" serve --listen "127.0.0.1:$port" --log-level warn --data-dir "$data_dir" \
    --max-connections-per-address 0 --new-sessions-per-minute 0 --max-rooms-per-address 0 \
    --rate 100000 --rate-burst 100000 >/dev/null &
  server_pid=$!
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/readyz" >/dev/null && break; sleep 0.1; done
  warm_up "ws://127.0.0.1:$port/ws"
  load "$1" "ws://127.0.0.1:$port/ws" --rooms "$light_rooms" --rate 1
  kill -TERM "$server_pid"
  wait "$server_pid" || true
  server_pid=
}

cluster_light() {  # output
  cluster_up
  warm_up "$proxy_url" --pin-rooms
  load "$1" "$proxy_url" --pin-rooms --rooms "$light_rooms" --rate 1
  cluster down >/dev/null
}

cluster_closed() {  # output for three nodes, output for one
  cluster_up quota
  measured_load "$1" --rooms "$closed_rooms"
  cluster down >/dev/null
  cluster_up quota
  cluster_stop_nodes 2 3
  measured_load "$2" --rooms "$closed_rooms"
  cluster down >/dev/null
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, $(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo); quota $quota% of a CPU per node"
for round in $(seq "$rounds"); do
  if ((round % 2 == 1)); then
    single_light "$results/single-$round.json"
    cluster_light "$results/cluster-$round.json"
  else
    cluster_light "$results/cluster-$round.json"
    single_light "$results/single-$round.json"
  fi
  cluster_closed "$results/three-$round.json" "$results/one-$round.json"
  python3 - "$results" "$round" <<'PY'
import json, sys
folder, r = sys.argv[1], sys.argv[2]
for kind in ("single", "cluster"):
    t = json.load(open(f"{folder}/{kind}-{r}.json"))
    print(f"round {r} light {kind:7s} rtt p50 {t['rtt_ms']['p50']:.2f} p99 {t['rtt_ms']['p99']:.2f} ms, errors {t['errors']}")
for kind in ("one", "three"):
    t = json.load(open(f"{folder}/{kind}-{r}.json"))
    cpu = t["cpu_s"]
    nodes = sum(v for k, v in cpu.items() if "node" in k)
    print(f"round {r} closed {kind:5s} {t['actions_per_s']:.0f} actions/s, errors {t['errors']}; CPU s: nodes {nodes:.2f}, "
          f"PostgreSQL {cpu['rp-bench-pg']:.2f}, HAProxy {cpu['rp-bench-haproxy']:.2f}, tool {t['tool_cpu_percent']:.0f}% of a core")
PY
done
python3 - "$results" "$rounds" "$duration" <<'PY'
import json, statistics, sys
folder, rounds, duration = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
def runs(kind): return [json.load(open(f"{folder}/{kind}-{r}.json")) for r in range(1, rounds + 1)]
for key in ("p50", "p99"):
    s = statistics.median(t["rtt_ms"][key] for t in runs("single"))
    c = statistics.median(t["rtt_ms"][key] for t in runs("cluster"))
    print(f"light load rtt {key}: one process {s:.2f} ms, cluster {c:.2f} ms, difference {c - s:+.2f} ms")
one = statistics.median(t["actions_per_s"] for t in runs("one"))
three = statistics.median(t["actions_per_s"] for t in runs("three"))
print(f"closed loop under quotas: one node {one:.0f} actions/s, three nodes {three:.0f} actions/s, ratio {three / one:.2f}x")
for kind in ("one", "three"):
    for part, name in (("rp-bench-pg", "PostgreSQL"), ("rp-bench-haproxy", "HAProxy")):
        share = statistics.median(t["cpu_s"][part] / t["cpu_window_s"] for t in runs(kind))
        per = statistics.median(t["cpu_s"][part] * 1e6 / max(t["actions"], 1) for t in runs(kind))
        print(f"  {kind} node(s): {name} {100 * share:.0f}% of a CPU, {per:.1f} us per action")
PY
