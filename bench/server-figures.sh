#!/usr/bin/env bash
# The server figures of bench/README.md, in one interleaved run: the floor relay (`rockpool bench
# floor`), `rockpool serve --threads 1` with its store (a scratch data directory) and the same
# with `--store off`, each loaded by `rockpool bench server` in the same scenarios. Every round
# runs each scenario on each server, in an order that rotates from round to round, so that a
# slow spell of the shared machine falls on all three alike. Each run gets a fresh server process:
# Rockpool keeps a dropped player's seat for a grace period, so the rooms of one run would still
# be live in the next. The tool reads the server's user and system CPU from /proc/PID/stat at the
# edges of its measured window. Prints each run's line, then medians per scenario and server, and
# the ratios Rockpool/floor of server CPU per action.
# With ROCKPOOL_BEFORE=PATH (another build of rockpool, say of an earlier commit), that build with
# its store takes the place of `--store off`, and the summary adds this build's ratios to it.
# Usage: [SCENARIOS=...] bench/server-figures.sh [ROUNDS] [DURATION_S] [IDLE_CONNECTIONS (0: no
# idle runs)]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
duration="${2:-10}"
idle="${3:-5000}"
binary=build/app/rockpool
before="${ROCKPOOL_BEFORE:-}"
unset ROCKPOOL_BEFORE  # the server refuses environment variables it does not know
results=$(mktemp -d)
data_dir=$(mktemp -d)
server_pid=

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

start_server() {  # floor | store-on | store-off | before-on
  port=$(free_port)
  rm -rf "${data_dir:?}"/*
  case "$1" in
    floor) "$binary" bench floor --listen "127.0.0.1:$port" >/dev/null & ;;
    *)
      local store=() server_binary=$binary
      if [ "$1" = store-off ]; then store=(--store off); fi
      if [ "$1" = before-on ]; then server_binary=$before; fi
      # Every load connection comes from 127.0.0.1: the limits per address are lifted, and so is
      # the per-connection rate (one tool connection plays far faster than a person).
      "$server_binary" serve --listen "127.0.0.1:$port" --threads 1 --log-level warn \
        --data-dir "$data_dir" --max-connections-per-address 0 --new-sessions-per-minute 0 \
        --max-rooms-per-address 0 --max-public-rooms 1000000 --rate 100000 --rate-burst 100000 \
        "${store[@]}" >/dev/null &
      ;;
  esac
  server_pid=$!
  for _ in $(seq 100); do
    curl -fs "http://127.0.0.1:$port/metrics" >/dev/null && return
    sleep 0.1
  done
  echo "server $1 did not start" >&2
  exit 1
}
stop_server() {
  kill -TERM "$server_pid"
  wait "$server_pid" || true
  server_pid=
}
trap 'if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi; rm -rf "$data_dir" "$results"' EXIT

run() {  # scenario, server, round, then bench flags
  local scenario=$1 server=$2 round=$3
  shift 3
  local target=(--options '{"fences": 0}')  # Rockpool plays a pure pawn race, as the floor does
  if [ "$server" = floor ]; then target=(--target floor); fi
  start_server "$server"
  local file="$results/$scenario.$server.$round.json"
  if [[ "$scenario" == idle-* ]]; then target=(); fi
  "$binary" bench server --url "ws://127.0.0.1:$port/ws" --server-pid "$server_pid" "${target[@]}" \
    "$@" >"$file" 2>"$file.err" || { cat "$file" "$file.err" >&2; exit 1; }
  stop_server
  python3 - "$file" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
keys = ["actions_per_s", "server_cpu_us_per_action", "server_user_us_per_action",
        "server_sys_us_per_action", "tool_cpu_percent", "errors", "server_rss_kib_per_connection"]
print(" ".join(f"{k}={r[k]:.1f}" for k in keys if k in r), flush=True)
PY
  sed 's/^/  /' "$file.err" >&2
}

servers=(floor store-on store-off)
if [ -n "$before" ]; then servers=(floor store-on before-on); fi
scenarios=(closed-100 closed-1000 open-1000x10)
# SCENARIOS="open-1000x10 ..." runs only those (more rounds of one, say).
if [ -n "${SCENARIOS:-}" ]; then read -ra scenarios <<<"$SCENARIOS"; fi
if [ "$idle" -gt 0 ]; then scenarios+=("idle-$idle"); fi
echo "# $(date -u '+%Y-%m-%d %H:%M') UTC, $rounds rounds of ${duration}s," \
  "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"
for round in $(seq "$rounds"); do
  for scenario in "${scenarios[@]}"; do
    for i in 0 1 2; do
      server=${servers[$(((i + round - 1) % 3))]}
      printf '%s %-12s %-9s ' "$round" "$scenario" "$server"
      case "$scenario" in
        closed-100) run "$scenario" "$server" "$round" --rooms 100 --duration "$duration" ;;
        closed-1000) run "$scenario" "$server" "$round" --rooms 1000 --duration "$duration" ;;
        open-1000x10) run "$scenario" "$server" "$round" --rooms 1000 --rate 10 --duration "$duration" ;;
        idle-*) run "$scenario" "$server" "$round" --idle "$idle" --hold 5 ;;
      esac
    done
  done
done
python3 bench/server_figures_summary.py "$results"
