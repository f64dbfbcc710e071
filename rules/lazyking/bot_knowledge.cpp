#include "rules/lazyking/bot_knowledge.hpp"

#include <cmath>

namespace rockpool::rules::lazyking {

namespace {

// A step of a King nearer its goals, against a pawn on the board; how sharply a
// lead turns into an expected result.
constexpr double kKingStep = 0.6;
constexpr double kPawn = 0.25;
constexpr double kSharpness = 0.7;
constexpr int kFar = 16;  // a King with no way home (walls cannot do that) or none to find

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

// Where `seat`'s King stands, or where it will (its zone) while it is off the
// board.
Squares king_squares(const Position& p, int seat) {
  if (p.phase == kChooseKing) {
    return p.king_choice[seat] != kNoSquare ? Board::bit(p.king_choice[seat]) : zone(seat);
  }
  for (Squares units = p.occupied[seat]; units; units &= units - 1) {
    const int square = Board::lowest(units);
    if (has_king(p.unit[square])) return Board::bit(square);
  }
  return zone(seat);
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
  const double lead = kKingStep * (steps(p, king_squares(p, other), winning_goals(other)) -
                                   steps(p, king_squares(p, seat), winning_goals(seat))) +
                      kPawn * (pawns_on_board(p, seat) - pawns_on_board(p, other));
  return 1.0 / (1.0 + std::exp(-kSharpness * lead));
}

void bot_search_settings(const Position&, SearchSettings& settings) {
  settings.evaluation_plies = 6;
}

}  // namespace rockpool::rules::lazyking
