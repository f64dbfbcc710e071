// Rated rooms over real sockets: two accounts play a rated match to its end and both ratings
// change, in the match's view and in the players API; guests may neither open a rated room nor
// take a seat in one; aborted matches and matches under two actions are not rated.

#include <doctest/doctest.h>

#include <atomic>
#include <cmath>
#include <functional>
#include <future>
#include <thread>
#include <variant>

#include "server/server_parts.hpp"
#include "tests/server/held_store.hpp"
#include "tests/server/server_fixture.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

json claim_for_rating(TestClient& client, const std::string& username) {
  return client.request(
      {{"type", "account.claim"}, {"username", username}, {"password", "correct horse"}});
}

json player_facts(std::uint16_t port, const std::string& username) {
  const auto [status, body] = http_get(port, "/api/players/" + username);
  REQUIRE(status == 200);
  return json::parse(body);
}

// Two accounts, Ada (the host) and Bea, seated in a rated fences room, both holding the snapshot.
struct RatedPair {
  TestServer server;
  Seat host, guest;
  std::string room;

  explicit RatedPair(json settings = {}, const std::function<void(TestServer&)>& before_join = {})
      : RatedPair(settings, test_config(), nullptr, before_join) {}
  RatedPair(json settings, server::ServerConfig config, std::unique_ptr<server::Store> store,
            const std::function<void(TestServer&)>& before_join = {})
      : server(std::move(config), std::move(store)) {
    host.client = std::make_unique<TestClient>(server.port());
    guest.client = std::make_unique<TestClient>(server.port());
    host.client->hello("Ada");
    guest.client->hello("Bea");
    REQUIRE(claim_for_rating(*host.client, "Ada").contains("result"));
    REQUIRE(claim_for_rating(*guest.client, "Bea").contains("result"));
    settings.merge_patch({{"game", "fences"}, {"rated", true}, {"first", "host"}});
    const json created = create_room(*host.client, settings);
    CHECK(created["room"]["rated"] == true);
    room = created["room"]["id"];
    if (before_join) before_join(server);
    const json joined = guest.client->request({{"type", "room.join"}, {"room", room}});
    REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
    for (Seat* seat : {&host, &guest}) {
      REQUIRE(seat->pump([&](const json&) { return seat->match.ready(); }));
    }
  }
  Seat& mover() { return host.match.decides() ? host : guest; }
  // Plays the first `plies` moves of the fence race.
  void race(int plies) {
    for (int ply = 0; ply < plies; ++ply)
      play(fence_race_move(mover().match));
  }
  // `seat` resigns, which must be taken.
  void resign(Seat& seat) {
    REQUIRE(seat.client->request({{"type", "match.resign"}, {"match", seat.match.match_id}})
                .contains("result"));
  }
  Seat& other(const Seat& seat) { return &seat == &host ? guest : host; }
  void play(const std::string& action) {
    Seat& seat = mover();
    REQUIRE_MESSAGE(seat.act(action).contains("result"), action);
    Seat& waiting = other(seat);
    REQUIRE(waiting.pump([&](const json&) { return waiting.match.version == seat.match.version; }));
  }
  // Both views once the match has ended (a seat still playing waits for the ending frame).
  void await_end() {
    for (Seat* seat : {&host, &guest}) {
      if (seat->match.status() != "playing") continue;
      REQUIRE(seat->pump([&](const json&) { return seat->match.status() != "playing"; }));
    }
  }
};

