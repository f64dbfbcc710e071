#include "rules/lazyking/position.hpp"

#include <cstring>

namespace rockpool::rules::lazyking {

Position initial_position(int walls_each, bool first_turn_two) {
  Position p;
  std::memset(&p, 0, sizeof p);
  for (int d = 0; d < 4; ++d)
    p.open[d] = kOnBoard[d];
  for (int seat = 0; seat < 2; ++seat) {
    p.pile[seat] = kPawnsEach - 5;  // five pawns join the King in the zone, five wait in the pile
    p.walls_left[seat] = static_cast<std::uint8_t>(walls_each);
    p.king_choice[seat] = kNoSquare;
    p.first_turn[seat] = first_turn_two ? 1 : 0;
  }
  p.phase = kChooseKing;
  p.winner = -1;
  return p;
}

}  // namespace rockpool::rules::lazyking
