// Profiles and leaderboards over real sockets: accounts play rated fences matches (two actions,
// then a resign, rematch after rematch in one room), and /api/players and /api/leaderboards tell
// what they did. Twenty rated games bring a deviation under 110: only then is a player on a board.

#include <doctest/doctest.h>

#include "tests/server/server_fixture.hpp"
#include "tests/server/table.hpp"

namespace rockpool::tests {
namespace {

json fetched(std::uint16_t port, const std::string& target, int expected_status = 200) {
  // Not a structured binding: clang refuses one named in the lambda REQUIRE_MESSAGE makes.
  const std::pair<int, std::string> answer = http_get(port, target);
  REQUIRE_MESSAGE(answer.first == expected_status, (target + ": " + answer.second));
  return json::parse(answer.second);
}

// A rating as the document shows it: whole points, the deviation with at most `decimals`
// decimals (a strict decoder refuses 1500.0 as an integer).
void check_shown(const json& entry, int decimals) {
  CHECK_MESSAGE(entry["rating"].is_number_integer(), entry.dump());
  const std::string deviation = entry["deviation"].dump();
  const auto point = deviation.find('.');
  CHECK_MESSAGE((point == std::string::npos ||
                 deviation.size() - point - 1 <= static_cast<std::size_t>(decimals)),
                entry.dump());
}

Seat account_seat(std::uint16_t port, const std::string& username) {
  Seat seat;
  seat.client = std::make_unique<TestClient>(port);
  seat.client->hello(username);
  const json claimed = seat.client->request(
      {{"type", "account.claim"}, {"username", username}, {"password", "correct horse"}});
  REQUIRE_MESSAGE(claimed.contains("result"), claimed.dump());
  return seat;
}

// The account of `username` on another connection: logged in, then resumed with the login's token.
Seat login_seat(std::uint16_t port, const std::string& username) {
  TestClient guest(port);
  guest.hello(username);
  const json logged_in = guest.request(
      {{"type", "account.login"}, {"username", username}, {"password", "correct horse"}});
  REQUIRE_MESSAGE(logged_in.contains("result"), logged_in.dump());
  Seat seat;
  seat.client = std::make_unique<TestClient>(port);
  seat.client->hello(username, logged_in["result"]["token"]);
  return seat;
}

// A rated untimed fences room of two accounts, playing one short match after another.
struct RatedSeries {
  Seat& host;
  Seat& guest;

