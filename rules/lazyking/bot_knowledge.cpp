#include "rules/lazyking/bot_knowledge.hpp"

#include <algorithm>
#include <cmath>

#include "rules/lazyking/king_route.hpp"
#include "rules/lazyking/play.hpp"
#include "rules/lazyking/walls.hpp"

namespace rockpool::rules::lazyking {

namespace {

// A pawn on the board against a turn of a King's route home.
constexpr double kPawn = 0.15;
constexpr double kHalfLead = 4.0;  // the lead (in turns) worth an expected 0.75 of the race part
// The share of the value that weighs each King's own nearness to home, whatever the race: far
// ahead the race part saturates, and without it a winning bot stops walking home.
constexpr double kNearShare = 0.3;
constexpr double kNearScale = 3.0;  // turns from home at which nearness is worth a half
// How sharply the priors prefer the actions whose result leads most (per turn of lead).
constexpr double kPriorSharpness = 1.5;
constexpr double kWinLead = 100.0;

int pawns_on_board(const Position& p, int seat) {
  int count = 0;
  for (Squares units = p.occupied[seat]; units; units &= units - 1)
    count += pawns(p.unit[Board::lowest(units)]);
  return count;
}

double nearness(int turns) {
  return kNearScale / (turns + kNearScale);
}

// `seat`'s lead in turns of the race home, unsaturated.
double race_lead(const Position& p, int seat, int mine, int theirs) {
  return (theirs - mine) + kPawn * (pawns_on_board(p, seat) - pawns_on_board(p, 1 - seat));
}

}  // namespace

double bot_evaluation(const Position& p, int seat) {
  if (p.winner >= 0) return p.winner == seat ? 1.0 : 0.0;
  const int mine = king_turns(p, seat);
  const int theirs = king_turns(p, 1 - seat);
  const double lead = race_lead(p, seat, mine, theirs);
  // Softly saturated: far ahead, a step home still shows (a logistic curve flattens so much
  // there that a winning bot stops walking).
  const double race = lead / (std::abs(lead) + kHalfLead);
  const double near = nearness(mine) - nearness(theirs);
  return 0.5 + 0.5 * ((1 - kNearShare) * race + kNearShare * near);
}

void bot_priors(const Position& p, int seat, const ActionList& actions, std::vector<float>& out) {
  out.clear();
  out.reserve(actions.size());
  double best = -kWinLead;
  std::vector<double> leads;
  leads.reserve(actions.size());
  for (Action action : actions) {
    Position next = p;
    apply_action(next, seat, action);
    double lead = 0;
    if (next.winner >= 0) {
      lead = next.winner == seat ? kWinLead : -kWinLead;
    } else {
      const int mine = king_turns(next, seat);
      lead = race_lead(next, seat, mine, king_turns(next, 1 - seat)) + nearness(mine);
    }
    best = std::max(best, lead);
    leads.push_back(lead);
  }
  for (double lead : leads)
    out.push_back(static_cast<float>(std::exp(kPriorSharpness * (lead - best))));
}

void bot_search_settings(const Position&, SearchSettings& settings) {
  settings.evaluation_plies = 1;
  lead_by_priors(settings);
  // A win in one is looked for in every playout, however many actions the mover has.
  settings.decisive_max_actions = 1000;
  settings.block_tries = 0;
}

namespace {

// Whether `side` holds its home rank sealed (position_is_dead).
bool home_rank_sealed(const Position& p, int side) {
  const int home = side == 0 ? 0 : 7;
  const int below = side == 0 ? 0 : 6;  // the lower rank of the edges in front of it
  int openings = 0, opening = -1;
  for (int file = 0; file < 8; ++file) {
    if (walled(p, Board::square(file, below), kNorthEdge)) continue;
    ++openings;
    opening = Board::square(file, home);
  }
  if (openings != 1 || (p.occupied[side] & Board::bit(opening)) == 0) return false;
  for (int file = 0; file < 8; ++file) {
    if (p.occupied[1 - side] & Board::bit(Board::square(file, home))) return false;
  }
  return true;
}

}  // namespace

bool position_is_dead(const Position& p) {
  return p.phase == kPlay && p.winner < 0 && home_rank_sealed(p, 0) && home_rank_sealed(p, 1);
}

}  // namespace rockpool::rules::lazyking
