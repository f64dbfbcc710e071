#!/usr/bin/env bash
# What running bots costs the people who play: `rockpool serve` (default settings, its store on a
# scratch data directory) under the open-loop load of `rockpool bench server` (ROOMS rooms x 10
# actions/s), once alone and once with BOTS matches against its strongest bots beside the load.
# Each round runs both, in an order that alternates, each on a fresh server; prints each run's
# round trips and what the bots did, then the medians and the rise of the p99.
# With `pin`, the server (its network and bot threads) runs on CPU 0 and the load tool on CPU 1, so
# that the tool's own delays are not counted as the server's (on a 2-core machine the tool otherwise
# competes with the bot thread for the cores).
# Usage: bench/bot-load-figures.sh [ROUNDS] [DURATION_S] [ROOMS] [BOTS] [LEVEL] [pin]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
duration="${2:-10}"
rooms="${3:-1000}"
bots="${4:-4}"
level="${5:-5}"
server_cpus=()
tool_cpus=()
if [ "${6:-}" = pin ]; then
  server_cpus=(taskset -c 0)
  tool_cpus=(taskset -c 1)
fi
binary=build/app/rockpool
results=$(mktemp -d)
data_dir=$(mktemp -d)
server_pid=
trap 'if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi; rm -rf "$data_dir" "$results"' EXIT

echo "# $(date -u +%Y-%m-%d) $(nproc) cores, $(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo)${6:+, $6}"
for round in $(seq "$rounds"); do
  order=(alone bots)
  if ((round % 2 == 0)); then order=(bots alone); fi
  for kind in "${order[@]}"; do
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    rm -rf "${data_dir:?}"/*
    # Every load connection comes from 127.0.0.1: the limits per address are lifted.
    "${server_cpus[@]}" "$binary" serve --listen "127.0.0.1:$port" --log-level warn --data-dir "$data_dir" \
      --max-connections-per-address 0 --new-sessions-per-minute 0 --max-rooms-per-address 0 \
      --max-public-rooms 1000000 --rate 100000 --rate-burst 100000 >/dev/null &
    server_pid=$!
    for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/metrics" >/dev/null && break; sleep 0.1; done
    extra=()
    if [ "$kind" = bots ]; then extra=(--bot-matches "$bots" --bot-level "$level"); fi
    "${tool_cpus[@]}" "$binary" bench server --url "ws://127.0.0.1:$port/ws" --rooms "$rooms" --rate 10 \
      --duration "$duration" --options '{"fences": 0}' "${extra[@]}" >"$results/$kind-$round.json"
    kill -TERM "$server_pid"
    wait "$server_pid" || true
    server_pid=
    python3 - "$results/$kind-$round.json" "$kind" "$round" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
t, b = r["rtt_ms"], r.get("bot_matches")
line = f"round {sys.argv[3]} {sys.argv[2]:5s} rtt p50 {t['p50']:.2f} p99 {t['p99']:.2f} ms, send delay p99 {r['send_delay_ms']['p99']:.2f} ms, errors {r['errors']}"
if b:
    line += f"; bots: {b['searches']:.0f} moves, {b['iterations']:.0f} iterations, {b['search_cpu_seconds']:.1f} s searching, mean think {b['mean_think_ms']:.0f} ms"
print(line)
PY
  done
done
python3 - "$results" "$rounds" <<'PY'
import json, statistics, sys
folder, rounds = sys.argv[1], int(sys.argv[2])
def med(kind, key):
    return statistics.median(json.load(open(f"{folder}/{kind}-{r}.json"))["rtt_ms"][key] for r in range(1, rounds + 1))
for key in ("p50", "p99"):
    alone, bots = med("alone", key), med("bots", key)
    print(f"median rtt {key}: alone {alone:.2f} ms, with bots {bots:.2f} ms, rise {100 * (bots / alone - 1):+.1f}%")
PY
