#pragma once
// What a seat may know of a match during a secret phase: the position replayed from the start
// with the opponent's choices of the phase now on left out, as if it had not chosen yet. A bot
// deciding then searches this position, never the match's own (which holds both choices).

#include <memory>
#include <span>
#include <string>

#include "rules/core/game.hpp"

namespace rockpool::rules {

// A move of the match as it was played: the seat and the action's notation.
struct MoveText {
  Seat seat = 0;
  std::string notation;
};

// The match after `moves` from the start as `seat` may know it: outside a secret phase, the
// match itself; during one, without the opponent's choices since the phase began. Nullptr if a
// move does not replay.
std::unique_ptr<State> position_seen_by(const Game& game, const OptionValues& options, Seat seat,
                                        std::span<const MoveText> moves);

}  // namespace rockpool::rules
