#pragma once
// Why an action that is not legal now is not: one sentence a player understands, naming the rule.

#include <optional>
#include <string>

#include "rules/core/action.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

// The reason `action` of `seat` is illegal; it assumes the action is not legal now (it is not among
// the legal actions), and always gives a reason.
std::optional<std::string> explain_illegal(const Position& p, Seat seat, Action action);

}  // namespace rockpool::rules::prawns
