#!/usr/bin/env bash
# The server figures of bench/README.md: starts `rockpool serve` on a free loopback port with the
# given thread count, runs each scenario of `rockpool bench server` RUNS times and prints the
# median of each figure. Usage: bench/server-figures.sh [THREADS] [RUNS] [DURATION_S]
set -euo pipefail
cd "$(dirname "$0")/.."
threads="${1:-1}"
runs="${2:-5}"
duration="${3:-15}"
binary=build/app/rockpool
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
url="ws://127.0.0.1:$port/ws"

data_dir=$(mktemp -d)
start_server() {  # a fresh data directory each time, so no run replays another's matches
  rm -rf "$data_dir"/*
  # Every load connection comes from 127.0.0.1: the limits per address are lifted.
  "$binary" serve --listen "127.0.0.1:$port" --threads "$threads" --log-level warn \
    --data-dir "$data_dir" --max-connections-per-address 0 --new-sessions-per-minute 0 \
    --max-rooms-per-address 0 --max-public-rooms 1000000 "$@" &
  server_pid=$!
  for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && return; sleep 0.1; done
  echo "server did not start" >&2
  exit 1
}
stop_server() { kill -TERM "$server_pid"; wait "$server_pid" || true; }
trap 'kill "${server_pid:-}" 2>/dev/null || true; rm -rf "$data_dir"' EXIT

median() {  # median of each numeric figure over the JSON reports in the files given
  python3 - "$@" <<'PY'
import json, statistics, sys
reports = [json.load(open(f)) for f in sys.argv[1:]]
def flat(d, prefix=""):
    for k, v in d.items():
        if isinstance(v, dict):
            yield from flat(v, prefix + k + ".")
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            yield prefix + k, v
keys = [k for k, _ in flat(reports[0])]
values = {k: [dict(flat(r))[k] for r in reports] for k in keys}
print(json.dumps({k: round(statistics.median(v), 2) for k, v in values.items()}))
PY
}

scenario() {  # name, then bench flags
  local name=$1
  shift
  local files=()
  for run in $(seq "$runs"); do
    "$binary" bench server --url "$url" "$@" > "/tmp/rockpool-bench-$name-$run.json"
    files+=("/tmp/rockpool-bench-$name-$run.json")
  done
  echo "$name: $(median "${files[@]}")"
}

echo "# $(date -u +%Y-%m-%d) threads=$threads runs=$runs duration=${duration}s $(nproc) cores"
# Closed loop: one connection sends far more than a person, so the per-connection rate limit is
# lifted for it (the limit is what a browser is held to).
start_server --rate 100000 --rate-burst 100000
scenario closed-100 --rooms 100 --duration "$duration"
scenario closed-1000 --rooms 1000 --duration "$duration"
stop_server
# The same without the store (a flag for benchmarks only): what durability costs.
start_server --rate 100000 --rate-burst 100000 --store off
scenario closed-100-store-off --rooms 100 --duration "$duration"
scenario closed-1000-store-off --rooms 1000 --duration "$duration"
stop_server
start_server
scenario open-1000x10 --rooms 1000 --duration "$duration" --rate 10
stop_server
# Idle memory is read on a fresh server each run: a server that held connections before keeps
# some of that memory, which would hide what a connection costs.
idle_files=()
for run in $(seq "$runs"); do
  start_server
  "$binary" bench server --url "$url" --idle 19000 --hold "$duration" > "/tmp/rockpool-bench-idle-$run.json"
  idle_files+=("/tmp/rockpool-bench-idle-$run.json")
  stop_server
done
echo "idle-19000: $(median "${idle_files[@]}")"
