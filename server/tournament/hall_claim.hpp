#pragma once
// Cluster mode: one node serves every tournament. A node that does not is told the one that does
// (`moved`); when that node died or let them go, the node that asks first takes them over: it
// acquires kTournamentHall, reads the tournaments back and adopts their games' rooms. One node
// alone (the embedded store) always serves them.

#include <functional>

#include "server/nodes/cluster.hpp"

namespace rockpool::server {

class TournamentHall;

// Whether this node serves tournaments now, having taken them over if nobody did; `adopt_games`
// then takes their games' rooms over. Blocks on the store: run it on the store's reader threads.
bool claim_tournament_hall(TournamentHall& hall, Cluster& cluster, bool draining,
                           const std::function<void()>& adopt_games);

}  // namespace rockpool::server
