#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

void put_prawn(Core& core, int seat, int species, int square) {
  core.side[seat] |= Board::bit(square);
  core.species[species] |= Board::bit(square);
}

void remove_prawn(Core& core, int seat, int species, int square) {
  core.side[seat] &= ~Board::bit(square);
  core.species[species] &= ~Board::bit(square);
  core.fresh &= ~Board::bit(square);
}

Position initial_position(bool takeback, bool eaten_gone) {
  Position p{};
  p.now.sea = Sea{};
  for (int seat = 0; seat < 2; ++seat) {
    for (int s = 0; s < kSpeciesCount; ++s) {
      p.now.pool[seat][s] = static_cast<std::uint8_t>(kStartPool[s]);
    }
    for (int file = 0; file < Board::kWidth; ++file) {
      put_prawn(p.now, seat, kKrill, Board::square(file, home_rank(seat)));
    }
    p.now.pool[seat][kKrill] = 0;
  }
  p.now.fresh = p.now.species[kKrill];
  p.saved = p.now;
  p.phase = kBlindStart;
  p.saved_owner = -1;
  p.winner = -1;
  p.takeback = takeback ? 1 : 0;
  p.eaten_gone = eaten_gone ? 1 : 0;
  return p;
}

}  // namespace rockpool::rules::prawns
