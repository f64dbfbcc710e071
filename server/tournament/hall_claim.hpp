#pragma once
// Cluster mode: one node serves every tournament. A node that does not is told the one that does
// (`moved`); when that node died or let them go, the node that asks first takes them over: it
// acquires kTournamentHall, reads the tournaments back and adopts their games' rooms. One node
// alone (the embedded store) always serves them.

namespace rockpool::server {

struct ServerContext;

// Whether this node serves tournaments now, having taken them over if nobody did. Blocks on the
// store: run it on the store's reader threads. Needs context.tournaments.
bool claim_tournament_hall(ServerContext& context);

}  // namespace rockpool::server
