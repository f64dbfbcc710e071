#pragma once
// The room options the conformance suite plays each game under: the defaults first, then each
// option alone at its minimum and its maximum (a flag toggled), then every option away from its
// default at once, then the sets the game's fixture names. ply_limit is left to the suite.

#include <string>
#include <vector>

#include "rules/core/game.hpp"
#include "tests/rules/conformance/game_fixtures.hpp"

namespace rockpool::tests {

struct OptionSet {
  std::string label;  // "defaults", "meet=3", "fences=0 meet=3 edge_side_jumps=false", ...
  std::vector<rules::RawOption> options;
};

std::vector<OptionSet> option_sets(const rules::GameInfo& info, const GameFixture& fixture);

}  // namespace rockpool::tests
