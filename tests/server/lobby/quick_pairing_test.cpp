// Quick pairing over real sockets: seekers of one pool are paired into a private room where both
// are seated and play; guests seek casual pools only; a cancelled seek, or one whose connection
// closed, is gone; the same two are not paired twice in a row.

#include <doctest/doctest.h>

#include <thread>

#include "server/lobby/matchmaker.hpp"
#include "server/room/casual_end_rules.hpp"
#include "server/server_parts.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

const json kRatedSeek = {{"type", "seek"},
                         {"game", "fences"},
                         {"clock", {{"initial_s", 300}, {"increment_s", 2}}},
                         {"rated", true}};
const json kCasualSeek = {{"type", "seek"}, {"game", "fences"}};

Seat pairing_player(const TestServer& server, const std::string& name, bool account) {
  Seat seat;
  seat.client = std::make_unique<TestClient>(server.port());
  seat.client->hello(name);
  if (account) {
    const json claimed = seat.client->request(
        {{"type", "account.claim"}, {"username", name}, {"password", "correct horse"}});
    REQUIRE_MESSAGE(claimed.contains("result"), claimed.dump());
  }
  return seat;
}

json seek_paired(Seat& seat) {
  const auto frame = seat.client->next_of_type("seek.paired");
  REQUIRE(frame);
  return *frame;
}

// Both seek a casual game, and each seek must be taken.
void both_seek_casual(Seat& one, Seat& other) {
  for (Seat* seat : {&one, &other})
    REQUIRE(seat->client->request(kCasualSeek).contains("result"));
}

// Two guests, Cy and Dee, both seeking a casual game.
struct CasualSeekers {
  explicit CasualSeekers(const TestServer& server)
      : cy(pairing_player(server, "Cy", false)), dee(pairing_player(server, "Dee", false)) {
    both_seek_casual(cy, dee);
  }

  Seat cy;
  Seat dee;
};

bool seek_cancelled(Seat& seat) {
  const json reply = seat.client->request({{"type", "seek.cancel"}});
  REQUIRE_MESSAGE(reply.contains("result"), reply.dump());
  return reply["result"]["cancelled"];
}

// Joins the room a seek.paired frame names, by its invite code, and waits for the match.
void join_paired(Seat& seat, const json& paired) {
  const json joined =
      seat.client->request({{"type", "room.join"}, {"code", paired["code"]}, {"as", "player"}});
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  CHECK(joined["result"]["role"] == "player");
  CHECK(joined["result"]["seat"] == paired["seat"]);
  CHECK(joined["result"]["room"]["public"] == false);
  CHECK(joined["result"]["room"]["quick"] == true);
  REQUIRE(seat.pump([&](const json&) { return seat.match.ready(); }));
}

// Waits (bounded) until the server's pool holds `count` seeks.
void await_waiting(TestServer& server, std::size_t count) {
  for (int i = 0; i < 500 && server.server().parts().matchmaker->waiting() != count; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  REQUIRE(server.server().parts().matchmaker->waiting() == count);
}

}  // namespace

TEST_CASE("quick pairing: two accounts seeking rated play a rated match in a private room") {
  TestServer server;
  Seat ada = pairing_player(server, "Ada", true);
  Seat bea = pairing_player(server, "Bea", true);
  const json first = ada.client->request(kRatedSeek);
  REQUIRE_MESSAGE(first.contains("result"), first.dump());
  CHECK(first["result"]["pool"] == "fences 300+2 rated");
  CHECK(first["result"]["rating"] == 1500);
  const json second = bea.client->request(kRatedSeek);
  REQUIRE_MESSAGE(second.contains("result"), second.dump());

  const json ada_paired = seek_paired(ada);
  const json bea_paired = seek_paired(bea);
  CHECK(ada_paired["room"] == bea_paired["room"]);
  CHECK(ada_paired["code"] == bea_paired["code"]);
  CHECK(ada_paired["rated"] == true);
  CHECK(ada_paired["seat"] != bea_paired["seat"]);
  CHECK(ada_paired["role"] == "host");
  CHECK(ada_paired["opponent"]["name"] == "Bea");
  CHECK(bea_paired["opponent"]["name"] == "Ada");
  // The room is private: its id alone finds nothing.
  const json by_id = ada.client->request({{"type", "room.join"}, {"room", ada_paired["room"]}});
  CHECK(error_code(by_id) == "room/not_found");

  join_paired(ada, ada_paired);
  join_paired(bea, bea_paired);
  await_both_connected(ada, bea);
  CHECK(ada.match.match_id == bea.match.match_id);
  for (int plies = 0; ada.match.status() == "playing"; ++plies) {
    REQUIRE(plies < 200);
    Seat& mover = ada.match.decides() ? ada : bea;
    Seat& waiting = &mover == &ada ? bea : ada;
    REQUIRE(mover.act(fence_race_move(mover.match)).contains("result"));
    REQUIRE(
        waiting.pump([&](const json&) { return waiting.match.version == mover.match.version; }));
  }
  CHECK(ada.match.view["status"]["state"] == "won");
  for (const char* seat : {"0", "1"})
    CHECK(ada.match.view["players"][seat].contains("rating"));
}

