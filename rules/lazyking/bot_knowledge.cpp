#include "rules/lazyking/bot_knowledge.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "rules/lazyking/play.hpp"

namespace rockpool::rules::lazyking {

namespace {

// A step of a King nearer its goals, against a pawn on the board.
constexpr double kKingStep = 1.0;
constexpr double kPawn = 0.15;
constexpr double kHalfLead = 4.0;  // the lead (in steps) worth an expected 0.75
constexpr int kFar = 24;           // a King with no way home (walls cannot do that) or none to find
// Steps a King's state costs on top of its distance: alone it waits for a unit
// to carry it; on a goal under or over pawns it still has to be left alone
// there; at the bottom of a unit on a trap it falls and starts again.
constexpr int kAloneCost = 1;
constexpr int kOnGoalCost = 1;
constexpr int kTrapFall = 6;
// What a square on the way home costs on top of its step: an enemy unit there,
// a trap.
constexpr int kEnemySquare = 2;
constexpr int kTrapSquare = 1;
// How sharply the priors prefer the actions whose result weighs best.
constexpr double kPriorSharpness = 12.0;

// Steps from any square of `from` to any square of `goal` over unwalled edges,
// pieces ignored.
int steps(const Position& p, Squares from, Squares goal) {
  Squares reach = from;
  for (int n = 0; n < kFar; ++n) {
    if (reach & goal) return n;
    const Squares next = reach | ((reach & p.open[kNorth]) << 8) | ((reach & p.open[kSouth]) >> 8) |
                         ((reach & p.open[kEast]) << 1) | ((reach & p.open[kWest]) >> 1);
    if (next == reach) break;
    reach = next;
  }
  return kFar;
}

// Steps from `from` to any square of `seat`'s goals over unwalled edges, where
// a square held by the enemy costs kEnemySquare more (it must be pushed away)
// and a trap kTrapSquare more (a unit stops there and loses a piece).
int path_cost(const Position& p, int seat, int from) {
  constexpr int kInfinite = 1 << 20;
  std::array<int, Board::kSquares> cost;
  cost.fill(kInfinite);
  // A bucket queue: costs are small integers.
  std::array<std::array<std::uint8_t, Board::kSquares>, kFar + 1> buckets;
  std::array<int, kFar + 1> counts{};
  cost[static_cast<std::size_t>(from)] = 0;
  buckets[0][counts[0]++] = static_cast<std::uint8_t>(from);
  const Squares goals = winning_goals(seat);
  const Squares enemy = p.occupied[1 - seat];
  for (int c = 0; c <= kFar; ++c) {
    for (int i = 0; i < counts[static_cast<std::size_t>(c)]; ++i) {
      const int square = buckets[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)];
      if (cost[static_cast<std::size_t>(square)] != c) continue;
      if (goals & Board::bit(square)) return c;
      for (int direction = 0; direction < 4; ++direction) {
        if (!(p.open[direction] & Board::bit(square))) continue;
        const int next = square + kStep[direction];
        const Squares at = Board::bit(next);
        const int step = 1 + ((enemy & at) ? kEnemySquare : 0) + ((kTraps & at) ? kTrapSquare : 0);
        const int total = c + step;
        if (total > kFar || total >= cost[static_cast<std::size_t>(next)]) continue;
        cost[static_cast<std::size_t>(next)] = total;
        auto& count = counts[static_cast<std::size_t>(total)];
        buckets[static_cast<std::size_t>(total)][static_cast<std::size_t>(count++)] =
            static_cast<std::uint8_t>(next);
      }
    }
  }
  return kFar;
}

// What a lone King waits for a unit of its side to come and carry it: a unit
// next to it can stack onto it at once; a farther one must travel first (a
// pawn goes up to three squares a move).
int alone_cost(const Position& p, int seat, int square) {
  const Squares helpers = p.occupied[seat] & ~Board::bit(square);
  const int far = steps(p, Board::bit(square), helpers);
  return kAloneCost + std::min(kFar, far - 1 + 2) / 3;
}

int king_square(const Position& p, int seat) {
  if (p.phase == kChooseKing || p.owes_king[seat]) return -1;
  for (Squares units = p.occupied[seat]; units; units &= units - 1) {
    const int square = Board::lowest(units);
    if (has_king(p.unit[square])) return square;
  }
  return -1;
}

// How many own steps `seat`'s King is from winning, roughly: its distance home
// plus what its state costs.
int king_cost(const Position& p, int seat) {
  const int square = king_square(p, seat);
  if (square < 0) {
    // In the zone (or about to be): chosen, or anywhere there, and alone.
    const Squares from = p.phase == kChooseKing && p.king_choice[seat] != kNoSquare
                             ? Board::bit(p.king_choice[seat])
                             : zone(seat);
    return steps(p, from, winning_goals(seat)) + kAloneCost;
  }
  const Unit unit = p.unit[square];
  const Squares at = Board::bit(square);
  if ((at & kTraps) && king_index(unit) == 0 && height(unit) > 1) {
    return steps(p, zone(seat), winning_goals(seat)) + kAloneCost + kTrapFall / 2;
  }
  if (at & winning_goals(seat)) return kOnGoalCost + (king_index(unit) == 0 ? 0 : 1);
  return path_cost(p, seat, square) + (height(unit) == 1 ? alone_cost(p, seat, square) : 0);
}

int pawns_on_board(const Position& p, int seat) {
  int count = 0;
  for (Squares units = p.occupied[seat]; units; units &= units - 1)
    count += pawns(p.unit[Board::lowest(units)]);
  return count;
}

}  // namespace

double bot_evaluation(const Position& p, int seat) {
  if (p.winner >= 0) return p.winner == seat ? 1.0 : 0.0;
  const int other = 1 - seat;
  const double lead = kKingStep * (king_cost(p, other) - king_cost(p, seat)) +
                      kPawn * (pawns_on_board(p, seat) - pawns_on_board(p, other));
  // Softly saturated: far ahead, a step home still shows (a logistic curve
  // flattens so much there that a winning bot stops walking).
  return 0.5 + 0.5 * lead / (std::abs(lead) + kHalfLead);
}

void bot_priors(const Position& p, int seat, const ActionList& actions, std::vector<float>& out) {
  out.clear();
  out.reserve(actions.size());
  double best = 0;
  for (Action action : actions) {
    Position next = p;
    apply_action(next, seat, action);
    const double value = bot_evaluation(next, seat);
    best = std::max(best, value);
    out.push_back(static_cast<float>(value));
  }
  for (float& weight : out)
    weight = static_cast<float>(std::exp(kPriorSharpness * (weight - best)));
}

void bot_search_settings(const Position&, SearchSettings& settings) {
  settings.evaluation_plies = 1;
  settings.exploration = 0.35;
  settings.prior_weight = 1.0;
  settings.widening_base = 3;
  settings.widening_exponent = 0.5;
}

}  // namespace rockpool::rules::lazyking
