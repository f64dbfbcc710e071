#include "rules/core/sound_move.hpp"

#include <algorithm>
#include <limits>

namespace rockpool::rules {

namespace {

// The result for `seat` of a position, exact when it is over, else the evaluation (a draw when
// the game has none).
double result_for(const State& state, Seat seat) {
  const Status status = state.status();
  if (status.over()) {
    if (status.outcome == Outcome::drawn) return 0.5;
    return status.winner == seat ? 1.0 : 0.0;
  }
  return state.evaluate(seat).value_or(0.5);
}

// What `seat` can count on after playing into `after`: the worst the opponent's replies leave
// (the position itself when the seat decides again, or nobody does).
double floor_after(const State& after, Seat seat, ActionList& replies) {
  const SeatSet deciders = after.deciders();
  if (after.status().over() || deciders.contains(seat) || deciders.empty()) {
    return result_for(after, seat);
  }
  const Seat opponent = deciders.first();
  after.decider_legal_actions(opponent, replies);
  double worst = std::numeric_limits<double>::max();
  for (const Action action : replies) {
    const auto reply = after.clone();
    reply->apply(opponent, action);
    worst = std::min(worst, result_for(*reply, seat));
    if (worst <= 0) break;
  }
  return replies.empty() ? result_for(after, seat) : worst;
}

}  // namespace

Action sound_move(const State& position, Seat seat, Action chosen,
                  const std::vector<TreeSearch::Choice>& choices) {
  const SeatSet deciders = position.deciders();
  if (deciders.size() != 1 || !deciders.contains(seat) || position.secret_choices()) return chosen;
  ActionList actions, replies;
  position.decider_legal_actions(seat, actions);
  if (actions.size() < 2) return chosen;
  std::vector<double> floors(actions.size());
  double best = 0, of_chosen = 0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    auto after = position.clone();
    after->apply(seat, actions[i]);
    floors[i] = floor_after(*after, seat, replies);
    best = std::max(best, floors[i]);
    if (actions[i] == chosen) of_chosen = floors[i];
  }
  if (of_chosen >= best - kSoundMargin) return chosen;
  // The sound action the search visited most; the soundest when it visited none of them.
  Action pick = chosen;
  std::int64_t most = -1;
  double pick_floor = -1;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (floors[i] < best - kSoundMargin) continue;
    std::int64_t visits = 0;
    for (const TreeSearch::Choice& choice : choices) {
      if (choice.action == actions[i]) visits = choice.visits;
    }
    if (visits > most || (visits == most && floors[i] > pick_floor)) {
      pick = actions[i];
      most = visits;
      pick_floor = floors[i];
    }
  }
  return pick;
}

}  // namespace rockpool::rules
