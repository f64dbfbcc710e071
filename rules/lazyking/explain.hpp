#pragma once
// Why an action is not legal now, in a sentence a player understands; nothing when it is legal.
// This judge and the generator of the legal actions (play.hpp, moves.hpp) are written apart, and
// the tests hold the two to the same answers.

#include <optional>
#include <string>

#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::lazyking
