// The server's members of a match view, each written by its column exactly as views show it.

#include "protocol/match_facts.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace rockpool::tests {
namespace {

// Every column as "name=value", in the table's order.
std::string written_columns(const protocol::MatchFacts& facts,
                            std::span<const protocol::MatchMove> moves) {
  std::string out;
  for (const protocol::FactColumn& column : protocol::kFactColumns) {
    out += column.name;
    out += '=';
    rules::JsonText json(out);
    column.write(facts, moves, json);
    out += '\n';
  }
  return out;
}

TEST_CASE("match facts: each column's bytes, with nothing set and with everything set") {
  const protocol::MatchFacts none;
  CHECK(written_columns(none, {}) ==
        "status={\"state\":\"playing\",\"winner\":null,\"reason\":null}\n"
        "to_move=[]\n"
        "decide=false\n"
        "clock=null\n"
        "draw_offer=null\n"
        "rematch=[false,false]\n"
        "may_claim=null\n"
        "ply=0\n"
        "last=null\n"
        "abort_at_ms=null\n"
        "deadline_ms=null\n");

  protocol::MatchFacts all;
  all.result.state = protocol::MatchResult::State::won;
  all.result.winner = 1;
  all.result.reason = "resigned";
  all.to_move = rules::SeatSet::both();
  all.decide = true;
  all.clock = protocol::ClockFacts{60000, 2000, {41000, 39500}, rules::SeatSet::of(1)};
  all.draw_offer = 0;
  all.rematch = {true, false};
  all.may_claim = 1;
  all.ply = 12;
  all.last = 1;
  all.abort_at_ms = 1700000000000;
  all.deadline_ms = std::array<std::int64_t, 2>{0, 1700000360000};
  const std::vector<protocol::MatchMove> moves = {{0, "N", "[1]", false, 5},
                                                  {1, "S", "[7,8]", false, 9}};
  CHECK(written_columns(all, moves) ==
        "status={\"state\":\"won\",\"winner\":1,\"reason\":\"resigned\"}\n"
        "to_move=[0,1]\n"
        "decide=true\n"
        "clock={\"initial_ms\":60000,\"increment_ms\":2000,\"remaining_ms\":[41000,39500],"
        "\"running\":[1]}\n"
        "draw_offer=0\n"
        "rematch=[true,false]\n"
        "may_claim=1\n"
        "ply=12\n"
        "last=[7,8]\n"
        "abort_at_ms=1700000000000\n"
        "deadline_ms=[null,1700000360000]\n");
  // A drawn match names no winner.
  all.result = protocol::MatchResult{protocol::MatchResult::State::drawn, 1, ""};
  CHECK(written_columns(all, moves)
            .starts_with("status={\"state\":\"drawn\",\"winner\":null,\"reason\":null}\n"));
}

}  // namespace
}  // namespace rockpool::tests
