#include "rules/pawnd/position.hpp"

#include <cstring>

namespace rockpool::rules::pawnd {

Position initial_position() {
  Position p;
  std::memset(&p, 0, sizeof p);
  p.frogs[0] = kHomeStones[0];
  p.frogs[1] = kHomeStones[1];
  p.pads = kInitialPads;
  p.to_move = 0;
  p.winner = -1;
  return p;
}

}  // namespace rockpool::rules::pawnd
