// An ended match's moves are archived as one text and read back exactly: notations with JSON's
// special characters, request ids as the JSON text they were sent as, and a bot's moves without.

#include "server/store/archived_moves.hpp"

#include <doctest/doctest.h>

#include <stdexcept>
#include <vector>

namespace rockpool::tests {
namespace {

using server::ActionRecord;

TEST_CASE("archived moves: a match's moves read back as they were played") {
  const std::vector<ActionRecord> played{
      {"r.1", 1, 0, "D1:K", 100, "1"},
      {"r.1", 2, 1, R"(E3\B1,C1)", 200, R"("req \"two\"")"},
      {"r.1", 3, 0, "a1-b2", 300},  // a bot's: no request id
  };
  const std::string text = server::archived_moves_text(played);
  const std::vector<ActionRecord> read = server::read_archived_moves("r.1", text);
  REQUIRE(read.size() == played.size());
  for (std::size_t i = 0; i < read.size(); ++i) {
    CHECK(read[i].match_id == "r.1");
    CHECK(read[i].ply == static_cast<int>(i) + 1);
    CHECK(read[i].seat == played[i].seat);
    CHECK(read[i].notation == played[i].notation);
    CHECK(read[i].at_ms == played[i].at_ms);
    CHECK(read[i].request_id == played[i].request_id);
  }
  CHECK(server::read_archived_moves("r.2", server::archived_moves_text({})).empty());
}

TEST_CASE("archived moves: a text that is not a list of moves is refused") {
  for (const char* text : {"", "{}", "[[0,\"N\"]]", "[[0,\"N\",1,2]]", "[[\"0\",\"N\",1,null]]"}) {
    CAPTURE(text);
    CHECK_THROWS_AS(server::read_archived_moves("r.1", text), std::runtime_error);
  }
}

}  // namespace
}  // namespace rockpool::tests