TEST_CASE("rated rooms: a won match changes both ratings, shown in the view and the API") {
  RatedPair pair;
  for (int plies = 0; pair.host.match.status() == "playing"; ++plies) {
    REQUIRE(plies < 200);
    pair.play(fence_race_move(pair.mover().match));
  }
  pair.await_end();
  const json& view = pair.host.match.view;
  REQUIRE(view["status"]["state"] == "won");
  const int winner = view["status"]["winner"];
  for (Seat* seat : {&pair.host, &pair.guest}) {
    const json& players = seat->match.view["players"];
    REQUIRE_MESSAGE(players[std::to_string(winner)].contains("rating"), players.dump());
    const json& won = players[std::to_string(winner)]["rating"];
    const json& lost = players[std::to_string(1 - winner)]["rating"];
    CHECK(won["before"] == 1500);
    CHECK(lost["before"] == 1500);
    CHECK(won["change"].get<int>() > 0);
    CHECK(lost["change"].get<int>() < 0);
    CHECK(won["after"].get<int>() == won["before"].get<int>() + won["change"].get<int>());
    CHECK(won["provisional"] == true);
  }
  const bool host_won = winner == 0;  // the host moves first
  const json ada = player_facts(pair.server.port(), "Ada");
  const json bea = player_facts(pair.server.port(), "Bea");
  REQUIRE(ada["ratings"].size() == 1);
  REQUIRE(bea["ratings"].size() == 1);
  CHECK(ada["ratings"][0]["game"] == "fences");
  CHECK(ada["ratings"][0]["pace"] == "untimed");
  CHECK(ada["ratings"][0]["games"] == 1);
  CHECK(bea["ratings"][0]["games"] == 1);
  const double ada_rating = ada["ratings"][0]["rating"];
  const double bea_rating = bea["ratings"][0]["rating"];
  CHECK(
      (host_won ? ada_rating > 1500 && bea_rating < 1500 : ada_rating < 1500 && bea_rating > 1500));
  const json& ada_view = pair.host.match.view["players"]["0"];  // the host's seat
  CHECK(ada_view["rating"]["after"] == static_cast<int>(std::lround(ada_rating)));

  // A rematch in the same room reads the new ratings.
  const std::string first_match = pair.host.match.match_id;
  for (Seat* seat : {&pair.host, &pair.guest}) {
    REQUIRE(seat->client->request({{"type", "match.rematch"}, {"match", first_match}})
                .contains("result"));
  }
  for (Seat* seat : {&pair.host, &pair.guest}) {
    REQUIRE(seat->pump(
        [&](const json&) { return seat->match.match_id != first_match && seat->match.ready(); }));
  }
  for (int plies = 0; pair.host.match.status() == "playing"; ++plies) {
    REQUIRE(plies < 200);
    pair.play(fence_race_move(pair.mover().match));
  }
  pair.await_end();
  const json& again = pair.host.match.view["players"];
  const json& ada_again = again[pair.host.match.view["you"] == 0 ? "0" : "1"];
  REQUIRE_MESSAGE(ada_again.contains("rating"), again.dump());
  CHECK(ada_again["rating"]["before"] == static_cast<int>(std::lround(ada_rating)));
  CHECK(player_facts(pair.server.port(), "Ada")["ratings"][0]["games"] == 2);
}

TEST_CASE(
    "rated rooms: a rematch agreed before the end is stored starts from the ratings it "
    "gave") {
  HeldData data;
  HeldStore* held = data.held;
  RatedPair pair({}, data.config, std::move(data.store));
  pair.race(2);
  const std::string first = pair.host.match.match_id;
  // A slow disk: the end, with its new ratings, is not stored yet when the rematch starts.
  held->hold_writes();
  pair.host.client->send({{"type", "match.resign"}, {"id", "resign"}, {"match", first}});
  const auto is_end = [](const server::StoreWrite& write) {
    return std::holds_alternative<server::MatchEndRecord>(write);
  };
  for (int i = 0; i < 500 && held->unwritten(is_end) == 0; ++i)
    std::this_thread::sleep_for(10ms);
  REQUIRE(held->unwritten(is_end) == 1);
  for (Seat* seat : {&pair.host, &pair.guest})
    seat->client->send({{"type", "match.rematch"}, {"id", "rematch"}, {"match", first}});
  const auto is_start = [](const server::StoreWrite& write) {
    return std::holds_alternative<server::MatchStartRecord>(write);
  };
  for (int i = 0; i < 500 && held->unwritten(is_start) == 0; ++i)
    std::this_thread::sleep_for(10ms);
  REQUIRE(held->unwritten(is_start) == 1);
  // Time for a ratings read that does not wait for the store to be done.
  std::this_thread::sleep_for(300ms);
  held->release_writes();
  for (Seat* seat : {&pair.host, &pair.guest}) {
    REQUIRE(seat->pump(
        [&](const json&) { return seat->match.match_id != first && seat->match.ready(); }));
  }
  pair.race(2);
  pair.resign(pair.host);
  pair.await_end();
  for (const char* name : {"Ada", "Bea"}) {
    const json facts = player_facts(pair.server.port(), name);
    REQUIRE(facts["ratings"].size() == 1);
    CHECK_MESSAGE(facts["ratings"][0]["games"] == 2, name);
  }
}

