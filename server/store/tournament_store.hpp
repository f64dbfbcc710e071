#pragma once
// The tournaments a store keeps. They are written as TournamentRecord with the store's other
// writes (a game's end in one transaction with its tournament's standings) and read back here: at
// start, by a node that takes tournaments over, and by a node that does not serve them.

#include <vector>

#include "server/store/records.hpp"

namespace rockpool::server {

class TournamentStore {
 public:
  virtual ~TournamentStore() = default;
  // Every tournament kept, oldest first.
  virtual std::vector<TournamentRecord> kept_tournaments() = 0;
};

}  // namespace rockpool::server
