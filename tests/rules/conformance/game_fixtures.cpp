#include "tests/rules/conformance/game_fixtures.hpp"

namespace rockpool::tests {

const std::vector<GameFixture>& game_fixtures() {
  static const std::vector<GameFixture> fixtures = {
      {"fences",
       {"n", "NS", "EW", "NNN", "i1-", "a9-", "a0/", "d7|", "D7-", "pas", "PASS", "d7 -", "7d-",
        "NEE", "-", "/"},
       {"S", "SS", "NN", "NE", "SE", "pass"}},
      {"prawns",
       {"e2e3", "E2-E3", "e9-e8", "i1-a1", "e0-e1", "sc", "SCL", "S", "a8=Q", "a8=", "a8=s",
        "e2-e3+", "e2--e3", "e2:e3", "f5-of", "f5-OFF", "END", "Undo", "e2xe3x", "pass", "a1 -a3",
        "SC ", "=L", "a8L"},
       {"e2-e3", "a1-a3", "b1xb2", "end", "undo", "a8=S", "KS", "SK", "KK", "a1-off", "h8=L"}},
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
