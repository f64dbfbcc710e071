#pragma once
// What a viewer sees of a Lazy King match (during the secret setup, only its own King choice), and
// the squares a person clicks to make an action.

#include "rules/core/json_text.hpp"
#include "rules/core/view.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

void write_position_view(const Position& p, Viewer viewer, View& out);
void write_action_targets(const Position& p, Action action, JsonText& out);

}  // namespace rockpool::rules::lazyking
