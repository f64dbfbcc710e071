#include "tests/rules/conformance/game_fixtures.hpp"

namespace rockpool::tests {

const std::vector<GameFixture>& game_fixtures() {
  static const std::vector<GameFixture> fixtures = {
      {"fences",
       {"n", "NS", "EW", "NNN", "i1-", "a9-", "a0/", "d7|", "D7-", "pas", "PASS", "d7 -", "7d-",
        "NEE", "-", "/"},
       {"S", "SS", "NN", "NE", "SE", "pass"},
       // Few fences: both run out mid-game, and the pawns race on.
       {{{"fences", std::int64_t{2}}}}},
      {"kaninariebi",
       {"a2", "a2-", "a2b2", "a2-b", "a2-f2", "a0-b2", "A2-B2", "a2-b2 ", "a2-c2^^", "a2-e2++",
        "a2-e2+^", "a2-c2x", "a2-c2V", "a2:b2", "Pass", "pass+", "a2-b2-c2"},
       {"pass", "a2-a3", "a2-b3", "a2-e2", "a2-c2", "a2-b2^", "a2-b2+", "e2-d2", "b2-c2^",
        "a2-c3v"}},
      {"pawnd",
       {"c1",     "c1-",    "c1-c3",  "c1:c2",       "c1:",
        "C1-D2",  "j1-j2",  "c0-d1",  "c1-d2@",      "c1-d2@e",
        "^",      "^c",     "^c1@e4", "c1–d2",       "c1 - d2",
        "c1-d2 ", "c1:e3:", "pass",   "c1-d2@e4@e5", "a1:c3:e5:g7:e9:c7:a5:c3:e1:g3:i5"},
       {"c1-c2", "c1-b2@b1", "c1-b2@e4", "b2-c3", "c1:e3", "c9-d8", "^c1", "a1-b1", "c1-d1",
        "a1-a2"}},
      {"prawns",
       {"e2e3", "E2-E3", "e9-e8",  "i1-a1",  "e0-e1",  "sc",    "SCL",   "S",
        "a8=Q", "a8=",   "a8=s",   "e2-e3+", "e2--e3", "e2:e3", "f5-of", "f5-OFF",
        "END",  "Undo",  "e2xe3x", "pass",   "a1 -a3", "SC ",   "=L",    "a8L"},
       {"e2-e3", "a1-a3", "b1xb2", "end", "undo", "a8=S", "KS", "SK", "KK", "a1-off", "h8=L"}},
      {"lazyking",
       {"d1:K",        "D1:k",   "D1 :K", "I1:K",  "D9:K",    "D0:K",     "D1:",
        "D1-",         "D1--D2", "D1=>",  "D1<=",  "D1<=D2:", "D1<=D2:0", "D1<=D2:KK",
        "D1<=D2:1K2K", "D1\\",   "D1|",   "A3#",   "K",       "D1:K ",    "D1-D2,",
        "D1=>D2,,C1",  "D1=D2",  "D1<D2", "D1>D2", "pass",    "D1:K2",    "D1=>D2:K"},
       {"A1:K", "D8:K", "H1:K", "D4|D5", "C4|E4", "D1-D3", "D1#D2", "D1=>C1", "D1<=D2", "D1\\B1",
        "E3\\B2", "D1=>F1"},
       // One wall each: the wall phase is a single round.
       {{{"walls", std::int64_t{1}}}}},
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
