#!/usr/bin/env bash
# Cluster mode: how soon a room whose owner went is playable again on another node, and whether
# any acknowledged action was lost or applied twice over many kills. Runs the chaos checker
# (tests/server/cluster/chaos_test.cpp: a real PostgreSQL, three nodes, HAProxy with the deployed
# configuration, eight rooms played at random) for KILLS rounds, each of which SIGKILLs the owner
# of a random room. The time runs from the SIGKILL to an action of that room acknowledged on the
# node that took it over, its clients reconnecting through the proxy at once. Every killed node
# is started again, so three nodes play throughout.
#
#   bench/cluster-takeover.sh [KILLS] [SEED]   (defaults 200, random)
#   needs build/tests/rockpool_server_tests (ROCKPOOL_TESTS), postgresql-15 and haproxy
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tests="${ROCKPOOL_TESTS:-$root/build/tests/rockpool_server_tests}"
seed="${2:-$RANDOM$RANDOM}"

rounds() {
  local kills="$1" out
  out="$(ROCKPOOL_TEST_CLUSTER=1 ROCKPOOL_CHAOS_KILLS="$kills" ROCKPOOL_CHAOS_SEED="$seed" \
    "$tests" -tc='cluster: owners killed at random*' 2>&1)" || {
    echo "$out" >&2
    echo "cluster-takeover: the checker failed (above)" >&2
    exit 1
  }
  grep -o 'chaos: .*' <<<"$out"
}

echo "seed $seed"
rounds "${1:-200}"
