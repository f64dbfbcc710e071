// What every store promises to profiles and leaderboards, on SQLite and on PostgreSQL: an
// account's results and recent matches are those of the seats holding its session, its rating
// history is capped at its newest points, and a leaderboard's candidates are the game and pace's
// recent, narrow enough ratings, best first.

#include <doctest/doctest.h>

#include <cctype>
#include <nlohmann/json.hpp>

#include "server/http/leaderboard_api.hpp"
#include "tests/server/store/match_start.hpp"
#include "tests/server/store/store_kinds.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

// Ada and Bea as the match records of match_start.hpp seat them (their sessions' tokens and ids).
AccountRecord profile_account(const std::string& id, const std::string& username,
                              const std::string& session, const std::string& public_id) {
  std::string key = username;
  for (char& c : key)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return {id, username, key, "hash", session, public_id, 100, 100};
}

void add_profile_account(AccountStore& accounts, const AccountRecord& account) {
  REQUIRE(accounts.create_account(account, {}, {"login-" + account.id, account.id, "", 100, 100}));
}

// A finished match `id` between the seats of start_of, with `end` as its result at `ended_ms`.
void end_profile_match(Store& store, MatchStartRecord start, const std::string& state, int winner,
                       std::int64_t ended_ms) {
  const std::string id = start.id;
  store.write(std::move(start));
  store.write(
      MatchEndRecord{id, state, winner, state == "drawn" ? "agreement" : "resign", ended_ms});
}

// The match's end, and the rating rows it left.
template <class Kind>
void end_rated_match(Kind& kind, Store& store, MatchStartRecord start, const std::string& state,
                     int winner, std::int64_t ended_ms, const std::vector<RatingRecord>& ratings) {
  end_profile_match(store, std::move(start), state, winner, ended_ms);
  store.flush();
  for (const RatingRecord& rating : ratings)
    kind.plant_rating(rating);
}

TEST_CASE_TEMPLATE("profile reads: results and recent matches are the account's seats'", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  AccountStore& accounts = *store->accounts();
  const AccountRecord ada = profile_account("a1", "Ada", "token-a", "id-a");
  add_profile_account(accounts, ada);
  add_profile_account(accounts, profile_account("a2", "Bea", "token-b", "id-b"));

  end_profile_match(*store, start_of("m.1", "m"), "won", 0, 2000);     // Ada wins
  end_rated_match(kind, *store, start_of("m.2", "m"), "won", 1, 3000,  // Bea wins, rated
                  {{"a1", "fences", "untimed", 1400, 300, 0.09, 1, 3000, "m.2"},
                   {"a2", "fences", "untimed", 1600, 300, 0.09, 1, 3000, "m.2"}});
  end_profile_match(*store, start_of("m.3", "m"), "drawn", -1, 4000);
  end_profile_match(*store, start_of("m.4", "m"), "aborted", -1, 5000);  // listed, never counted
  end_profile_match(*store, start_of("m.5", "m", false), "won", 0,
                    6000);          // private: counted, not listed
  auto bot = start_of("p.1", "p");  // Ada in seat 1 against a bot, at prawns
  bot.game = "prawns";
  bot.seats[0] = {"", "bot-1", "Bot", true};
  bot.seats[1] = {"token-a", "id-a", "Ada", false};
  bot.clock_initial_ms = 60000;
  end_profile_match(*store, bot, "won", 1, 7000);
  // Another session showing Ada's public id is not Ada (the token decides).
  auto other = start_of("x.1", "x");
  other.seats[0].token = "token-x";
  end_profile_match(*store, other, "won", 0, 8000);
  store->write(start_of("n.1", "n"));  // still being played
  store->flush();

  const auto tallies = accounts.tallies(ada);
  REQUIRE(tallies.size() == 2);
  CHECK(tallies[0].game == "fences");
  CHECK(tallies[0].wins == 2);
  CHECK(tallies[0].losses == 1);
  CHECK(tallies[0].draws == 1);
  CHECK(tallies[1].game == "prawns");
  CHECK(tallies[1].wins == 1);
  CHECK(tallies[1].losses == 0);

  const auto recent = accounts.recent_matches(ada, 20);
  REQUIRE(recent.size() == 5);  // p.1, m.4, m.3, m.2, m.1: newest first, public only
  CHECK(recent[0].match_id == "p.1");
  CHECK(recent[0].game == "prawns");
  CHECK(recent[0].timed);
  CHECK(recent[0].seat == 1);
  CHECK(recent[0].winner == 1);
  CHECK(recent[0].opponent_bot);
  CHECK(recent[0].opponent_name == "Bot");
  CHECK(recent[0].opponent_username.empty());
  CHECK(recent[1].match_id == "m.4");
  CHECK(recent[1].state == "aborted");
  CHECK(recent[1].winner == -1);
  CHECK(recent[2].state == "drawn");
  CHECK(recent[3].match_id == "m.2");
  CHECK(recent[3].rated);
  CHECK_FALSE(recent[3].timed);
  CHECK(recent[3].seat == 0);
  CHECK(recent[3].winner == 1);
  CHECK(recent[3].opponent_name == "Bea");
  CHECK(recent[3].opponent_username == "Bea");
  CHECK_FALSE(recent[3].opponent_bot);
  CHECK(recent[3].ended_ms == 3000);
  CHECK_FALSE(recent[4].rated);
  CHECK(accounts.recent_matches(ada, 2).size() == 2);

  // A guest's session has no account but its matches are still read by the same seats.
  const AccountRecord nobody = profile_account("a9", "Nobody", "token-z", "id-z");
  CHECK(accounts.tallies(nobody).empty());
  CHECK(accounts.recent_matches(nobody, 20).empty());
}

