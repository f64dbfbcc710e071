#pragma once
// Why an action is not legal now, in a sentence a player understands (nothing when it is legal).

#include <optional>
#include <string>

#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::fences
