#include "rules/lazyking/moves.hpp"

namespace rockpool::rules::lazyking {

namespace {

void put(Position& p, int seat, int square, Unit unit) {
  p.unit[square] = unit;
  p.occupied[seat] |= Board::bit(square);
}

Unit take(Position& p, int seat, int square) {
  const Unit unit = p.unit[square];
  p.unit[square] = 0;
  p.occupied[seat] &= ~Board::bit(square);
  return unit;
}

// Every piece of the unit at `square` leaves the board: pawns to the pile, a King to be redeployed.
void remove_unit(Position& p, int square) {
  const int seat = owner_of(p, square);
  const Unit unit = take(p, seat, square);
  p.pile[seat] = static_cast<std::uint8_t>(p.pile[seat] + pawns(unit));
  if (has_king(unit)) p.owes_king[seat] = 1;
}

// A unit has just entered `square` (by a move, a push, following a push, or a piece unstacked
// onto it): a trap takes its bottom piece; a goal starts its timer.
void enter(Position& p, int square, bool onto_empty) {
  if (kTraps & Board::bit(square)) {
    lose_bottom(p, square);
  } else if ((kGoals & Board::bit(square)) && onto_empty) {
    p.goal_fresh = static_cast<std::uint8_t>(p.goal_fresh | 1 << goal_index(square));
  }
}

void relocate(Position& p, int seat, int from, int to) {
  put(p, seat, to, take(p, seat, from));
  enter(p, to, true);
}

void apply_stack(Position& p, int me, int target, int set, int king_place) {
  const Unit base = p.unit[target];
  int total = height(base);
  for (int d = 0; d < 4; ++d) {
    if (set >> d & 1) total += height(take(p, me, target + kStep[d]));
  }
  const int king = has_king(base) ? king_index(base) : king_place == kNoKingIndex ? -1 : king_place;
  put(p, me, target, make_unit(total, king));  // no trap is triggered, the goal timer stays (R-L12)
}

void apply_unstack(Position& p, int me, int source, int set, int king_direction) {
  const Unit unit = p.unit[source];
  const int h = height(unit);
  const int n = small_count(set);
  const int left = h - n;
  const bool king_leaves = has_king(unit) && king_index(unit) >= left;
  p.unit[source] = make_unit(left, king_leaves ? -1 : king_index(unit));
  for (int d = 0; d < 4; ++d) {
    if (!(set >> d & 1)) continue;
    const int to = source + kStep[d];
    const Unit there = p.unit[to];
    const bool king = king_leaves && d == king_direction;
    const int below = height(there);
    put(p, me, to, make_unit(below + 1, king ? below : king_index(there)));
    enter(p, to, below == 0);  // R-L12: onto a friendly unit on a trap, the result loses a piece
  }
  // A King unstacked off a goal: the pieces left there are destroyed after the unstack.
  if (king_leaves && (kGoals & Board::bit(source))) remove_unit(p, source);
}

void apply_sacrifice(Position& p, int me, int square, int set) {
  const int s = pawns(take(p, me, square));
  const int shift = 8 * home_rank(me) + 1;
  int placed = 0;
  for (int i = 0; i < 6; ++i) {
    if (set >> i & 1) {
      put(p, me, shift + i, kSingletonPawn);
      ++placed;
    }
  }
  // s pawns from the unit and one from the pile make s + 1; those not placed go to the pile.
  p.pile[me] = static_cast<std::uint8_t>(p.pile[me] + s - placed);
}

}  // namespace

void lose_bottom(Position& p, int square) {
  const int seat = owner_of(p, square);
  const Unit unit = p.unit[square];
  const int h = height(unit);
  if (king_index(unit) == 0) {
    p.owes_king[seat] = 1;
  } else {
    ++p.pile[seat];
  }
  if (h == 1) {
    take(p, seat, square);
    return;
  }
  p.unit[square] = make_unit(h - 1, king_index(unit) > 0 ? king_index(unit) - 1 : -1);
}

void apply_play_action(Position& p, int me, Action action) {
  const int a = field_a(action), b = field_b(action), c = field_c(action);
  switch (kind_of(action)) {
    case kMove:
      relocate(p, me, a, b);
      break;
    case kPush: {
      relocate(p, 1 - me, a, b);                // the pushed unit
      relocate(p, me, a - line_step(a, b), a);  // the pusher follows
      break;
    }
    case kStack:
      apply_stack(p, me, a, b, c);
      break;
    case kUnstack:
      apply_unstack(p, me, a, b, c);
      break;
    case kSacrifice:
      apply_sacrifice(p, me, a, b);
      break;
    case kKing:
    case kWall:
      break;
  }
}

void redeploy_king(Position& p, int seat, int square) {
  if (all_units(p) & Board::bit(square)) remove_unit(p, square);
  put(p, seat, square, kSingletonKing);
  p.owes_king[seat] = 0;
}

void end_turn(Position& p, int me, Squares trap_start) {
  for (Squares traps = trap_start & p.occupied[me]; traps; traps &= traps - 1) {
    lose_bottom(p, Board::lowest(traps));
  }
  for (Squares goals = kGoals & p.occupied[me]; goals; goals &= goals - 1) {
    const int square = Board::lowest(goals);
    if (!has_king(p.unit[square]) && !(p.goal_fresh >> goal_index(square) & 1)) {
      remove_unit(p, square);
    }
  }
  p.goal_fresh = 0;
}

int goal_winner(const Position& p, int first) {
  for (int seat : {first, 1 - first}) {
    const Squares goals = winning_goals(seat) & p.occupied[seat];
    for (Squares g = goals; g; g &= g - 1) {
      if (p.unit[Board::lowest(g)] == kSingletonKing) return seat;
    }
  }
  return -1;
}

}  // namespace rockpool::rules::lazyking
