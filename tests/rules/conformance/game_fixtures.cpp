#include "tests/rules/conformance/game_fixtures.hpp"

namespace rockpool::tests {

const std::vector<GameFixture>& game_fixtures() {
  static const std::vector<GameFixture> fixtures = {
      {"fences",
       {"n", "NS", "EW", "NNN", "i1-", "a9-", "a0/", "d7|", "D7-", "pas", "PASS", "d7 -", "7d-",
        "NEE", "-", "/"},
       {"S", "SS", "NN", "NE", "SE", "pass"}},
      {"lazyking",
       {"d1:K",        "D1:k",   "D1 :K", "I1:K",  "D9:K",    "D0:K",     "D1:",
        "D1-",         "D1--D2", "D1=>",  "D1<=",  "D1<=D2:", "D1<=D2:0", "D1<=D2:KK",
        "D1<=D2:1K2K", "D1\\",   "D1|",   "A3#",   "K",       "D1:K ",    "D1-D2,",
        "D1=>D2,,C1",  "D1=D2",  "D1<D2", "D1>D2", "pass",    "D1:K2",    "D1=>D2:K"},
       {"A1:K", "D8:K", "H1:K", "D4|D5", "C4|E4", "D1-D3", "D1#D2", "D1=>C1", "D1<=D2", "D1\\B1",
        "E3\\B2", "D1=>F1"}},
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
