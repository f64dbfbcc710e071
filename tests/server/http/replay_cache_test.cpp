// The replay cache: finished matches replayed through the live Match, kept within a byte budget,
// least recently used first out.

#include "server/http/replay_cache.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace rockpool::tests {
namespace {

server::StoredMatch fences_match(const std::string& id, std::vector<std::string> actions,
                                 const std::string& reason) {
  server::StoredMatch match;
  match.start.id = id;
  match.start.room_id = "room-" + id;
  match.start.game = "fences";
  match.start.options_json = "{}";
  match.start.seats[0] = {"", "p0", "Ada", false};
  match.start.seats[1] = {"", "p1", "Bob", false};
  int ply = 0;
  for (const auto& notation : actions) {
    match.actions.push_back({id, ply + 1, ply % 2, notation, 1000 + ply});
    ++ply;
  }
  match.end = server::MatchEndRecord{id, "won", 1, reason, 5000};
  return match;
}

TEST_CASE("replay cache: every position is replayed, the recorded end on the last") {
  const auto replayed = server::replay_match(fences_match("m1", {"N", "S"}, "resign"));
  REQUIRE(replayed);
  REQUIRE(replayed->positions.size() == 3);
  const auto first = nlohmann::json::parse(replayed->positions[0]);
  CHECK(first["ply"] == 0);
  CHECK(first["plies"] == 2);
  CHECK(first["view"]["status"]["state"] == "playing");
  CHECK(first["view"]["you"].is_null());
  CHECK(first["view"]["legal"] == nlohmann::json::object());
  const auto last = nlohmann::json::parse(replayed->positions[2]);
  CHECK(last["view"]["moves"].size() == 2);
  CHECK(last["view"]["status"] ==
        nlohmann::json{{"state", "won"}, {"winner", 1}, {"reason", "resign"}});
  CHECK(last["view"]["to_move"] == nlohmann::json::array());
}

TEST_CASE("replay cache: a refused stored action or an unknown game is no replay") {
  CHECK_FALSE(server::replay_match(fences_match("m2", {"N", "N", "N"}, "resign")));
  auto unknown = fences_match("m3", {}, "resign");
  unknown.start.game = "chess";
  CHECK_FALSE(server::replay_match(unknown));
}

TEST_CASE("replay cache: the least recently used replay leaves first, within the budget") {
  const std::size_t one = server::replay_match(fences_match("ma", {"N"}, "resign"))->bytes;
  server::ReplayCache cache(one * 5 / 2);
  CHECK(cache.add(fences_match("ma", {"N"}, "resign")));
  CHECK(cache.add(fences_match("mb", {"N"}, "resign")));
  CHECK(cache.find("ma"));  // now the most recent
  CHECK(cache.add(fences_match("mc", {"N"}, "resign")));
  CHECK(cache.find("ma"));
  CHECK(cache.find("mc"));
  CHECK_FALSE(cache.find("mb"));
  CHECK(cache.bytes() == 2 * one);
  // A match larger than the whole budget is answered but not kept.
  server::ReplayCache small(one / 2);
  CHECK(small.add(fences_match("md", {"N"}, "resign")));
  CHECK_FALSE(small.find("md"));
}

}  // namespace
}  // namespace rockpool::tests
