#pragma once
// The numbers of play (rules/lazyking/RULES.md): how far a unit moves and pushes, where a push
// ends, where stacked and unstacked pieces may go, what a sacrifice places; with the tables that
// make generating the actions of play (moves.hpp) cheap.

#include <algorithm>
#include <bit>

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
  return strength(unit) + (height(unit) == 1 && (kForts & Board::bit(square)) ? 2 : 0);
}

// Where a unit at `target` pushed `distance` squares towards `direction` ends: the whole way must
// be on the board, unwalled and empty, unless an empty trap comes first (R-L11). -1: no push.
inline int push_end(const Position& p, int target, int direction, int distance) {
  const Squares all = all_units(p);
  int square = target;
  for (int i = 0; i < distance; ++i) {
    if (!(p.open[direction] & Board::bit(square))) return -1;
    square += kStep[direction];
    if (all & Board::bit(square)) return -1;
    if (kTraps & Board::bit(square)) return square;
  }
  return square;
}

// Squares next to `source` (no wall between) that are empty or hold a friendly unit.
inline int unstack_destinations(const Position& p, int me, int source) {
  int destinations = 0;
  for (int d = 0; d < 4; ++d) {
    if ((p.open[d] & Board::bit(source)) && !(p.occupied[1 - me] & Board::bit(source + kStep[d]))) {
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
  if (zone(me) & Board::bit(square)) squares |= 1 << (Board::file_of(square) - 1);
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

}  // namespace rockpool::rules::lazyking
