#include "rules/fences/bot_knowledge.hpp"

#include <cmath>

#include "rules/fences/actions.hpp"
#include "rules/fences/fence_placement.hpp"
#include "rules/fences/moves.hpp"

namespace rockpool::rules::fences {

namespace {

// A fence in hand is worth about a step of the race (placed well it costs the
// opponent one or more; valued lower, a deeper search spends fences for small
// gains and is left without them when the race is decided), and the mover half a
// step.
constexpr double kFenceSteps = 1.0;
constexpr double kTempoSteps = 0.5;
// How sharply a lead in steps turns into an expected result.
constexpr double kSharpness = 0.8;

struct Distances {
  int steps[2];
};

Distances distances(const Position& p) {
  return {{goal_distance(p.open, p.pawn[0], Board::rank_mask(goal_rank(0))),
           goal_distance(p.open, p.pawn[1], Board::rank_mask(goal_rank(1)))}};
}

bool near(int a, int b) {
  return std::abs(Board::file_of(a) - Board::file_of(b)) <= 2 &&
         std::abs(Board::rank_of(a) - Board::rank_of(b)) <= 2;
}

}  // namespace

int goal_distance(const Cells open[4], int from, Cells goal) {
  Cells reach = Board::bit(from);
  for (int steps = 0;; ++steps) {
    if (reach & goal) return steps;
    const Cells next = reach | ((reach & open[kNorth]) << kSize) |
                       ((reach & open[kSouth]) >> kSize) | ((reach & open[kEast]) << 1) |
                       ((reach & open[kWest]) >> 1);
    if (next == reach) return -1;
    reach = next;
  }
}

double bot_evaluation(const Position& p, int seat) {
  if (p.winner >= 0) return p.winner == seat ? 1.0 : 0.0;
  const Distances d = distances(p);
  const int other = 1 - seat;
  const double lead = (d.steps[other] - d.steps[seat]) +
                      (p.to_move == seat ? kTempoSteps : -kTempoSteps) +
                      kFenceSteps * (p.fences_left[seat] - p.fences_left[other]);
  return 1.0 / (1.0 + std::exp(-kSharpness * lead));
}

void bot_priors(const Position& p, int seat, const ActionList& actions, std::vector<float>& out) {
  out.clear();
  const Distances before = distances(p);
  const int other = 1 - seat;
  PawnMove moves[kMaxPawnMoves];
  const int count = pawn_moves(p, seat, moves);
  const Cells my_goal = Board::rank_mask(goal_rank(seat));
  for (Action action : actions) {
    float weight = 1.0f;  // pass
    if (is_pawn_move(action)) {
      for (int i = 0; i < count; ++i) {
        if (moves[i].action != action) continue;
        const int after = goal_distance(p.open, moves[i].destination, my_goal);
        weight = after < before.steps[seat] ? 1.0f : after == before.steps[seat] ? 0.25f : 0.05f;
      }
    } else if (is_fence(action)) {
      Position next = p;
      place_fence(next, seat, fence_orientation(action), fence_intersection(action));
      const Distances after = distances(next);
      const int gain =
          (after.steps[other] - before.steps[other]) - (after.steps[seat] - before.steps[seat]);
      if (gain > 0) {
        weight = std::min(1.0f, 0.4f + 0.2f * static_cast<float>(gain));
      } else {
        const int centre = Board::square(Grooves::file_of(fence_intersection(action)),
                                         Grooves::rank_of(fence_intersection(action)));
        weight = gain == 0 && near(centre, p.pawn[other]) ? 0.05f : 0.01f;
      }
    }
    out.push_back(weight);
  }
}

void bot_search_settings(const Position&, SearchSettings& settings) {
  // Random fences make random playouts meaningless: the evaluation scores every
  // new leaf.
  settings.evaluation_plies = 0;
  lead_by_priors(settings);
}

}  // namespace rockpool::rules::fences
