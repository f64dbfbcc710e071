#pragma once
// What the conformance suite needs to know of each game beyond its engine: actions that must be
// rejected. Every registered game has an entry (the suite checks that).

#include <string>
#include <vector>

namespace rockpool::tests {

struct GameFixture {
  std::string id;
  // Texts that are not the game's notation at all, rejected as action/malformed.
  std::vector<std::string> malformed;
  // Well-formed actions of the first decider that are illegal in the initial position.
  std::vector<std::string> illegal_at_start;
};

const std::vector<GameFixture>& game_fixtures();
const GameFixture* find_fixture(const std::string& id);

}  // namespace rockpool::tests
