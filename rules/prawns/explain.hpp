#pragma once
// Why an action that is not legal now is not: one sentence a player understands, naming the rule.

#include <string>

#include "rules/core/action.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

// The reason `action` of `seat` is illegal; only called for actions that are not legal now.
std::string explain_illegal(const Position& p, int seat, Action action);

}  // namespace rockpool::rules::prawns
