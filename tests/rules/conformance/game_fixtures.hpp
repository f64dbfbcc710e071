#pragma once
// What the conformance suite needs to know of each game beyond its engine: actions that must be
// rejected, and room options worth playing beyond those it derives from the game's own list
// (option_sets.hpp). Every registered game has an entry (the suite checks that).

#include <string>
#include <vector>

#include "rules/core/options.hpp"

namespace rockpool::tests {

struct GameFixture {
  std::string id;
  // Texts that are not the game's notation at all, rejected as action/malformed.
  std::vector<std::string> malformed;
  // Well-formed actions of the first decider that are illegal in the initial position.
  std::vector<std::string> illegal_at_start;
  // Option sets the game names as interesting, played as the derived ones are.
  std::vector<std::vector<rules::RawOption>> interesting_options = {};
};

const std::vector<GameFixture>& game_fixtures();
const GameFixture* find_fixture(const std::string& id);

}  // namespace rockpool::tests
