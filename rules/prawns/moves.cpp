#include "rules/prawns/moves.hpp"

#include "rules/prawns/actions.hpp"

namespace rockpool::rules::prawns {

namespace {

void append_targets(int from, Squares targets, Squares enemy, ActionList& out) {
  for (; targets; targets &= targets - 1) {
    const int to = Board::lowest(targets);
    out.push_back(make_action((enemy & Board::bit(to)) ? kEat : kMove, from, to));
  }
}

// A crab or lobster swims along one direction until the sea's edge or a prawn; it may end on
// an enemy prawn (eating it), never on its own.
void append_slide(const Core& core, int seat, int from, int dx, int dy, ActionList& out) {
  const Squares own = core.side[seat], enemy = core.side[1 - seat];
  int file = Board::file_of(from) + dx, rank = Board::rank_of(from) + dy;
  while (core.sea.contains(file, rank)) {
    const int to = Board::square(file, rank);
    if (own & Board::bit(to)) return;
    if (enemy & Board::bit(to)) {
      out.push_back(make_action(kEat, from, to));
      return;
    }
    out.push_back(make_action(kMove, from, to));
    file += dx;
    rank += dy;
  }
}

// Jumps over an adjacent prawn of the same side onto the empty square beyond, and wall-jumps
// where that square is off the sea. A shrimp's wall-jump lands on a square its knight's leap
// reaches too: that action is listed once, among the shrimp's hops.
void append_jumps(const Core& core, int seat, int from, int species, Squares empty,
                  ActionList& out) {
  const Squares own = core.side[seat];
  const int file = Board::file_of(from), rank = Board::rank_of(from);
  for (int d = 0; d < 8; ++d) {
    const int dx = kDirections[d].file, dy = kDirections[d].rank;
    const int over_file = file + dx, over_rank = rank + dy;
    if (!Board::on_board(over_file, over_rank) ||
        !(own & Board::bit(Board::square(over_file, over_rank)))) {
      continue;
    }
    const int land_file = over_file + dx, land_rank = over_rank + dy;
    if (core.sea.contains(land_file, land_rank)) {
      const int to = Board::square(land_file, land_rank);
      if (empty & Board::bit(to)) out.push_back(make_action(kMove, from, to));
      continue;
    }
    if (species == kShrimp) continue;
    const int to = wall_jump_landing(core.sea, from, dx, dy);
    if (to >= 0 && (empty & Board::bit(to))) out.push_back(make_action(kMove, from, to));
  }
}

}  // namespace

int wall_jump_landing(const Sea& sea, int from, int dx, int dy) {
  if (dx == 0 || dy == 0) return -1;
  const int over_file = Board::file_of(from) + dx, over_rank = Board::rank_of(from) + dy;
  const int land_file = over_file + dx, land_rank = over_rank + dy;
  const bool off_file = land_file < sea.file_lo || land_file > sea.file_hi;
  const bool off_rank = land_rank < sea.rank_lo || land_rank > sea.rank_hi;
  if (off_file == off_rank) return -1;
  // Mirrored across the wall: beside the jumped prawn, along the wall it touches.
  return off_file ? Board::square(over_file, land_rank) : Board::square(land_file, over_rank);
}

int append_moves(const Core& core, int seat, ActionList& out) {
  const std::size_t before = out.size();
  const Squares own = core.side[seat], enemy = core.side[1 - seat];
  const Squares sea = core.sea.mask();
  const Squares reachable = sea & ~own;
  const Squares empty = sea & ~(own | enemy);
  for (Squares prawns = own; prawns; prawns &= prawns - 1) {
    const int from = Board::lowest(prawns);
    const Squares b = Board::bit(from);
    int species = kKrill;
    if (core.species[kKrill] & b) {
      append_targets(from, kKrillSwims[from] & reachable, enemy, out);
      if (core.fresh & b) {
        // Jump-start: over an empty square (over a friendly prawn it is an ordinary jump).
        const int middle = from + 8 * forward(seat), to = middle + 8 * forward(seat);
        if (to >= 0 && to < Board::kSquares && (sea & Board::bit(to)) &&
            (empty & Board::bit(middle)) && (empty & Board::bit(to))) {
          out.push_back(make_action(kMove, from, to));
        }
      }
    } else if (core.species[kShrimp] & b) {
      species = kShrimp;
      append_targets(from, kShrimpHops[from] & reachable, enemy, out);
    } else if (core.species[kCrab] & b) {
      species = kCrab;
      for (int d = 0; d < 4; ++d)
        append_slide(core, seat, from, kDirections[d].file, kDirections[d].rank, out);
    } else {
      species = kLobster;
      for (int d = 4; d < 8; ++d)
        append_slide(core, seat, from, kDirections[d].file, kDirections[d].rank, out);
    }
    append_jumps(core, seat, from, species, empty, out);
  }
  return static_cast<int>(out.size() - before);
}

namespace {

Squares evolvable(const Core& core, int seat, Squares evolved) {
  return core.side[seat] & Board::rank_mask(zone_rank(core.sea, seat)) & ~evolved;
}

}  // namespace

void append_evolutions(const Core& core, int seat, Squares evolved, ActionList& out) {
  const Squares zone = evolvable(core, seat, evolved);
  if (!zone) return;
  const bool re_evolution = Board::count(occupied(core)) >= kReEvolutionPrawns;
  for (Squares prawns = zone; prawns; prawns &= prawns - 1) {
    const int square = Board::lowest(prawns);
    const int species = species_at(core, square);
    if (species != kKrill && !re_evolution) continue;
    for (int to = kShrimp; to <= kLobster; ++to) {
      if (to != species && core.pool[seat][to] > 0) {
        out.push_back(make_action(kEvolve, square, to));
      }
    }
  }
}

bool can_evolve(const Core& core, int seat, Squares evolved) {
  const Squares zone = evolvable(core, seat, evolved);
  if (!zone) return false;
  const auto* pool = core.pool[seat];
  if ((zone & core.species[kKrill]) && (pool[kShrimp] | pool[kCrab] | pool[kLobster])) return true;
  if (Board::count(occupied(core)) < kReEvolutionPrawns) return false;
  for (int species = kShrimp; species <= kLobster; ++species) {
    if (!(zone & core.species[species])) continue;
    for (int to = kShrimp; to <= kLobster; ++to) {
      if (to != species && pool[to] > 0) return true;
    }
  }
  return false;
}

}  // namespace rockpool::rules::prawns
