#pragma once
// The five actions of play (rules/lazyking/RULES.md): their generation and their effects.
// Generation is a template over an emitter (Action -> bool, false stops) so that listing the
// actions and asking whether any exists share one definition and allocate nothing.

#include <algorithm>
#include <bit>

#include "rules/lazyking/actions.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

// How far a unit may move: 3 squares at strength 1, 2 at strength 2, 1 from 3 up; at most 2 in
// the first turn under first_turn_two.
constexpr int move_range(Unit unit, bool first_turn) {
  const int s = strength(unit);
  const int range = s == 1 ? 3 : s == 2 ? 2 : 1;
  return first_turn ? std::min(range, 2) : range;
}

// move_range of every unit byte, without and with the first-turn limit; 0 for a singleton King.
struct MoveRanges {
  std::uint8_t range[2][256];
};
inline constexpr MoveRanges kMoveRanges = [] {
  MoveRanges table{};
  for (int first_turn = 0; first_turn < 2; ++first_turn) {
    for (int unit = 0; unit < 256; ++unit) {
      const auto u = static_cast<Unit>(unit);
      table.range[first_turn][unit] =
          static_cast<std::uint8_t>(u == kSingletonKing ? 0 : move_range(u, first_turn != 0));
    }
  }
  return table;
}();

// The push table: a difference of 4 or less pushes 1 square, 5 pushes 2 ... 11 pushes 8.
constexpr int push_distance(int difference) {
  return difference <= 4 ? 1 : difference - 3;
}

// A singleton on a fortification defends a push at +2 (R-L10); everything else at its strength.
constexpr int defending_strength(Unit unit, int square) {
  return strength(unit) + (height(unit) == 1 && (kForts & bit(square)) ? 2 : 0);
}

// Where a unit at `target` pushed `distance` squares towards `direction` ends: the whole way must
// be on the board, unwalled and empty, unless an empty trap comes first (R-L11). -1: no push.
inline int push_end(const Position& p, int target, int direction, int distance) {
  const Squares all = all_units(p);
  int square = target;
  for (int i = 0; i < distance; ++i) {
    if (!(p.open[direction] & bit(square))) return -1;
    square += kStep[direction];
    if (all & bit(square)) return -1;
    if (kTraps & bit(square)) return square;
  }
  return square;
}

// Squares next to `source` (no wall between) that are empty or hold a friendly unit.
inline int unstack_destinations(const Position& p, int me, int source) {
  int destinations = 0;
  for (int d = 0; d < 4; ++d) {
    if ((p.open[d] & bit(source)) && !(p.occupied[1 - me] & bit(source + kStep[d]))) {
      destinations |= 1 << d;
    }
  }
  return destinations;
}

// The King's possible final places when stacking the sources `set` onto `target`: bit x set for
// index x from the bottom; 0 when no source holds the King.
inline unsigned stack_king_places(const Position& p, int target, int set) {
  int king_direction = -1;
  for (int d = 0; d < 4; ++d) {
    if ((set >> d & 1) && has_king(p.unit[target + kStep[d]])) king_direction = d;
  }
  if (king_direction < 0) return 0;
  const int base = height(p.unit[target]) + king_index(p.unit[target + kStep[king_direction]]);
  const int others = set & ~(1 << king_direction);
  unsigned places = 0;
  for (int below = others;; below = (below - 1) & others) {
    int sum = base;
    for (int d = 0; d < 4; ++d) {
      if (below >> d & 1) sum += height(p.unit[target + kStep[d]]);
    }
    places |= 1u << sum;
    if (below == 0) break;
  }
  return places;
}

// Placement squares as zone bits (B..G = 0..5): empty ones, plus the unit's own if in the zone.
inline int sacrifice_squares(const Position& p, int me, int square) {
  const int shift = 8 * home_rank(me) + 1;
  int squares = static_cast<int>((~all_units(p) >> shift) & 63);
  if (zone(me) & bit(square)) squares |= 1 << (file_of(square) - 1);
  return squares;
}

// The most pawns a sacrifice of the King-less unit at `square` places (R-L13, before the zone).
inline int sacrifice_cap(const Position& p, int me, int square) {
  const int s = pawns(p.unit[square]);
  const int left_on_board = kPawnsEach - p.pile[me] - s;
  return std::min(s + 1, kPawnsEach - left_on_board);
}