TEST_CASE_TEMPLATE("profile reads: a rating's history is its newest points, oldest first", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  AccountStore& accounts = *store->accounts();
  for (int game = 1; game <= 5; ++game) {
    const std::string id = "h." + std::to_string(game);
    const std::int64_t at = 1000 + game * 1000;
    end_rated_match(kind, *store, start_of(id, "h"), "won", 0, at,
                    {{"a1", "fences", "live", 1500.0 + game, 400.0 - game, 0.09, game, at, id}});
  }
  store->flush();
  const auto newest = accounts.rating_history("a1", "fences", "live", 3);
  REQUIRE(newest.size() == 3);
  CHECK(newest[0].match_id == "h.3");
  CHECK(newest[1].match_id == "h.4");
  CHECK(newest[2].match_id == "h.5");
  CHECK(newest[2].rating == 1505);
  CHECK(newest[2].deviation == 395);
  CHECK(accounts.rating_history("a1", "fences", "live", 500).size() == 5);
}

TEST_CASE_TEMPLATE("profile reads: a leaderboard's candidates are narrow, recent and best first",
                   Kind, ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  AccountStore& accounts = *store->accounts();
  const char* const names[] = {"Ada", "Bea", "Cy", "Dee", "Eve", "Fay"};
  for (int i = 0; i < 6; ++i) {
    const std::string n = std::to_string(i);
    add_profile_account(accounts, profile_account("a" + n, names[i], "token-" + n, "id-" + n));
  }
  const std::int64_t now = 100LL * 24 * 3600 * 1000;
  const std::int64_t day = 24LL * 3600 * 1000;
  end_rated_match(kind, *store, start_of("b.1", "b"), "won", 0, now,
                  {
                      {"a0", "fences", "live", 1700, 80, 0.06, 30, now - day, "b.1"},
                      {"a1", "fences", "live", 1800, 100, 0.06, 25, now - 2 * day, "b.1"},
                      {"a2", "fences", "live", 1900, 150, 0.06, 3, now, "b.1"},  // too wide
                      {"a3", "fences", "live", 2000, 60, 0.06, 90, now - 40 * day, "b.1"},  // idle
                      {"a4", "fences", "untimed", 1650, 70, 0.06, 40, now, "b.1"},  // another pace
                      {"a5", "prawns", "live", 1750, 70, 0.06, 40, now, "b.1"},     // another game
                      {"a5", "fences", "live", 1600, 90, 0.06, 12, now, "b.1"},
                  });
  store->flush();
  const auto board = accounts.top_ratings("fences", "live", 110, now - 30 * day, 100);
  REQUIRE(board.size() == 3);
  CHECK(board[0].username == "Bea");
  CHECK(board[0].rating.rating == 1800);
  CHECK(board[0].rating.deviation == 100);
  CHECK(board[0].rating.games == 25);
  CHECK(board[0].rating.rated_ms == now - 2 * day);
  CHECK(board[1].username == "Ada");
  CHECK(board[2].username == "Fay");
  CHECK(accounts.top_ratings("fences", "live", 110, now - 30 * day, 2).size() == 2);
  const auto untimed = accounts.top_ratings("fences", "untimed", 110, now - 30 * day, 100);
  REQUIRE(untimed.size() == 1);
  CHECK(untimed[0].username == "Eve");
  CHECK(accounts.top_ratings("lazyking", "live", 110, 0, 100).empty());
}

TEST_CASE_TEMPLATE("leaderboards: equal shown ratings are ordered by username, not by the stored",
                   Kind, ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  AccountStore& accounts = *store->accounts();
  add_profile_account(accounts, profile_account("a1", "Bea", "token-1", "id-1"));
  add_profile_account(accounts, profile_account("a2", "ada", "token-2", "id-2"));
  add_profile_account(accounts, profile_account("a3", "Cy", "token-3", "id-3"));
  const std::int64_t now = 100LL * 24 * 3600 * 1000;
  end_rated_match(kind, *store, start_of("t.1", "t"), "won", 0, now,
                  {{"a1", "fences", "live", 1580.4, 80, 0.06, 30, now, "t.1"},
                   {"a2", "fences", "live", 1579.6, 80.456, 0.06, 30, now, "t.1"},
                   {"a3", "fences", "live", 1580.6, 80, 0.06, 30, now, "t.1"}});
  const auto answer = leaderboard_json(accounts, "fences", "live", now);
  REQUIRE(answer.status == 200);
  const auto board = nlohmann::json::parse(answer.body);
  REQUIRE(board["players"].size() == 3);
  CHECK(board["players"][0]["username"] == "Cy");   // 1581
  CHECK(board["players"][1]["username"] == "ada");  // 1580, and "ada" before "bea"
  CHECK(board["players"][1]["rating"] == 1580);
  CHECK(board["players"][1]["deviation"].dump() == "80.46");
  CHECK(board["players"][2]["username"] == "Bea");
  CHECK(board["players"][2]["rank"] == 3);
}

}  // namespace
}  // namespace rockpool::tests
