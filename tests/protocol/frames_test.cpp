// Every outgoing frame that protocol/ writes is valid JSON with the members PROTOCOL.md names,
// whatever the text it carries.

#include "protocol/frames.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace rockpool::tests {
namespace {

using nlohmann::json;

TEST_CASE("frames: replies and errors carry the request's id as it was sent") {
  CHECK(json::parse(protocol::reply_frame(R"("a")", R"({"version":3})")) ==
        json{{"type", "reply"}, {"id", "a"}, {"result", {{"version", 3}}}});
  CHECK(json::parse(protocol::error_reply_frame("7", {"room/full", "the room is \"full\""})) ==
        json{{"type", "reply"},
             {"id", 7},
             {"error", {{"code", "room/full"}, {"message", "the room is \"full\""}}}});
  CHECK(json::parse(protocol::error_frame({"request/invalid_json", "no"}))["type"] == "error");
  // Byte for byte: the error object's members in this order.
  CHECK(protocol::error_reply_frame("7", {"room/full", "the room is \"full\""}) ==
        R"({"type":"reply","id":7,"error":{"code":"room/full","message":"the room is \"full\""}})");
  CHECK(protocol::error_frame({"request/invalid_json", "no"}) ==
        R"({"type":"error","error":{"code":"request/invalid_json","message":"no"}})");
}

TEST_CASE("frames: room, lobby and server frames") {
  CHECK(json::parse(protocol::room_state_frame(R"({"id":"r1"})")) ==
        json{{"type", "room.state"}, {"room", {{"id", "r1"}}}});
  CHECK(json::parse(protocol::room_closed_frame("r1")) ==
        json{{"type", "room.closed"}, {"room", "r1"}});
  CHECK(json::parse(protocol::moved_frame("r1", "ws://10.0.0.2:8080/ws")) ==
        json{{"type", "moved"}, {"room", "r1"}, {"url", "ws://10.0.0.2:8080/ws"}});
  CHECK(json::parse(protocol::moved_frame("r1", "")) ==
        json{{"type", "moved"}, {"room", "r1"}, {"url", nullptr}});
  CHECK(json::parse(protocol::lobby_patch_frame(
            4, 12, R"({"op":"remove","path":"/rooms/0"},{"op":"remove","path":"/rooms/0"})")) ==
        json{{"type", "lobby.patch"},
             {"base", 3},
             {"version", 4},
             {"total", 12},
             {"patch", json::array({{{"op", "remove"}, {"path", "/rooms/0"}},
                                    {{"op", "remove"}, {"path", "/rooms/0"}}})}});
  CHECK(json::parse(protocol::lobby_patch_frame(1, 0, ""))["patch"] == json::array());
  CHECK(json::parse(protocol::server_shutdown_frame("back \"soon\"")) ==
        json{{"type", "server.shutdown"}, {"message", "back \"soon\""}});
}

TEST_CASE("frames: a chat line, with its text escaped and the speaker's seat or null") {
  const std::string text = "gg \"well\" played \\ é";
  const json line = json::parse(protocol::chat_frame({"r1", "Ada", "p1", 1, text, 1700}));
  CHECK(line == json{{"type", "chat"},
                     {"room", "r1"},
                     {"from", {{"name", "Ada"}, {"id", "p1"}, {"seat", 1}}},
                     {"text", text},
                     {"at_ms", 1700}});
  CHECK(json::parse(protocol::chat_frame({"r1", "Eve", "p3", -1, "hi", 1}))["from"]["seat"]
            .is_null());
}

TEST_CASE("frames: a seek's pairing names the room, its code, the seat and the opponent") {
  const json paired = json::parse(protocol::seek_paired_frame(
      {"fences untimed casual", "r1", "c0de", false, 1, "guest", "Ada \"A\"", "p1", 1512}));
  CHECK(paired == json{{"type", "seek.paired"},
                       {"pool", "fences untimed casual"},
                       {"room", "r1"},
                       {"code", "c0de"},
                       {"rated", false},
                       {"seat", 1},
                       {"role", "guest"},
                       {"opponent", {{"name", "Ada \"A\""}, {"id", "p1"}, {"rating", 1512}}}});
}

}  // namespace
}  // namespace rockpool::tests
