#include "rules/kaninariebi/position.hpp"

#include <cstring>

namespace rockpool::rules::kaninariebi {

Position initial_position(bool mixed_bonds, bool auto_promote) {
  Position p;
  std::memset(&p, 0, sizeof p);
  p.crabs[0] = Board::file_mask(home_file(0));
  p.crabs[1] = Board::file_mask(home_file(1));
  p.winner = -1;
  p.mixed_bonds = mixed_bonds ? 1 : 0;
  p.auto_promote = auto_promote ? 1 : 0;
  return p;
}

}  // namespace rockpool::rules::kaninariebi
