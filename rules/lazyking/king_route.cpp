#include "rules/lazyking/king_route.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/lazyking/unit_rules.hpp"

namespace rockpool::rules::lazyking {

namespace {

// What a square on the route costs on top of its step (one own turn): an enemy unit the King's
// unit can push away now (the push may be answered), one it cannot (it must be gone round, or
// more strength brought), a trap (it takes the bottom piece, and then the King), a goal still
// held by a unit of the King's side (it leaves, or is destroyed by the goal's timer) or by the
// enemy's.
constexpr int kPushable = 1;
constexpr int kUnpushable = 4;
constexpr int kTrap = 4;
constexpr int kOwnOnGoal = 1;
constexpr int kEnemyOnGoal = 4;
// The smallest strength of a unit that carries the King and can move: the King on one pawn.
constexpr int kCarrierStrength = 3;

struct Source {
  int square;
  int turns;
};

// Steps from `from` to the nearest square of `to` over unwalled edges, pieces ignored.
int steps(const Position& p, int from, Squares to) {
  Squares reach = Board::bit(from);
  for (int n = 0; n < kNoRoute; ++n) {
    if (reach & to) return n;
    const Squares next = reach | ((reach & p.open[kNorth]) << 8) | ((reach & p.open[kSouth]) >> 8) |
                         ((reach & p.open[kEast]) << 1) | ((reach & p.open[kWest]) >> 1);
    if (next == reach) break;
    reach = next;
  }
  return kNoRoute;
}

// Turns of stepping from `from` onto its neighbour `to` towards `direction`, for a unit of
// `strength` that carries `seat`'s King; -1 where it cannot go.
int step_turns(const Position& p, int seat, int strength, int to, int direction) {
  const Squares at = Board::bit(to);
  int turns = 1 + ((kTraps & at) ? kTrap : 0);
  if (winning_goals(seat) & at) {
    if (p.occupied[seat] & at) return turns + kOwnOnGoal;
    if (p.occupied[1 - seat] & at) return turns + kEnemyOnGoal;
    return turns;
  }
  if (!(p.occupied[1 - seat] & at)) return turns;
  // With the board's edge or a wall right behind it, no strength pushes it this way: only its
  // owner can clear the way (a side that walls its home rank down to one opening keeps a unit
  // behind it for good, and then no King gets through).
  if (!(p.open[direction] & at)) return -1;
  const int difference = strength - defending_strength(p.unit[to], to);
  const bool pushable =
      difference >= 1 && push_end(p, to, direction, push_distance(difference)) >= 0;
  return turns + (pushable ? kPushable : kUnpushable);
}

// The cheapest route home from any of `sources` (each with the turns it already costs), for a
// unit of `strength` carrying the King with the King on top.
int route(const Position& p, int seat, int strength, const Source* sources, int count) {
  std::array<int, Board::kSquares> best;
  best.fill(kNoRoute + 1);
  // A bucket queue: turns are small integers.
  std::array<std::array<std::uint8_t, 4 * Board::kSquares>, kNoRoute + 1> buckets;
  std::array<int, kNoRoute + 1> counts{};
  const auto push = [&](int square, int turns) {
    if (turns > kNoRoute || turns >= best[static_cast<std::size_t>(square)]) return;
    best[static_cast<std::size_t>(square)] = turns;
    auto& n = counts[static_cast<std::size_t>(turns)];
    if (n < static_cast<int>(buckets[0].size())) {
      buckets[static_cast<std::size_t>(turns)][static_cast<std::size_t>(n++)] =
          static_cast<std::uint8_t>(square);
    }
  };
  for (int i = 0; i < count; ++i)
    push(sources[i].square, sources[i].turns);
  const Squares goals = winning_goals(seat);
  for (int turns = 0; turns <= kNoRoute; ++turns) {
    for (int i = 0; i < counts[static_cast<std::size_t>(turns)]; ++i) {
      const int square = buckets[static_cast<std::size_t>(turns)][static_cast<std::size_t>(i)];
      if (best[static_cast<std::size_t>(square)] != turns) continue;
      if (goals & Board::bit(square)) return turns;
      for (int direction = 0; direction < 4; ++direction) {
        if (!(p.open[direction] & Board::bit(square))) continue;
        const int next = square + kStep[direction];
        const int step = step_turns(p, seat, strength, next, direction);
        if (step >= 0) push(next, turns + step);
      }
    }
  }
  return kNoRoute;
}

// Adds the ways a lone King of `seat` on `square` starts travelling, `wait` turns from now: a
// neighbouring unit of its side of strength 2 or more takes it on top (a step), a weaker one is
// stacked onto it (the King then at the bottom must later be uncovered: a turn more), and with
// none beside it a unit must come first (a pawn goes up to three squares a turn).
int add_lone_sources(const Position& p, int seat, int square, int wait, Source* out) {
  int count = 0;
  bool helper_beside = false;
  for (int direction = 0; direction < 4; ++direction) {
    if (!(p.open[direction] & Board::bit(square))) continue;
    const int next = square + kStep[direction];
    if (!(p.occupied[seat] & Board::bit(next))) continue;
    helper_beside = true;
    if (strength(p.unit[next]) >= 2 && !(kTraps & Board::bit(next))) {
      out[count++] = {next, wait + 1};
    }
  }
  int travel = 0;
  if (!helper_beside) {
    const Squares helpers = p.occupied[seat] & ~Board::bit(square);
    const int far = helpers ? steps(p, square, helpers) : kNoRoute;
    travel = std::min(kNoRoute, far + 1) / 3;  // ceil((far - 1) / 3)
  }
  out[count++] = {square, wait + travel + 2};
  return count;
}

int lone_king_turns(const Position& p, int seat, Squares squares, int wait) {
  std::array<Source, 5 * Board::kSquares> sources;
  int count = 0;
  for (Squares left = squares; left; left &= left - 1)
    count += add_lone_sources(p, seat, Board::lowest(left), wait, sources.data() + count);
  return route(p, seat, kCarrierStrength, sources.data(), count);
}

int king_square(const Position& p, int seat) {
  for (Squares units = p.occupied[seat]; units; units &= units - 1) {
    const int square = Board::lowest(units);
    if (has_king(p.unit[square])) return square;
  }
  return -1;
}

// Where a King off the board comes back: a free square of the zone, any of it when full.
Squares redeploy_squares(const Position& p, int seat) {
  const Squares free = zone(seat) & ~all_units(p);
  return free ? free : zone(seat);
}

}  // namespace

int king_turns(const Position& p, int seat) {
  if (p.winner >= 0) return p.winner == seat ? 0 : kNoRoute;
  if (p.phase == kChooseKing) {
    const Squares from =
        p.king_choice[seat] != kNoSquare ? Board::bit(p.king_choice[seat]) : zone(seat);
    return lone_king_turns(p, seat, from, 0);
  }
  const int square = p.owes_king[seat] ? -1 : king_square(p, seat);
  if (square < 0) return lone_king_turns(p, seat, redeploy_squares(p, seat), 0);
  const Unit unit = p.unit[square];
  const Squares at = Board::bit(square);
  const int above = height(unit) - 1 - king_index(unit);
  if (at & winning_goals(seat)) {
    // Alone it has won; the pieces above it are unstacked in a turn (two at most: a corner has
    // two neighbours); the ones under it stay, so the King must leave and come back.
    if (king_index(unit) > 0) return 3;
    return above <= 2 ? 1 : 2;
  }
  if (height(unit) == 1) {
    // Alone on a trap it falls at the end of its owner's turn and starts again from the zone.
    if (at & kTraps)
      return std::min(kNoRoute, 1 + lone_king_turns(p, seat, redeploy_squares(p, seat), 0));
    return lone_king_turns(p, seat, at, 0);
  }
  // Carried: at the bottom it is uncovered at the end, a turn more.
  const Source source{square, king_index(unit) == 0 ? 1 : 0};
  return route(p, seat, std::max(kCarrierStrength, strength(unit)), &source, 1);
}

}  // namespace rockpool::rules::lazyking
