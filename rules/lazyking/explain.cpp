#include "rules/lazyking/explain.hpp"

#include <cstdlib>

#include "rules/lazyking/actions.hpp"
#include "rules/lazyking/moves.hpp"
#include "rules/lazyking/walls.hpp"

namespace rockpool::rules::lazyking {

namespace {

using Why = std::optional<std::string>;

std::string zone_name(int seat) {
  return seat == 0 ? "B1-G1" : "B8-G8";
}

std::string strength_text(int strength) {
  return "strength " + std::to_string(strength);
}

Why king_problem(const Position& p, Seat seat, int square) {
  if (!(zone(seat) & Board::bit(square))) {
    return Board::square_name(square) + ": your King goes on your deployment zone, " +
           zone_name(seat);
  }
  if (p.phase == kPlay && (all_units(p) & Board::bit(square)) && (zone(seat) & ~all_units(p))) {
    return Board::square_name(square) +
           " is taken: a King goes onto an occupied square only when the zone is full";
  }
  return std::nullopt;
}

Why wall_problem_text(const Position& p, Seat seat, int square, int orientation) {
  if (orientation > kNorthEdge ||
      neighbour(square, orientation == kEastEdge ? kEast : kNorth) < 0) {
    return std::string("a wall lies between two squares side by side");
  }
  std::string name = Board::square_name(square) + "|" +
                     Board::square_name(square + (orientation == kEastEdge ? 1 : 8)) + ": ";
  if (p.walls_left[seat] == 0) return name + "you have no walls left";
  switch (wall_problem(p, seat, square, orientation)) {
    case WallProblem::none:
      return std::nullopt;
    case WallProblem::taken:
      return name + "that edge already has a wall";
    case WallProblem::touches_goal:
      return name + "a vertical wall may not touch a goal square (a wall in front of it may)";
    case WallProblem::opponent_rank:
      return name + "no vertical wall inside the opponent's deployment zone";
    case WallProblem::cuts_red_goal:
      return name + "Red's goals A8 and H8 must stay reachable from B1-G1";
    case WallProblem::cuts_black_goal:
      return name + "Black's goals A1 and H1 must stay reachable from B8-G8";
  }
  return std::nullopt;
}

Why move_problem(const Position& p, Seat seat, int from, int to) {
  const std::string name = Board::square_name(from) + "-" + Board::square_name(to) + ": ";
  if (!(p.occupied[seat] & Board::bit(from)))
    return name + "you have no unit on " + Board::square_name(from);
  const int step = line_step(from, to);
  if (step == 0) return name + "a unit moves straight along a rank or a file";
  const Unit unit = p.unit[from];
  if (unit == kSingletonKing) {
    return name + "a singleton King never moves; it leaves a square only by unstacking";
  }
  const int distance = std::abs(to - from) / std::abs(step);
  const int range = move_range(unit, p.first_turn[seat] != 0);
  if (distance > range) {
    return name + "a unit of " + strength_text(strength(unit)) + " moves at most " +
           std::to_string(range) + (range == 1 ? " square" : " squares") +
           (range < move_range(unit, false) ? " in its side's first turn" : "");
  }
  const int direction = direction_of_step(step);
  for (int square = from; square != to;) {
    if (!(p.open[direction] & Board::bit(square))) {
      return name + "a wall between " + Board::square_name(square) + " and " +
             Board::square_name(square + step) + " is in the way";
    }
    square += step;
    if (all_units(p) & Board::bit(square)) {
      return name + Board::square_name(square) +
             " is occupied; a unit moves only through empty squares";
    }
    if ((kTraps & Board::bit(square)) && square != to) {
      return name + "a unit that enters the trap " + Board::square_name(square) + " stops there";
    }
  }
  return std::nullopt;
}

Why push_problem(const Position& p, Seat seat, int target, int end) {
  const std::string name = Board::square_name(target) + "#" + Board::square_name(end) + ": ";
  if (!(p.occupied[1 - seat] & Board::bit(target)))
    return name + "there is no enemy unit on " + Board::square_name(target);
  const int step = line_step(target, end);
  if (step == 0) return name + "a unit is pushed straight along a rank or a file";
  const int direction = direction_of_step(step);
  const int pusher = neighbour(target, opposite(direction));
  if (pusher < 0)
    return name + "there is no square behind " + Board::square_name(target) + " to push from";
  if (!(p.occupied[seat] & Board::bit(pusher))) {
    return name + "that push needs your unit on " + Board::square_name(pusher);
  }
  if (!(p.open[direction] & Board::bit(pusher))) {
    return name + "a wall between " + Board::square_name(pusher) + " and " +
           Board::square_name(target) + " prevents the push";
  }
  const Unit unit = p.unit[pusher];
  if (unit == kSingletonKing) return name + "a singleton King cannot push (R-L2)";
  const Unit pushed = p.unit[target];
  const int defence = defending_strength(pushed, target);
  if (strength(unit) <= defence) {
    return name + "your unit on " + Board::square_name(pusher) + " (" +
           strength_text(strength(unit)) + ") is not stronger than the unit on " +
           Board::square_name(target) + " (" + strength_text(defence) +
           (defence > strength(pushed) ? ", a singleton on a fortification" : "") + ")";
  }
  const int distance = push_distance(strength(unit) - defence);
  const int stop = push_end(p, target, direction, distance);
  if (stop < 0) {
    return name + "the unit is pushed exactly " + std::to_string(distance) +
           (distance == 1 ? " square" : " squares") +
           " and the way must be on the board, unwalled and empty, unless an empty trap comes "
           "first (R-L11)";
  }
  if (stop != end) {
    return name + "this push ends on " + Board::square_name(stop) + ": write " +
           Board::square_name(target) + "#" + Board::square_name(stop);
  }
  return std::nullopt;
}

Why stack_problem(const Position& p, Seat seat, int target, int set, int king_place) {
  if (set == 0 || set > 15) return std::string("a stack names the units stacked");
  const std::string name = Board::square_name(target) + ": ";
  if (!(p.occupied[seat] & Board::bit(target)))
    return name + "you have no unit there to stack onto";
  const Unit base = p.unit[target];
  for (int d = 0; d < 4; ++d) {
    if (!(set >> d & 1)) continue;
    const int source = neighbour(target, d);
    if (source < 0) return name + "a stacked unit must stand next to it";
    if (!(p.open[d] & Board::bit(target))) {
      return name + "a wall between " + Board::square_name(source) + " and " +
             Board::square_name(target) + ": units do not stack through walls";
    }
    if (!(p.occupied[seat] & Board::bit(source)))
      return name + "you have no unit on " + Board::square_name(source);
    if (strength(p.unit[source]) > strength(base)) {
      return name + "the unit on " + Board::square_name(source) + " (" +
             strength_text(strength(p.unit[source])) + ") is stronger than this one (" +
             strength_text(strength(base)) + "); units stack onto the strongest";
    }
  }
  const unsigned places = stack_king_places(p, target, set);
  const bool fits =
      places == 0 ? king_place == kNoKingIndex : king_place < 16 && (places >> king_place & 1);
  if (!fits) return name + "no order of these units puts the King there";
  return std::nullopt;
}

Why unstack_problem(const Position& p, Seat seat, int source, int set, int king_direction) {
  if (set == 0 || set > 15) return std::string("an unstack names the squares the pieces go to");
  const std::string name = Board::square_name(source) + ": ";
  if (!(p.occupied[seat] & Board::bit(source))) return name + "you have no unit there to unstack";
  const Unit unit = p.unit[source];
  const int h = height(unit), n = small_count(set);
  if (h == 1) return name + "a singleton cannot unstack (R-L6)";
  if (n > h - 1) {
    return name + "an unstack leaves at least one piece behind: at most " + std::to_string(h - 1) +
           (h == 2 ? " piece comes" : " pieces come") + " off (R-L6)";
  }
  for (int d = 0; d < 4; ++d) {
    if (!(set >> d & 1)) continue;
    const int to = neighbour(source, d);
    if (to < 0) return name + "pieces go to squares next to it";
    if (!(p.open[d] & Board::bit(source))) {
      return name + "a wall between " + Board::square_name(source) + " and " +
             Board::square_name(to) + ": pieces do not unstack through walls";
    }
    if (p.occupied[1 - seat] & Board::bit(to)) {
      return name + Board::square_name(to) +
             " holds an enemy unit; pieces go to empty squares or onto your units";
    }
  }
  const bool king_comes_off = has_king(unit) && h - 1 - king_index(unit) < n;
  if (king_comes_off ? !(set >> king_direction & 1) : king_direction != 0) {
    return name + "that order does not fit the pieces of this unit";
  }
  return std::nullopt;
}

Why sacrifice_problem(const Position& p, Seat seat, int square, int set) {
  const std::string name = Board::square_name(square) + ": ";
  if (!(p.occupied[seat] & Board::bit(square))) return name + "you have no unit there to sacrifice";
  const Unit unit = p.unit[square];
  if (has_king(unit)) return name + "a unit holding the King cannot be sacrificed";
  if (p.pile[seat] == 0) {
    return name + "your pile is empty; a sacrifice takes one pawn from it (R-L13)";
  }
  if (set == 0 || set > 63) return name + "a sacrifice places at least one pawn (R-L5)";
  const int allowed = sacrifice_squares(p, seat, square);
  for (int i = 0; i < 6; ++i) {
    if ((set >> i & 1) && !(allowed >> i & 1)) {
      return name + Board::square_name(8 * home_rank(seat) + 1 + i) +
             " is occupied; new pawns go on empty squares of your zone";
    }
  }
  const int s = pawns(unit);
  const int cap = sacrifice_cap(p, seat, square);
  if (small_count(set) > cap) {
    if (cap < s + 1) {
      return name + "you may not have more than " + std::to_string(kPawnsEach) +
             " pawns on the board";
    }
    return name + "a unit of " + strength_text(s) + " buys at most " + std::to_string(s + 1) +
           (s + 1 == 1 ? " pawn" : " pawns");
  }
  return std::nullopt;
}

Why play_problem(const Position& p, Seat seat, Action action) {
  const int a = field_a(action), b = field_b(action), c = field_c(action);
  switch (kind_of(action)) {
    case kMove:
      return move_problem(p, seat, a, b);
    case kPush:
      return push_problem(p, seat, a, b);
    case kStack:
      return stack_problem(p, seat, a, b, c);
    case kUnstack:
      return unstack_problem(p, seat, a, b, c);
    case kSacrifice:
      if (c != seat) return std::string("new pawns are placed in your own deployment zone");
      return sacrifice_problem(p, seat, a, b);
    default:
      return std::string("that is not an action of play");
  }
}

}  // namespace

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action) {
  const Kind kind = kind_of(action);
  const int a = field_a(action), b = field_b(action);
  if (kind > kSacrifice) return std::string("that is not an action of this game");
  if (p.phase == kChooseKing) {
    if (kind != kKing) return std::string("first each player chooses its King's square (D1:K)");
    if (p.king_choice[seat] != kNoSquare) return std::string("you have chosen your King's square");
    return king_problem(p, seat, a);
  }
  if (p.phase == kWalls) {
    if (kind != kWall) return std::string("the players are placing walls now (D4|D5)");
    return wall_problem_text(p, seat, a, b);
  }
  if (p.owes_king[seat]) {
    if (kind != kKing) return std::string("your King must be redeployed first (C1:K)");
    return king_problem(p, seat, a);
  }
  if (kind == kKing)
    return std::string("your King is on the board; only a lost King is redeployed");
  if (kind == kWall) return std::string("walls are placed only before play starts");
  return play_problem(p, seat, action);
}

}  // namespace rockpool::rules::lazyking
