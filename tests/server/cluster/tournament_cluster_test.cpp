// Tournaments in cluster mode, on real nodes sharing one real PostgreSQL: one node serves them and
// their games' rooms, another node sends their players there (`moved`) and answers their documents
// over HTTP; when the serving node is killed in the middle of a round the next node asked takes
// the tournament over with its games, which play on to its next round, and when it is stopped it
// lets them go to the next.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <doctest/doctest.h>
#include <signal.h>

#include "tests/server/cluster/cluster_node.hpp"
#include "tests/server/test_client.hpp"
#include "tests/server/test_postgres.hpp"
#include "tests/server/tournament/tournament_replies.hpp"

namespace rockpool::tests::tournament_cluster {
namespace {

namespace replies = tournament_replies;

// A live round robin of fences without walls: short games.
json round_robin() {
  return {{"type", "tournament.create"},
          {"game", "fences"},
          {"options", {{"fences", 0}}},
          {"clock", {{"initial_s", 300}, {"increment_s", 5}}},
          {"name", "Cluster fences"}};
}

// The index of the game of `round`; -1 if it has none.
int game_of_round(const json& document, int round) {
  for (int game = 0; game < static_cast<int>(document["games"].size()); ++game) {
    if (document["games"][game]["round"] == round) return game;
  }
  return -1;
}

bool round_has_room(const json& document, int round) {
  const int game = game_of_round(document, round);
  return game >= 0 && document["games"][game]["code"].is_string();
}

TEST_CASE("cluster: one node serves tournaments, and another takes them over when it is killed") {
  if (!cluster_tests_on()) return;
  const std::string database = TestPostgres::shared().fresh_database();
  auto a = std::make_unique<ClusterNode>(database, "a");
  ClusterNode b(database, "b");
  auto players = replies::players_of(a->port, 3);
  const std::string code =
      replies::result_of(players[0]->request(round_robin()))["tournament"]["code"];

  // Through another node: the player is told where tournaments are, and nothing is applied.
  TestClient elsewhere(b.port);
  elsewhere.hello("P1", players[1]->token());
  CHECK(replies::error_of(elsewhere.request(replies::request_of("tournament.join", code))) ==
        "tournament/moved");
  const auto moved = elsewhere.next_of_type("moved", 5s);
  REQUIRE(moved);
  CHECK(*moved == json{{"type", "moved"}, {"tournament", code}, {"url", a->url()}});
  // Its document is answered there too, as committed.
  const auto [status, body] = http_get(b.port, "/api/tournaments/" + code);
  CHECK(status == 200);
  CHECK(json::parse(body)["players"].size() == 1);

  for (int i : {1, 2})
    replies::result_of(players[i]->request(replies::request_of("tournament.join", code)));
  replies::result_of(players[0]->request(replies::request_of("tournament.start", code)));
  replies::WatchedTournament watched = replies::watch_as(*players[0], code);
  REQUIRE(watched.follow(*players[0], [](const json& d) { return round_has_room(d, 0); }));

  // Killed with the first round's game open and unplayed.
  const std::vector<std::string> tokens = replies::tokens_of(players);
  a->process->signal(SIGKILL);
  CHECK(a->process->wait_exit(5s) == 128 + SIGKILL);
  auto again = replies::players_again(b.port, tokens);
  replies::WatchedTournament taken = replies::watch_as(*again[0], code);
  CHECK(taken.document["games"] == watched.document["games"]);
  CHECK(taken.version > watched.version);
  // The game's room is served where the tournament is now, and its end counts in it.
  const int first = game_of_round(taken.document, 0);
  replies::play(taken.document, first, again, "1-0");
  REQUIRE(taken.follow(*again[0], [&](const json& d) {
    return !d["games"][first]["result"].is_null() && round_has_room(d, 1);
  }));
  CHECK(taken.document["games"][first]["result"] == "1-0");
  const int second = game_of_round(taken.document, 1);
  replies::play(taken.document, second, again, "0-1");
  REQUIRE(taken.follow(*again[0],
                       [&](const json& d) { return !d["games"][second]["result"].is_null(); }));

  // The killed node back: tournaments stay where they are now.
  a = std::make_unique<ClusterNode>(database, "a");
  TestClient late(a->port);
  late.hello("P2", tokens[2]);
  CHECK(replies::error_of(late.request(replies::request_of("tournament.watch", code))) ==
        "tournament/moved");
  const auto pointed = late.next_of_type("moved", 5s);
  REQUIRE(pointed);
  CHECK((*pointed)["url"] == b.url());

  // Stopped (SIGTERM), the serving node tells its watchers to go and lets tournaments go: the node
  // asked next serves them, as they stand.
  b.process->signal(SIGTERM);
  auto gone = again[0]->next_of_type("moved", 5s);
  // The rooms the player is in are handed over first.
  while (gone && gone->contains("room"))
    gone = again[0]->next_of_type("moved", 5s);
  REQUIRE(gone);
  CHECK(*gone == json{{"type", "moved"}, {"tournament", code}, {"url", nullptr}});
  CHECK(b.process->wait_exit(15s) == 0);
  const replies::WatchedTournament resumed = replies::watch_as(late, code);
  CHECK(resumed.document["games"] == taken.document["games"]);
  CHECK(resumed.version > taken.version);
}

}  // namespace
}  // namespace rockpool::tests::tournament_cluster

#endif  // ROCKPOOL_WITH_POSTGRES