// A set of squares shifted one square towards `direction` (callers mask with open edges first).
constexpr Squares shifted(Squares squares, int direction) {
  switch (direction) {
    case kNorth:
      return squares << 8;
    case kSouth:
      return squares >> 8;
    case kEast:
      return squares << 1;
    default:
      return squares >> 1;
  }
}

// A bound on the actions of play in any position: 11 units at most (10 pawns and the King), each
// with 12 moves and 4 pushes; stacks onto each of them at most 15 source sets times 8 places of
// the King; unstacks 15 sets times 4 King squares; sacrifices 10 units times 63 placements.
inline constexpr int kMaxPlayActions = 11 * (12 + 4) + 11 * 15 * 8 + 11 * 15 * 4 + 10 * 63;

// The non-empty subsets of each set of zone squares (6 bits), smallest first: those with at most
// k members are the first up_to[set][k], starting at start[set].
struct ZoneSubsets {
  std::uint16_t start[64];
  std::uint8_t up_to[64][7];
  std::uint8_t subset[729 - 64];
};
inline constexpr ZoneSubsets kZoneSubsets = [] {
  ZoneSubsets table{};
  int next = 0;
  for (int set = 0; set < 64; ++set) {
    table.start[set] = static_cast<std::uint16_t>(next);
    int listed = 0;
    for (int members = 1; members <= 6; ++members) {
      for (int subset = set; subset; subset = (subset - 1) & set) {
        if (small_count(subset) == members) {
          table.subset[next++] = static_cast<std::uint8_t>(subset);
          ++listed;
        }
      }
      table.up_to[set][members] = static_cast<std::uint8_t>(listed);
    }
  }
  return table;
}();

// Moves and pushes towards one direction, for every unit at once: ranges[r] holds the units that
// move up to r squares, pushers the units that may push.
template <int D, typename Emit>
bool directional_actions(const Position& p, const Squares* ranges, Squares pushers, Squares theirs,
                         Emit& emit) {
  constexpr int step = kStep[D];
  const Squares open = p.open[D], free = ~(pushers | theirs | p.occupied[0] | p.occupied[1]);
  for (int range = 1; range <= 3; ++range) {
    Squares reached = ranges[range];
    for (int distance = 1; distance <= range && reached; ++distance) {
      reached = shifted(reached & open, D) & free;
      for (Squares to = reached; to; to &= to - 1) {
        const int square = lowest(to);
        if (!emit(make_action(kMove, square - distance * step, square))) return false;
      }
      reached &= ~kTraps;  // a unit entering a trap stops there
    }
  }
  for (Squares from = pushers & open & shifted(theirs, opposite(D)); from; from &= from - 1) {
    const int square = lowest(from);
    const int target = square + step;
    const int difference = strength(p.unit[square]) - defending_strength(p.unit[target], target);
    if (difference <= 0) continue;
    const int end = push_end(p, target, D, push_distance(difference));
    if (end >= 0 && !emit(make_action(kPush, target, end))) return false;
  }
  return true;
}

