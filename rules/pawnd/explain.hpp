#pragma once
// Why an action is not legal now, in a sentence a player understands (nothing when it is legal).

#include <optional>
#include <string>

#include "rules/pawnd/position.hpp"

namespace rockpool::rules::pawnd {

std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::pawnd
