#pragma once
// Cluster mode: a request for a room this node does not hold, and rooms nobody holds. On the
// store's reader threads (the database is never asked from a network thread or a strand): if a live
// node owns the room, the client is told where (`moved`); if its owner is dead or gone, this node
// acquires it, restores it from the store exactly as a restart does, and serves it. A tournament's
// game is served where its tournament is.

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "server/net/connection.hpp"
#include "server/nodes/cluster.hpp"
#include "server/store/store_readers.hpp"

namespace rockpool::server {

struct RoomHost;
class TournamentHall;

class RoomTakeover {
 public:
  // The node's rooms' host and its tournament hall are followed through their owners: both are
  // made after the cluster, and the hall only when the store keeps tournaments. All outlive this.
  RoomTakeover(Cluster& cluster, const std::unique_ptr<RoomHost>& host,
               const std::unique_ptr<TournamentHall>& tournaments, StoreReaders& readers,
               const std::atomic<bool>& draining);

  // `key`: the room's id, or its invite code when `by_code`. `then` runs on the connection's
  // strand.
  void find_room(const ConnectionPtr& connection, std::string key, bool by_code,
                 std::function<void(Elsewhere)> then);

  // Takes over up to `limit` open rooms whose owner is dead and which no client asked for, so
  // that their clocks run out, their bots move and their empty seats time out: tournaments' games
  // when `tournament_games` (only the node that serves tournaments takes those), the others
  // otherwise. Blocks on the store: run it on the store's reader threads. Returns how many rooms
  // it took.
  int adopt_orphans(std::size_t limit, bool tournament_games);

  // Whether this node serves tournaments now, having taken them and their games over if nobody
  // did (tournament/hall_claim.hpp). Blocks on the store, as above.
  bool claim_tournaments();

 private:
  struct Takeover {
    Elsewhere outcome = Elsewhere::not_found;
    std::string room_id;    // when moved
    std::string owner_url;  // when moved: the live owner's address, or empty
  };
  Takeover take_over(const std::string& key, bool by_code);

  Cluster& cluster_;
  const std::unique_ptr<RoomHost>& host_;
  const std::unique_ptr<TournamentHall>& tournaments_;
  StoreReaders& readers_;
  const std::atomic<bool>& draining_;
};

}  // namespace rockpool::server
