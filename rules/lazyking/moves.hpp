#pragma once
// The five actions of play (rules/lazyking/RULES.md): their generation and their effects.
// Generation is a template over an emitter (Action -> bool, false stops) so that listing the
// actions and asking whether any exists share one definition and allocate nothing.

#include <algorithm>
#include <bit>

#include "rules/lazyking/actions.hpp"
#include "rules/lazyking/position.hpp"
#include "rules/lazyking/unit_rules.hpp"

namespace rockpool::rules::lazyking {

// A bound on the actions of play in any position: 11 units at most (10 pawns and the King), each
// with 12 moves and 4 pushes; stacks onto each of them at most 15 source sets times 8 places of
// the King; unstacks 15 sets times 4 King squares; sacrifices 10 units times 63 placements.
inline constexpr int kMaxPlayActions = 11 * (12 + 4) + 11 * 15 * 8 + 11 * 15 * 4 + 10 * 63;

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
        const int square = Board::lowest(to);
        if (!emit(make_action(kMove, square - distance * step, square))) return false;
      }
      reached &= ~kTraps;  // a unit entering a trap stops there
    }
  }
  for (Squares from = pushers & open & shifted(theirs, opposite(D)); from; from &= from - 1) {
    const int square = Board::lowest(from);
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
    const int square = Board::lowest(units);
    const Unit unit = p.unit[square];
    ranges[range_of[unit]] |= Board::bit(square);
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
    const int square = Board::lowest(units);
    const int limit = strength(p.unit[square]);
    int sources = 0;
    for (int d = 0; d < 4; ++d) {
      if ((touching[d] & Board::bit(square)) && strength(p.unit[square + kStep[d]]) <= limit) {
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
    const int square = Board::lowest(units);
    const Unit unit = p.unit[square];
    const int h = height(unit);
    const int destinations = unstack_destinations(p, me, square);
    const int king_from_top = has_king(unit) ? h - 1 - king_index(unit) : Board::kSquares;
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
    const int square = Board::lowest(units);
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
      if (p.unit[Board::lowest(from)] != kSingletonKing) return true;
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