// A rated correspondence room of fences between the sessions of `host` and `guest`, both seated
// and holding the snapshot, two actions played.
std::string rated_room_played(Seat& host, Seat& guest) {
  const json created = create_room(
      *host.client, {{"game", "fences"}, {"rated", true}, {"first", "host"}, {"days_per_move", 1}});
  const std::string room = created["room"]["id"];
  REQUIRE(guest.client->request({{"type", "room.join"}, {"room", room}}).contains("result"));
  for (Seat* seat : {&host, &guest})
    REQUIRE(seat->pump([&](const json&) { return seat->match.ready(); }));
  for (int ply = 0; ply < 2; ++ply) {
    Seat& mover = host.match.decides() ? host : guest;
    Seat& waiting = &mover == &host ? guest : host;
    REQUIRE(mover.act(fence_race_move(mover.match)).contains("result"));
    REQUIRE(
        waiting.pump([&](const json&) { return waiting.match.version == mover.match.version; }));
  }
  return room;
}

// Resigns `loser`'s match and returns `winner`'s view of the rating change at its end.
json resigned(Seat& loser, Seat& winner) {
  REQUIRE(loser.client->request({{"type", "match.resign"}, {"match", loser.match.match_id}})
              .contains("result"));
  REQUIRE(winner.pump([&](const json&) { return winner.match.status() == "won"; }));
  const json& players = winner.match.view["players"];
  const json& mine = players[std::to_string(winner.match.view["you"].get<int>())];
  REQUIRE_MESSAGE(mine.contains("rating"), players.dump());
  return mine["rating"];
}

TEST_CASE(
    "rated rooms: two matches at once compose: each is rated as the ratings stand at its end") {
  TestServer server;
  Seat ada_x, bea_x, ada_y, bea_y;
  std::string tokens[2];
  int i = 0;
  for (auto [seat, name] : {std::pair{&ada_x, "Ada"}, std::pair{&bea_x, "Bea"}}) {
    seat->client = std::make_unique<TestClient>(server.port());
    seat->client->hello(name);
    const json claimed = claim_for_rating(*seat->client, name);
    REQUIRE(claimed.contains("result"));
    tokens[i++] = claimed["result"]["token"];
  }
  ada_y.client = std::make_unique<TestClient>(server.port());
  ada_y.client->hello("Ada", tokens[0]);
  bea_y.client = std::make_unique<TestClient>(server.port());
  bea_y.client->hello("Bea", tokens[1]);
  // Both matches are under way before either ends.
  rated_room_played(ada_x, bea_x);
  rated_room_played(ada_y, bea_y);
  const json won = resigned(bea_x, ada_x);
  CHECK(won["before"] == 1500);
  CHECK(won["change"].get<int>() > 0);
  const json lost = resigned(ada_y, bea_y);
  // Y is rated from what X left: Ada starts Y above 1500, Bea from X's loss.
  const std::string ada_seat = std::to_string(ada_y.match.view["you"].get<int>());
  REQUIRE(ada_y.pump(
      [&](const json&) { return ada_y.match.view["players"][ada_seat].contains("rating"); }));
  const json& ada_in_y = ada_y.match.view["players"][ada_seat];
  CHECK(ada_in_y["rating"]["before"] == won["after"]);
  CHECK(lost["before"].get<int>() < 1500);

  const json ada = player_facts(server.port(), "Ada")["ratings"];
  REQUIRE(ada.size() == 1);
  CHECK(ada[0]["games"] == 2);
  REQUIRE(ada[0]["history"].size() == 2);
  CHECK(ada[0]["history"][0]["rating"] == won["after"]);
  CHECK(ada[0]["history"][1]["rating"] == ada[0]["rating"]);
  CHECK(ada[0]["rating"] == ada_in_y["rating"]["after"]);
  const json bea = player_facts(server.port(), "Bea")["ratings"];
  CHECK(bea[0]["games"] == 2);
  CHECK(bea[0]["rating"] == lost["after"]);
}

