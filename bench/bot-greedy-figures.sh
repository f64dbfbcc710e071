#!/usr/bin/env bash
# How sound the server's bot plays when it is busy: ROUNDS rounds of MATCHES matches at once
# against its bot of LEVEL at GAME, each on a fresh `rockpool serve` (default settings, a scratch
# data directory), each played by bench/bot-greedy.mjs (eats whenever it can, else random). Prints
# each round's results and what the bots' searches cost: searches, rescues, iterations and CPU
# seconds, and the iterations and milliseconds per search.
# Usage: bench/bot-greedy-figures.sh [ROUNDS=3] [MATCHES=6] [LEVEL=5] [GAME=prawns] [BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
matches="${2:-6}"
level="${3:-5}"
game="${4:-prawns}"
binary="${5:-build/app/rockpool}"
data_dir=$(mktemp -d)
server_pid=
trap 'if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi; rm -rf "$data_dir"' EXIT
echo "# $(date -u +%Y-%m-%d) $(nproc) cores, $(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo), $binary"
for round in $(seq "$rounds"); do
  rm -rf "${data_dir:?}"/*
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  # Every match comes from 127.0.0.1: the limits per address are lifted.
  "$binary" serve --listen "127.0.0.1:$port" --log-level warn --data-dir "$data_dir" \
    --max-connections-per-address 0 --new-sessions-per-minute 0 --max-rooms-per-address 0 >/dev/null &
  server_pid=$!
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
  echo "round $round: $(node bench/bot-greedy.mjs "ws://127.0.0.1:$port/ws" "$matches" "$level" "$game" | tail -n 1)"
  curl -s "http://127.0.0.1:$port/metrics" | awk '
    /^rockpool_bot_searches_total / {s = $2} /^rockpool_bot_searches_rescued_total / {r = $2}
    /^rockpool_bot_iterations_total / {i = $2} /^rockpool_bot_search_seconds_total / {t = $2}
    END {printf "  searches %d, rescued %d, %.0f iterations and %.0f ms of search each\n", s, r, i / s, 1000 * t / s}'
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  server_pid=
done