TEST_CASE("quick pairing: a guest's rated seek is refused and changes nothing") {
  TestServer server;
  Seat guest = pairing_player(server, "Cy", false);
  Seat other = pairing_player(server, "Dee", false);
  const json refused = guest.client->request(kRatedSeek);
  CHECK(error_code(refused) == "rated/needs_account");
  const json waiting = other.client->request(kCasualSeek);
  REQUIRE_MESSAGE(waiting.contains("result"), waiting.dump());
  CHECK(waiting["result"]["pool"] == "fences untimed casual");
  // Nothing of the refused seek is there: no seek to cancel, and the other seeker still waits.
  CHECK_FALSE(seek_cancelled(guest));
  CHECK(seek_cancelled(other));
}

TEST_CASE("quick pairing: two guests seeking casual are paired, and may play") {
  TestServer server;
  CasualSeekers seekers(server);
  const json cy_paired = seek_paired(seekers.cy);
  const json dee_paired = seek_paired(seekers.dee);
  CHECK(cy_paired["rated"] == false);
  CHECK(cy_paired["room"] == dee_paired["room"]);
  join_paired(seekers.cy, cy_paired);
  join_paired(seekers.dee, dee_paired);
  await_both_connected(seekers.cy, seekers.dee);
  // A quick match is a casual room: it ends by the casual move limit and by repetition.
  const json& options = seekers.cy.match.view["match"]["options"];
  CHECK(options["ply_limit"] == server::casual_ply_limit("fences"));
  CHECK(options["repetition"] == true);
  Seat& mover = seekers.cy.match.decides() ? seekers.cy : seekers.dee;
  CHECK(mover.act(fence_race_move(mover.match)).contains("result"));
}

TEST_CASE("quick pairing: the room says it is a quick match on any device, after a restart too") {
  TempDir data;
  server::ServerConfig config = test_config();
  config.data_dir = data.path();
  std::string token, code;
  {
    TestServer server(config);
    CasualSeekers seekers(server);
    const json paired = seek_paired(seekers.cy);
    seek_paired(seekers.dee);
    join_paired(seekers.cy, paired);
    token = seekers.cy.client->token();
    code = paired["code"];
    // A room someone made is not one.
    TestClient maker(server.port());
    maker.hello("Eve");
    const json made = create_room(maker, {{"game", "fences"}, {"public", false}});
    CHECK(made["room"]["quick"] == false);
  }
  // Another device of the same player, after the server restarted on the same data.
  TestServer again(config);
  TestClient other_device(again.port());
  other_device.hello("Cy", token);
  const json joined = other_device.request({{"type", "room.join"}, {"code", code}});
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  CHECK(joined["result"]["room"]["quick"] == true);
}

TEST_CASE("quick pairing: a cancelled seek and a closed connection's seek are gone") {
  TestServer server;
  Seat cy = pairing_player(server, "Cy", false);
  Seat dee = pairing_player(server, "Dee", false);
  REQUIRE(cy.client->request(kCasualSeek).contains("result"));
  CHECK(seek_cancelled(cy));
  CHECK_FALSE(seek_cancelled(cy));
  REQUIRE(dee.client->request(kCasualSeek).contains("result"));
  CHECK(seek_cancelled(dee));  // still waiting: Cy's cancelled seek did not pair it

  REQUIRE(cy.client->request(kCasualSeek).contains("result"));
  await_waiting(server, 1);
  cy.client->close();
  await_waiting(server, 0);
  REQUIRE(dee.client->request(kCasualSeek).contains("result"));
  CHECK(seek_cancelled(dee));
}

TEST_CASE("quick pairing: the same two are not paired twice in a row") {
  TestServer server;
  CasualSeekers seekers(server);
  seek_paired(seekers.cy);
  seek_paired(seekers.dee);
  both_seek_casual(seekers.cy, seekers.dee);
  // Both wait: each is the other's last opponent.
  await_waiting(server, 2);
  Seat eve = pairing_player(server, "Eve", false);
  REQUIRE(eve.client->request(kCasualSeek).contains("result"));
  const json eve_paired = seek_paired(eve);
  CHECK((eve_paired["opponent"]["name"] == "Cy" || eve_paired["opponent"]["name"] == "Dee"));
  await_waiting(server, 1);
}

TEST_CASE("quick pairing: bad seeks are refused") {
  TestServer server;
  Seat cy = pairing_player(server, "Cy", false);
  CHECK(error_code(cy.client->request({{"type", "seek"}})) == "request/missing_field");
  CHECK(error_code(cy.client->request({{"type", "seek"}, {"game", "nope"}})) == "game/unknown");
  CHECK(error_code(cy.client->request(
            {{"type", "seek"}, {"game", "fences"}, {"clock", {{"initial_s", 0}}}})) ==
        "request/bad_field");
  CHECK(error_code(cy.client->request({{"type", "seek"}, {"game", "fences"}, {"rated", 1}})) ==
        "request/bad_field");
  CHECK_FALSE(seek_cancelled(cy));
}

}  // namespace rockpool::tests
