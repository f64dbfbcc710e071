// The small reply bodies the server answers with: each is one JSON object of the documented
// members, its strings escaped.

#include "protocol/reply_bodies.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace rockpool::tests {
namespace {

using nlohmann::json;

json parsed(const std::string& text) {
  return json::parse(text);
}

TEST_CASE("reply bodies: the results of requests that carry a value or two") {
  CHECK(parsed(protocol::version_result(42)) == json{{"version", 42}});
  CHECK(parsed(protocol::flag_result("cancelled", true)) == json{{"cancelled", true}});
  CHECK(parsed(protocol::flag_result("removed", false)) == json{{"removed", false}});
  CHECK(parsed(protocol::time_result(1795400000000)) == json{{"time_ms", 1795400000000}});
  CHECK(parsed(protocol::seek_result("fences 300+2 rated", 1512)) ==
        json{{"pool", "fences 300+2 rated"}, {"rating", 1512}});
  CHECK(parsed(protocol::join_result(R"({"id":"r1"})", true, 1)) ==
        json{{"room", {{"id", "r1"}}}, {"role", "player"}, {"seat", 1}});
  CHECK(parsed(protocol::join_result("{}", false, std::nullopt)) ==
        json{{"room", json::object()}, {"role", "spectator"}, {"seat", nullptr}});
}

TEST_CASE("reply bodies: turn lists, as a result and as a frame") {
  const std::vector<std::string> lines = {R"({"room":"a"})", R"({"room":"b"})"};
  CHECK(parsed(protocol::turns_result(lines, true)) ==
        json{{"watching", true}, {"turns", {{{"room", "a"}}, {{"room", "b"}}}}});
  CHECK(parsed(protocol::turns_result({}, false)) ==
        json{{"watching", false}, {"turns", json::array()}});
  CHECK(parsed(protocol::turns_frame(lines)) ==
        json{{"type", "turns"}, {"turns", {{{"room", "a"}}, {{"room", "b"}}}}});
}

TEST_CASE("reply bodies: lobby pages, positions and the HTTP API's simple answers") {
  CHECK(parsed(protocol::lobby_result(7, R"([{"id":"r"}])", 12)) ==
        json{{"version", 7}, {"rooms", {{{"id", "r"}}}}, {"total", 12}});
  CHECK(parsed(protocol::rooms_list({R"({"id":"r"})"}, 1)) ==
        json{{"rooms", {{{"id", "r"}}}}, {"total", 1}});
  CHECK(parsed(protocol::rooms_list({}, 0)) == json{{"rooms", json::array()}, {"total", 0}});
  CHECK(parsed(protocol::replay_position_body("m.1", 3, 9, R"({"board":[]})")) ==
        json{{"match", "m.1"}, {"ply", 3}, {"plies", 9}, {"view", {{"board", json::array()}}}});
  CHECK(parsed(protocol::seat_view_body(std::nullopt, "{}")) ==
        json{{"seat", nullptr}, {"view", json::object()}});
  CHECK(parsed(protocol::status_body("ready")) == json{{"status", "ready"}});
  CHECK(parsed(protocol::error_body("say \"hi\"\n")) == json{{"error", "say \"hi\"\n"}});
  CHECK(parsed(protocol::coded_error_body("tournament/not_found", "no tournament has this code")) ==
        json{{"error",
              {{"code", "tournament/not_found"}, {"message", "no tournament has this code"}}}});
  CHECK(protocol::coded_error_body("tournament/not_found", "no \"T1\"") ==
        R"({"error":{"code":"tournament/not_found","message":"no \"T1\""}})");
  CHECK(parsed(protocol::public_key_body("BK-_x")) == json{{"public_key", "BK-_x"}});
  CHECK(parsed(protocol::no_tournaments_body()) == json{{"tournaments", json::array()}});
}

}  // namespace
}  // namespace rockpool::tests
