#include "tests/rules/conformance/game_fixtures.hpp"

namespace rockpool::tests {

const std::vector<GameFixture>& game_fixtures() {
  static const std::vector<GameFixture> fixtures = {
      {"fences",
       {"n", "NS", "EW", "NNN", "i1-", "a9-", "a0/", "d7|", "D7-", "pas", "PASS", "d7 -", "7d-",
        "NEE", "-", "/"},
       {"S", "SS", "NN", "NE", "SE", "pass"}},
  };
  return fixtures;
}

const GameFixture* find_fixture(const std::string& id) {
  for (const auto& fixture : game_fixtures()) {
    if (fixture.id == id) return &fixture;
  }
  return nullptr;
}

}  // namespace rockpool::tests
