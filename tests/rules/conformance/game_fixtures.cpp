#include "tests/rules/conformance/game_fixtures.hpp"

namespace rockpool::tests {

const std::vector<GameFixture>& game_fixtures() {
  static const std::vector<GameFixture> fixtures = {
      {"fences",
       {"n", "NS", "EW", "NNN", "i1-", "a9-", "a0/", "d7|", "D7-", "pas", "PASS", "d7 -", "7d-",
        "NEE", "-", "/"},
       {"S", "SS", "NN", "NE", "SE", "pass"}},
      {"kaninariebi",
       {"a2", "a2-", "a2b2", "a2-b", "a2-f2", "a0-b2", "A2-B2", "a2-b2 ", "a2-c2^^", "a2-e2++",
        "a2-e2+^", "a2-c2x", "a2-c2V", "a2:b2", "Pass", "pass+", "a2-b2-c2"},
       {"pass", "a2-a3", "a2-b3", "a2-e2", "a2-c2", "a2-b2^", "a2-b2+", "e2-d2", "b2-c2^",
        "a2-c3v"}},
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
