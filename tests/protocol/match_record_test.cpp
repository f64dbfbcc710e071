// Match records read back the same once written, whatever line ends they came with.

#include "protocol/match_record.hpp"

#include <doctest/doctest.h>

namespace rockpool::tests {
namespace {

TEST_CASE(
    "match record: CR line ends are dropped, all of them, so the record reads back the same") {
  std::string error;
  const auto record = protocol::parse_match_record("Game: prawns\r\n\r\n0 x\r\r\n", error);
  REQUIRE_MESSAGE(record, error);
  CHECK(record->header_value("Game") == "prawns");
  REQUIRE(record->actions.size() == 1);
  CHECK(record->actions[0].second == "x");
  const auto again = protocol::parse_match_record(protocol::write_match_record(*record), error);
  REQUIRE(again);
  CHECK(again->header == record->header);
  CHECK(again->actions == record->actions);
}

}  // namespace
}  // namespace rockpool::tests
