#include "rules/fences/position.hpp"

#include <cstring>

namespace rockpool::rules::fences {

Position initial_position(int fences_each, int meet, bool edge_side_jumps) {
  Position p;
  std::memset(&p, 0, sizeof p);
  for (int d = 0; d < 4; ++d)
    p.open[d] = Board::can_step(kDirectionStep[d]);
  p.pawn[0] = static_cast<std::uint8_t>(Board::square(4, meet));
  p.pawn[1] = static_cast<std::uint8_t>(Board::square(4, kSize - 1 - meet));
  p.fences_left[0] = p.fences_left[1] = static_cast<std::uint8_t>(fences_each);
  p.to_move = 0;
  p.winner = -1;
  p.edge_side_jumps = edge_side_jumps ? 1 : 0;
  for (int y = 0; y < kLatticeSide; ++y) {
    for (int x = 0; x < kLatticeSide; ++x) {
      const int point = y * kLatticeSide + x;
      const bool border = x == 0 || y == 0 || x == kLatticeSide - 1 || y == kLatticeSide - 1;
      p.wall_label[point] = static_cast<std::uint8_t>(border ? 0 : point);
    }
  }
  return p;
}

}  // namespace rockpool::rules::fences
