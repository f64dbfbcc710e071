#include "tests/server/cluster/stale_copy.hpp"

#include <doctest/doctest.h>

#include <thread>

#include "tests/server/room/played_room.hpp"

namespace rockpool::tests {

bool sent_on_from_stale_copy(std::uint16_t port, const std::string& room,
                             const std::string& token) {
  Player back;
  back.client = std::make_unique<TestClient>(port);
  back.client->hello("Back", token);
  // A node that must read the shared database to answer may be told it is busy meanwhile: the
  // protocol says to send the request again a moment later.
  json joined = back.client->request({{"type", "room.join"}, {"room", room}});
  for (int retry = 0; retry < 50 && error_code(joined) == "server/busy"; ++retry) {
    std::this_thread::sleep_for(100ms);
    joined = back.client->request({{"type", "room.join"}, {"room", room}});
  }
  if (!joined.contains("result")) {
    CHECK(joined["error"]["code"] == "room/moved");
    return true;
  }
  // Its stale copy's snapshot, or `moved` once the room is given up.
  bool moved = false;
  for (int i = 0; i < 50 && !moved && !back.match.ready(); ++i) {
    const auto frame = back.client->next(200ms);
    if (!frame) continue;
    moved = (*frame)["type"] == "moved";
    if (!moved) back.match.take(*frame);
  }
  REQUIRE((moved || back.match.ready()));
  if (moved) return true;
  if (!back.match.decides()) return false;
  const std::int64_t id = TestClient::next_id();
  back.client->send({{"type", "match.action"},
                     {"id", id},
                     {"match", back.match.match_id},
                     {"version", back.match.version},
                     {"action", back.match.legal().front()}});
  REQUIRE(back.client->next_of_type("moved", 10s));
  // The action is refused, sent on to the room's owner: never acknowledged.
  while (const auto frame = back.client->next(1ms)) {
    if ((*frame)["type"] == "reply" && (*frame)["id"] == id) {
      CHECK_MESSAGE(error_code(*frame) == "room/moved", frame->dump());
    }
  }
  return true;
}

}  // namespace rockpool::tests