TEST_CASE("rated rooms: a guest can neither open one nor take a seat in one") {
  TestServer server;
  TestClient guest(server.port());
  guest.hello("Cy");
  const json refused =
      guest.request({{"type", "room.create"}, {"game", "fences"}, {"rated", true}});
  CHECK(error_code(refused) == "rated/needs_account");
  const json with_bot = guest.request(
      {{"type", "room.create"}, {"game", "fences"}, {"rated", true}, {"opponent", "bot"}});
  CHECK(error_code(with_bot) == "request/bad_field");

  TestClient host(server.port());
  host.hello("Ada");
  REQUIRE(claim_for_rating(host, "Ada").contains("result"));
  const json bot_room = host.request(
      {{"type", "room.create"}, {"game", "fences"}, {"rated", true}, {"opponent", "bot"}});
  CHECK(error_code(bot_room) == "request/bad_field");
  const json created = create_room(host, {{"game", "fences"}, {"rated", true}});
  const std::string room = created["room"]["id"];
  const json joined = guest.request({{"type", "room.join"}, {"room", room}});
  CHECK(error_code(joined) == "rated/needs_account");
  // Nothing changed: the seat is free, and the guest may still watch.
  const json watching = guest.request({{"type", "room.join"}, {"room", room}, {"as", "spectator"}});
  REQUIRE_MESSAGE(watching.contains("result"), watching.dump());
  CHECK(watching["result"]["room"]["players"][1].is_null());
  CHECK(watching["result"]["room"]["status"] == "waiting");
  CHECK(watching["result"]["room"]["rated"] == true);
}

// Keeps every store reader thread of a server busy until released: reads queue behind them.
class HeldReaders {
 public:
  void hold(TestServer& server) {
    auto& readers = server.server().parts().store_readers;
    for (int i = 0; i < kReaders; ++i) {
      readers.post([this, released = released_] {
        ++holding_;
        released.wait();
      });
    }
    for (int i = 0; i < 500 && holding_ < kReaders; ++i)
      std::this_thread::sleep_for(10ms);
    REQUIRE(holding_ == kReaders);
  }
  void release() { release_.set_value(); }

 private:
  static constexpr int kReaders = 2;  // the size of the store readers' pool
  std::promise<void> release_;
  std::shared_future<void> released_ = release_.get_future().share();
  std::atomic<int> holding_{0};
};

TEST_CASE("rated rooms: a match that ends before its players' ratings are read is rated") {
  // The ratings are read off the room's strand once the match's start is committed; here the
  // match ends first, and its end must wait for them rather than go unrated.
  HeldReaders readers;
  RatedPair pair({}, [&](TestServer& server) { readers.hold(server); });
  pair.race(2);
  pair.resign(pair.guest);
  readers.release();
  pair.await_end();
  CHECK(pair.host.match.status() == "won");
  const json& players = pair.host.match.view["players"];
  REQUIRE_MESSAGE(players["0"].contains("rating"), players.dump());
  CHECK(players["0"]["rating"]["change"].get<int>() > 0);
  CHECK(players["1"]["rating"]["change"].get<int>() < 0);
  CHECK(player_facts(pair.server.port(), "Ada")["ratings"][0]["games"] == 1);
  CHECK(player_facts(pair.server.port(), "Bea")["ratings"][0]["games"] == 1);
}