template <typename Emit>
bool for_each_play_action(const Position& p, int me, Emit&& emit) {
  const Squares mine = p.occupied[me], theirs = p.occupied[1 - me];
  // ranges[0] holds a singleton King, which neither moves nor pushes (R-L2).
  Squares ranges[4] = {0, 0, 0, 0};
  Squares tall = 0;
  int king_square = -1;
  const std::uint8_t* range_of = kMoveRanges.range[p.first_turn[me] != 0 ? 1 : 0];
  for (Squares units = mine; units; units &= units - 1) {
    const int square = lowest(units);
    const Unit unit = p.unit[square];
    ranges[range_of[unit]] |= bit(square);
    tall |= static_cast<Squares>(height(unit) > 1) << square;
    if (has_king(unit)) king_square = square;
  }
  const Squares pushers = mine & ~ranges[0];
  if (!directional_actions<kNorth>(p, ranges, pushers, theirs, emit) ||
      !directional_actions<kSouth>(p, ranges, pushers, theirs, emit) ||
      !directional_actions<kEast>(p, ranges, pushers, theirs, emit) ||
      !directional_actions<kWest>(p, ranges, pushers, theirs, emit)) {
    return false;
  }
  // Stacks onto units with a friendly neighbour (no wall between), touching[d] towards d.
  Squares touching[4], any_touching = 0;
  for (int d = 0; d < 4; ++d) {
    touching[d] = mine & p.open[d] & shifted(mine, opposite(d));
    any_touching |= touching[d];
  }
  for (Squares units = any_touching; units; units &= units - 1) {
    const int square = lowest(units);
    const int limit = strength(p.unit[square]);
    int sources = 0;
    for (int d = 0; d < 4; ++d) {
      if ((touching[d] & bit(square)) && strength(p.unit[square + kStep[d]]) <= limit) {
        sources |= 1 << d;
      }
    }
    // The King's unit among the sources (the edge is open, so no wrap around the board).
    const int to_king = king_square - square;
    int king_direction = to_king == 8    ? kNorth
                         : to_king == -8 ? kSouth
                         : to_king == 1  ? kEast
                         : to_king == -1 ? kWest
                                         : -1;
    if (king_direction >= 0 && !(sources >> king_direction & 1)) king_direction = -1;
    for (int set = sources; set; set = (set - 1) & sources) {
      if (king_direction < 0 || !(set >> king_direction & 1)) {
        if (!emit(make_action(kStack, square, set, kNoKingIndex))) return false;
        continue;
      }
      for (unsigned places = stack_king_places(p, square, set); places; places &= places - 1) {
        if (!emit(make_action(kStack, square, set, std::countr_zero(places)))) return false;
      }
    }
  }
  // Unstacks from units of two pieces or more (R-L6).
  for (Squares units = tall; units; units &= units - 1) {
    const int square = lowest(units);
    const Unit unit = p.unit[square];
    const int h = height(unit);
    const int destinations = unstack_destinations(p, me, square);
    const int king_from_top = has_king(unit) ? h - 1 - king_index(unit) : kSquares;
    for (int set = destinations; set; set = (set - 1) & destinations) {
      const int n = small_count(set);
      if (n > h - 1) continue;
      if (king_from_top >= n) {
        if (!emit(make_action(kUnstack, square, set, 0))) return false;
        continue;
      }
      for (int d = 0; d < 4; ++d) {
        if ((set >> d & 1) && !emit(make_action(kUnstack, square, set, d))) return false;
      }
    }
  }
  if (p.pile[me] == 0) return true;  // R-L13
  for (Squares units = mine; units; units &= units - 1) {
    const int square = lowest(units);
    if (has_king(p.unit[square])) continue;
    const int squares = sacrifice_squares(p, me, square);
    const int cap = std::min(sacrifice_cap(p, me, square), 6);
    const std::uint8_t* subset = kZoneSubsets.subset + kZoneSubsets.start[squares];
    const std::uint8_t* end = subset + kZoneSubsets.up_to[squares][cap];
    for (; subset != end; ++subset) {
      if (!emit(make_action(kSacrifice, square, *subset, me))) return false;
    }
  }
  return true;
}

inline bool has_play_action(const Position& p, int me) {
  // Nearly always a unit other than a singleton King has an empty square next to it.
  const Squares free = ~all_units(p);
  for (int d = 0; d < 4; ++d) {
    const Squares steppers = p.occupied[me] & p.open[d] & shifted(free, opposite(d));
    for (Squares from = steppers; from; from &= from - 1) {
      if (p.unit[lowest(from)] != kSingletonKing) return true;
    }
  }
  return !for_each_play_action(p, me, [](Action) { return false; });
}

// Effects of one play action of `me`, known to be legal, with every immediate consequence (traps
// entered, goals entered, a King leaving a goal); not the win check nor the end of the turn.
void apply_play_action(Position& p, int me, Action action);

// The King of `seat` placed as a singleton on `square` of its zone; whatever stood there goes to
// the piles (a King there must be redeployed in turn).
void redeploy_king(Position& p, int seat, int square);

// The end of the turn of `me` (R-L14): units that started it on a trap (`trap_start`) and are
// still there lose their bottom piece, then King-less units that entered a goal before this turn
// are destroyed.
void end_turn(Position& p, int me, Squares trap_start);

// The seat whose singleton King stands on one of its goals, checking `first` first; -1 if none.
int goal_winner(const Position& p, int first);

// The unit at `square` loses its bottom piece: a pawn to its pile, a King off to be redeployed.
void lose_bottom(Position& p, int square);

}  // namespace rockpool::rules::lazyking
