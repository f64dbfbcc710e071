#!/usr/bin/env bash
# Cluster mode: how soon a room whose owner went is playable again on another node, and whether
# any acknowledged action was lost or applied twice over many kills and freezes. Runs the chaos
# checker (tests/server/cluster/chaos_test.cpp: a real PostgreSQL, three nodes, HAProxy with the
# deployed configuration, eight rooms played at random) for KILLS rounds that SIGKILL the owner of
# a random room and FREEZES rounds, spread among them, that SIGSTOP it instead. The time runs from
# the signal to an action of that room acknowledged on the node that took it over: a killed
# room's clients reconnect through the proxy at once, a frozen one's after 3 s without a reply.
# Every killed node is started again; a frozen one is alternately thawed (it must give its rooms
# up and append nothing) and killed and started again, so three nodes play throughout.
#
#   bench/cluster-takeover.sh [KILLS] [FREEZES] [SEED]   (defaults 200, 30, random)
#   bench/cluster-takeover.sh 0 50                        (the freeze figure alone)
#   needs build/tests/rockpool_server_tests (ROCKPOOL_TESTS), postgresql-15 and haproxy
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tests="${ROCKPOOL_TESTS:-$root/build/tests/rockpool_server_tests}"
seed="${3:-$RANDOM$RANDOM}"

rounds() {
  local kills="$1" freezes="$2" out
  out="$(ROCKPOOL_TEST_CLUSTER=1 ROCKPOOL_CHAOS_KILLS="$kills" ROCKPOOL_CHAOS_FREEZES="$freezes" \
    ROCKPOOL_CHAOS_SEED="$seed" "$tests" -tc='cluster: owners killed or frozen at random*' 2>&1)" || {
    echo "$out" >&2
    echo "cluster-takeover: the checker failed (above)" >&2
    exit 1
  }
  grep -o 'chaos: .*' <<<"$out"
}

echo "seed $seed"
rounds "${1:-200}" "${2:-30}"
