#!/usr/bin/env bash
# The lobby across nodes: how soon a room created (and closed) on one node shows in the lobby of
# another. Starts a scratch cluster (deploy/cluster.sh: PostgreSQL, three nodes, HAProxy), times
# ROOMS rooms between node1 and node2 with bench/lobby_propagation.mjs, and stops the cluster.
#
#   bench/lobby-figures.sh [ROOMS]      (default 200; needs node >= 20 and build/app/rockpool)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROCKPOOL_CLUSTER_DIR="${ROCKPOOL_CLUSTER_DIR:-$(mktemp -d -t rockpool-lobby-XXXXXX)}"
trap '"$root/deploy/cluster.sh" down >/dev/null' EXIT
"$root/deploy/cluster.sh" up >/dev/null
a="ws://127.0.0.1:$(cat "$ROCKPOOL_CLUSTER_DIR/node1.port")/ws"
b="ws://127.0.0.1:$(cat "$ROCKPOOL_CLUSTER_DIR/node2.port")/ws"
node --experimental-websocket --no-warnings "$root/bench/lobby_propagation.mjs" "$a" "$b" "${1:-200}"
