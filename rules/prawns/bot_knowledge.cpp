#include "rules/prawns/bot_knowledge.hpp"

#include <bit>

namespace rockpool::rules::prawns {

namespace {

// Krill, shrimp, crab, lobster.
constexpr double kWorth[kSpeciesCount] = {1.0, 2.5, 3.0, 3.0};

double material(const Core& core, int seat) {
  double sum = 0;
  for (int s = 0; s < kSpeciesCount; ++s)
    sum += kWorth[s] * std::popcount(core.species[s] & core.side[seat]);
  return sum;
}

}  // namespace

double bot_evaluation(const Position& p, int seat) {
  if (p.winner >= 0) return p.winner == seat ? 1.0 : 0.0;
  const double mine = material(p.now, seat), theirs = material(p.now, 1 - seat);
  if (mine + theirs <= 0) return 0.5;
  // Squared, so that being a prawn or two ahead shows before the end is near.
  return mine * mine / (mine * mine + theirs * theirs);
}

void bot_search_settings(const Position&, SearchSettings& settings) {
  settings.evaluation_plies = 10;
}

}  // namespace rockpool::rules::prawns
