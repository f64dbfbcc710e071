// A round-robin tournament as players meet it: who may join, leave, start and cancel it, which
// games' rooms open when, and its record read back as it was written.

#include "server/tournament/tournament.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "server/tournament/tournament_document.hpp"

using namespace rockpool::server;

namespace {

TournamentPlayer entrant(int i, std::string account = "") {
  return {"token" + std::to_string(i), "id" + std::to_string(i), "P" + std::to_string(i),
          std::move(account)};
}

Tournament tournament_of(int players, int days_per_move = 0) {
  TournamentSettings settings{
      "Cup", "fences", R"({"fences":0})", days_per_move ? -1 : 60000, 0, days_per_move, true, 6};
  Tournament tournament("T1", "code", settings, entrant(0), 1000);
  for (int i = 1; i < players; ++i)
    REQUIRE_FALSE(tournament.join(entrant(i), 0));
  return tournament;
}

}  // namespace

TEST_CASE("tournament model: a player is their account, else their session") {
  Tournament tournament = tournament_of(1);
  CHECK(tournament.join(entrant(0), 0)->code == "tournament/already_joined");
  // The same account from another session (another login) is the same player.
  REQUIRE_FALSE(tournament.join(entrant(1, "acct"), 0));
  CHECK(tournament.join({"token9", "id9", "P9", "acct"}, 0)->code == "tournament/already_joined");
  CHECK(tournament.leave({"token9", "id9", "P9", "acct"}) == std::nullopt);
  CHECK(tournament.players().size() == 1);
}

TEST_CASE("tournament model: live rounds open one after another, correspondence all at once") {
  Tournament live = tournament_of(4);
  CHECK(live.start(entrant(1), 2000)->code == "tournament/not_host");
  REQUIRE_FALSE(live.start(entrant(0), 2000));
  std::vector<int> first_round = live.games_to_open();
  REQUIRE(first_round.size() == 2);
  for (int game : first_round) {
    CHECK(live.pairings()->games()[static_cast<std::size_t>(game)].round == 0);
    live.set_room(game, {"room" + std::to_string(game), "c", "m", ""});
  }
  CHECK(live.games_to_open().empty());
  CHECK(live.record(first_round[0], GameResult::win, "resign", 3000));
  CHECK_FALSE(live.record(first_round[0], GameResult::loss, "resign", 3000));
  CHECK(live.games_to_open().empty());  // the round is not over
  CHECK(live.record(first_round[1], GameResult::draw, "agreement", 3000));
  CHECK(live.games_to_open().size() == 2);

  Tournament by_post = tournament_of(4, 3);
  REQUIRE_FALSE(by_post.start(entrant(0), 2000));
  CHECK(by_post.games_to_open().size() == 6);
}

TEST_CASE("tournament model: its record reads back as it was written") {
  Tournament tournament = tournament_of(3);
  REQUIRE_FALSE(tournament.start(entrant(0), 2000));
  const int game = tournament.games_to_open().front();
  tournament.set_room(game, {"room", "invite", "room.1", ""});
  REQUIRE(tournament.record(game, GameResult::loss, "timeout", 5000));
  const TournamentRecord record = tournament.record();
  CHECK(record.host_token == "token0");
  CHECK_FALSE(record.finished);
  const auto again = Tournament::from_record(record);
  REQUIRE(again);
  CHECK(nlohmann::json::parse(tournament_document(*again)) ==
        nlohmann::json::parse(tournament_document(tournament)));
  CHECK(again->record().state_json == record.state_json);
  // Tokens are kept, never shown.
  CHECK(nlohmann::json::parse(tournament_document(tournament)).dump().find("token0") ==
        std::string::npos);
  CHECK_FALSE(Tournament::from_record({"T", "c", true, false, "t", 0, "{not json"}));
}

TEST_CASE("tournament model: the host cancels it while it is open, and nobody else, nor later") {
  Tournament tournament = tournament_of(2);
  CHECK(tournament.cancel(entrant(1), 3000)->code == "tournament/not_host");
  CHECK(tournament.status() == Tournament::Status::open);
  REQUIRE_FALSE(tournament.cancel(entrant(0), 3000));
  CHECK(tournament.status() == Tournament::Status::cancelled);
  CHECK(tournament.over());
  CHECK(nlohmann::json::parse(tournament_document(tournament))["status"] == "cancelled");
  CHECK(nlohmann::json::parse(tournament_document(tournament))["finished_ms"] == 3000);
  // Nothing more happens to it.
  CHECK(tournament.cancel(entrant(0), 4000)->code == "tournament/finished");
  CHECK(tournament.join(entrant(2), 0)->code == "tournament/finished");
  CHECK(tournament.leave(entrant(1))->code == "tournament/finished");
  CHECK(tournament.start(entrant(0), 4000)->code == "tournament/finished");
  CHECK(tournament.games_to_open().empty());
  // Its record says it is over, and reads back cancelled.
  const TournamentRecord record = tournament.record();
  CHECK(record.finished);
  const auto again = Tournament::from_record(record);
  REQUIRE(again);
  CHECK(again->status() == Tournament::Status::cancelled);
  CHECK(nlohmann::json::parse(tournament_document(*again)) ==
        nlohmann::json::parse(tournament_document(tournament)));

  Tournament playing = tournament_of(3);
  REQUIRE_FALSE(playing.start(entrant(0), 2000));
  CHECK(playing.cancel(entrant(0), 3000)->code == "tournament/started");
  CHECK(playing.cancel(entrant(1), 3000)->code == "tournament/not_host");
  CHECK(playing.status() == Tournament::Status::playing);

  Tournament finished = tournament_of(3);
  REQUIRE_FALSE(finished.start(entrant(0), 2000));
  for (std::size_t game = 0; game < finished.pairings()->games().size(); ++game)
    REQUIRE(finished.record(static_cast<int>(game), GameResult::draw, "agreement", 5000));
  REQUIRE(finished.status() == Tournament::Status::finished);
  CHECK(finished.cancel(entrant(0), 6000)->code == "tournament/finished");
  CHECK(finished.status() == Tournament::Status::finished);
}