  RatedSeries(Seat& first, Seat& second) : host(first), guest(second) {
    const json created = create_room(*host.client, {{"game", "fences"}, {"rated", true}});
    const json joined =
        guest.client->request({{"type", "room.join"}, {"room", created["room"]["id"]}});
    REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
    for (Seat* seat : {&host, &guest})
      REQUIRE(seat->pump([&](const json&) { return seat->match.ready(); }));
  }
  Seat& mover() { return host.match.decides() ? host : guest; }
  // Two actions, then `loser` resigns; both views see the end.
  void play(Seat& loser) {
    for (int action = 0; action < 2; ++action) {
      Seat& seat = mover();
      const std::string match = seat.match.match_id;
      const json reply = seat.act(fence_race_move(seat.match));
      REQUIRE_MESSAGE(reply.contains("result"), reply.dump() << " (match " << match << ")");
      Seat& waiting = &seat == &host ? guest : host;
      REQUIRE(
          waiting.pump([&](const json&) { return waiting.match.version == seat.match.version; }));
    }
    REQUIRE(loser.client->request({{"type", "match.resign"}, {"match", loser.match.match_id}})
                .contains("result"));
    for (Seat* seat : {&host, &guest}) {
      if (seat->match.status() != "playing") continue;
      REQUIRE(seat->pump([&](const json&) { return seat->match.status() != "playing"; }));
    }
  }
  void rematch() {
    const std::string finished = host.match.match_id;
    for (Seat* seat : {&host, &guest}) {
      REQUIRE(seat->client->request({{"type", "match.rematch"}, {"match", finished}})
                  .contains("result"));
    }
    for (Seat* seat : {&host, &guest}) {
      REQUIRE(seat->pump(
          [&](const json&) { return seat->match.match_id != finished && seat->match.ready(); }));
    }
  }
};

TEST_CASE("profiles and leaderboards: rated matches show in both, provisional players stay off") {
  TestServer server;
  const std::uint16_t port = server.port();
  Seat ada = account_seat(port, "Ada");
  Seat bea = account_seat(port, "Bea");
  Seat cy = account_seat(port, "Cy");
  constexpr int kSeriesGames = 20;
  int ada_losses = 0;
  {
    RatedSeries series(ada, bea);
    for (int game = 1; game <= kSeriesGames; ++game) {
      const bool ada_loses = game % 3 == 0;
      ada_losses += ada_loses ? 1 : 0;
      series.play(ada_loses ? ada : bea);
      if (game < kSeriesGames) series.rematch();
    }
  }
  // Cy's first rated game, lost to Ada: a provisional rating. Ada comes from another connection:
  // her first one is still in the series' room, and a view takes any room's snapshot.
  Seat ada_again = login_seat(port, "Ada");
  RatedSeries once(cy, ada_again);
  once.play(cy);
  const std::string cy_match = cy.match.match_id;

  const json board = fetched(port, "/api/leaderboards/fences?pace=untimed");
  CHECK(board["game"] == "fences");
  CHECK(board["pace"] == "untimed");
  const json& players = board["players"];
  REQUIRE_MESSAGE(players.size() == 2, board.dump());  // Cy is provisional, so absent
  CHECK(players[0]["rank"] == 1);
  CHECK(players[0]["username"] == "Ada");  // she won two games in three
  CHECK(players[0]["games"] == kSeriesGames + 1);
  CHECK(players[1]["rank"] == 2);
  CHECK(players[1]["username"] == "Bea");
  CHECK(players[1]["games"] == kSeriesGames);
  for (const json& entry : players) {
    check_shown(entry, 2);
    CHECK(entry["deviation"].get<double>() < 110);
    CHECK(entry["deviation"].get<double>() > 45);
  }
  CHECK(players[0]["rating"].get<double>() > players[1]["rating"].get<double>());
  // The default pace is live, where nobody has played.
  const json live = fetched(port, "/api/leaderboards/fences");
  CHECK(live["pace"] == "live");
  CHECK(live["players"].empty());
  CHECK(fetched(port, "/api/leaderboards/chess", 404)["error"] == "no such game");
  CHECK(fetched(port, "/api/leaderboards/fences?pace=blitz", 400)["error"] == "bad pace");

  const json profile = fetched(port, "/api/players/ada");
  CHECK(profile["username"] == "Ada");
  REQUIRE(profile["ratings"].size() == 1);
  const json& rating = profile["ratings"][0];
  CHECK(rating["provisional"] == false);
  check_shown(rating, 2);
  const json& history = rating["history"];
  REQUIRE(history.size() == kSeriesGames + 1);
  for (const json& point : history)
    check_shown(point, 1);
  CHECK(history[0]["deviation"].get<double>() < 500);
  CHECK(history.back()["rating"] == rating["rating"]);
  CHECK(history.back()["rated_ms"] == rating["rated_ms"]);
  for (std::size_t i = 1; i < history.size(); ++i)
    CHECK(history[i]["rated_ms"].get<std::int64_t>() >=
          history[i - 1]["rated_ms"].get<std::int64_t>());
  REQUIRE(profile["results"].size() == 1);
  CHECK(profile["results"][0] == json{{"game", "fences"},
                                      {"wins", kSeriesGames + 1 - ada_losses},
                                      {"losses", ada_losses},
                                      {"draws", 0}});
  const json& matches = profile["matches"];
  REQUIRE(matches.size() == 20);  // the newest twenty of twenty-one
  CHECK(matches[0]["id"] == cy_match);
  CHECK(matches[0]["game"] == "fences");
  CHECK(matches[0]["pace"] == "untimed");
  CHECK(matches[0]["opponent"] == json{{"name", "Cy"}, {"username", "Cy"}, {"bot", false}});
  CHECK(matches[0]["result"] == "win");
  CHECK(matches[0]["reason"] == "resign");
  CHECK(matches[0]["rated"] == true);
  CHECK(matches[1]["opponent"]["username"] == "Bea");
  CHECK(matches[1]["result"] == "win");   // game 20
  CHECK(matches[2]["result"] == "win");   // game 19
  CHECK(matches[3]["result"] == "loss");  // game 18
  for (std::size_t i = 1; i < matches.size(); ++i)
    CHECK(matches[i]["ended_ms"].get<std::int64_t>() <=
          matches[i - 1]["ended_ms"].get<std::int64_t>());
  // Each links to a replay the history API serves.
  CHECK(fetched(port, "/api/matches/" + cy_match)["id"] == cy_match);

  const json newcomer = fetched(port, "/api/players/Cy");
  REQUIRE(newcomer["ratings"].size() == 1);
  CHECK(newcomer["ratings"][0]["provisional"] == true);
  CHECK(newcomer["ratings"][0]["history"].size() == 1);
  CHECK(newcomer["results"][0]["losses"] == 1);
  CHECK(newcomer["results"][0]["wins"] == 0);
}

TEST_CASE("profiles: a player without matches has empty lists; an unknown one is a 404") {
  TestServer server;
  Seat dee = account_seat(server.port(), "Dee");
  const json profile = fetched(server.port(), "/api/players/DEE");
  CHECK(profile["username"] == "Dee");
  CHECK(profile["ratings"].empty());
  CHECK(profile["results"].empty());
  CHECK(profile["matches"].empty());
  CHECK(fetched(server.port(), "/api/players/nobody", 404)["error"] == "no such player");
}

}  // namespace
}  // namespace rockpool::tests