TEST_CASE("rated rooms: a match under two actions or aborted is not rated") {
  SUBCASE("resigned after one action") {
    RatedPair pair;
    pair.play("N");
    REQUIRE(
        pair.guest.client->request({{"type", "match.resign"}, {"match", pair.guest.match.match_id}})
            .contains("result"));
    pair.await_end();
    CHECK(pair.host.match.status() == "won");
    CHECK_FALSE(pair.host.match.view["players"]["0"].contains("rating"));
    CHECK_FALSE(pair.host.match.view["players"]["1"].contains("rating"));
    CHECK(player_facts(pair.server.port(), "Ada")["ratings"].empty());
    CHECK(player_facts(pair.server.port(), "Bea")["ratings"].empty());
  }
  SUBCASE("aborted when a player left") {
    RatedPair pair;
    pair.play("N");
    pair.guest.client.reset();
    REQUIRE(pair.host.pump(
        [&](const json&) { return pair.host.match.view["players"]["1"]["connected"] == false; }));
    advance_clock(test_config().grace_period + std::chrono::seconds(1));
    REQUIRE(pair.host.pump([&](const json&) { return pair.host.match.status() == "aborted"; }));
    CHECK_FALSE(pair.host.match.view["players"]["0"].contains("rating"));
    CHECK(player_facts(pair.server.port(), "Ada")["ratings"].empty());
    CHECK(player_facts(pair.server.port(), "Bea")["ratings"].empty());
  }
}

TEST_CASE("rated rooms: an Arena pairs its accounts by the live ratings they have") {
  if (!test_config().cluster.empty()) return;  // tournaments are single-node
  RatedPair pair(json{{"clock", {{"initial_s", 300}, {"increment_s", 0}}}});
  pair.race(2);
  pair.resign(pair.guest);
  pair.await_end();
  const json ada = player_facts(pair.server.port(), "Ada")["ratings"];
  const json bea = player_facts(pair.server.port(), "Bea")["ratings"];
  REQUIRE(ada.size() == 1);
  REQUIRE(bea.size() == 1);
  REQUIRE(ada[0]["pace"] == "live");
  const json created =
      pair.host.client->request({{"type", "tournament.create"},
                                 {"format", "arena"},
                                 {"minutes", 30},
                                 {"game", "fences"},
                                 {"clock", {{"initial_s", 60}, {"increment_s", 0}}}});
  REQUIRE_MESSAGE(created.contains("result"), created.dump());
  const std::string code = created["result"]["tournament"]["code"];
  const json joined = pair.guest.client->request({{"type", "tournament.join"}, {"code", code}});
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  const json& players = joined["result"]["tournament"]["players"];
  CHECK(players[0]["rating"] == static_cast<int>(std::lround(ada[0]["rating"].get<double>())));
  CHECK(players[1]["rating"] == static_cast<int>(std::lround(bea[0]["rating"].get<double>())));
  CHECK(players[0]["rating"].get<int>() > 1500);
  CHECK(players[1]["rating"].get<int>() < 1500);
  // A guest is a new player.
  TestClient guest(pair.server.port());
  guest.hello("Cy");
  const json guest_joined = guest.request({{"type", "tournament.join"}, {"code", code}});
  REQUIRE_MESSAGE(guest_joined.contains("result"), guest_joined.dump());
  CHECK(guest_joined["result"]["tournament"]["players"][2]["rating"] == 1500);
}

}  // namespace
}  // namespace rockpool::tests
