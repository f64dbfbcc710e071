#pragma once
// A check the strongest bots make before they play, whatever their search had time for: at the
// root, each action is scored by what the opponent can do to it at once (a win for the mover, a
// loss, or the game's evaluation after the opponent's best reply), and an action that loses at
// once, lets the opponent win at once, or hands over material that a sounder action keeps is
// replaced by the search's favourite among the sound ones. A short search (a busy server, a bot
// thread starved of the CPU) may miss a reply one move deep; this never does.

#include <vector>

#include "rules/core/mcts.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

// How much worse (in expected result, by the evaluation) an action may be than the soundest
// before it counts as unsound: about a quarter of the smallest material a game's evaluation
// weighs, so that a sacrifice the search chose for its own reasons stands only when it is small.
inline constexpr double kSoundMargin = 0.02;

// `chosen` (of `seat`, which alone decides in `position`, in the open) or the sound action the
// search liked best (`choices`: the root's, by visits). Positions where both seats decide, or in
// secret, are left to the search.
Action sound_move(const State& position, Seat seat, Action chosen,
                  const std::vector<TreeSearch::Choice>& choices);

}  // namespace rockpool::rules
