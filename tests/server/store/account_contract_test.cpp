// What every store promises of accounts, on SQLite and on PostgreSQL: a username is taken once
// whatever its case, recovery codes are spent once, logins are listed and revoked, and ratings
// are rated in the transaction of the match end that made them, with their history.

#include <doctest/doctest.h>

#include <cctype>

#include "tests/server/store/match_start.hpp"
#include "tests/server/store/store_kinds.hpp"

namespace rockpool::tests {
namespace {

using namespace rockpool::server;

AccountRecord account_of(const std::string& id, const std::string& username,
                         const std::string& session) {
  std::string key;
  for (const char c : username)
    key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return {id, username, key, "hash-" + id, session, "pub-" + id, 100, 100};
}

AccountLoginRecord login_of(const std::string& token, const std::string& account, std::int64_t at) {
  return {token, account, "127.0.0.1", at, at};
}

TEST_CASE_TEMPLATE("account stores: a username and a session have one account each", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  AccountStore* accounts = store->accounts();
  REQUIRE(accounts != nullptr);
  CHECK(accounts->create_account(account_of("a1", "Ada", "token-a"), {"d1", "d2"},
                                 login_of("login-a", "a1", 100)));
  // The same name in another case, and another name from the same session, are refused.
  CHECK_FALSE(accounts->create_account(account_of("a2", "ADA", "token-b"), {"d3"},
                                       login_of("login-b", "a2", 100)));
  CHECK_FALSE(accounts->create_account(account_of("a3", "Bea", "token-a"), {},
                                       login_of("login-c", "a3", 100)));
  CHECK_FALSE(accounts->login("login-b"));  // nothing of a refused account was written
  const auto ada = accounts->account_by_username("ada");
  REQUIRE(ada);
  CHECK(ada->username == "Ada");
  CHECK(ada->session_token == "token-a");
  CHECK(ada->password_hash == "hash-a1");
  CHECK(accounts->account_by_session("token-a")->id == "a1");
  CHECK(accounts->account("a1")->username == "Ada");
  CHECK_FALSE(accounts->account("a2"));
  CHECK_FALSE(accounts->account_by_username("bea"));
  accounts->set_password("a1", "hash-new");
  accounts->touch_account("a1", 500);
  const auto changed = accounts->account_by_username("ada");
  CHECK(changed->password_hash == "hash-new");
  CHECK(changed->seen_ms == 500);
  CHECK(changed->created_ms == 100);
}

TEST_CASE_TEMPLATE("account stores: recovery codes are spent once; logins listed and revoked", Kind,
                   ROCKPOOL_STORES) {
  Kind kind;
  auto store = kind.open();
  AccountStore* accounts = store->accounts();
  REQUIRE(accounts->create_account(account_of("a1", "Ada", "token-a"), {"d1", "d2"},
                                   login_of("login-1", "a1", 100)));
  CHECK(accounts->recovery_codes_left("a1") == 2);
  CHECK(accounts->spend_recovery_code("a1", "d1", 200));
  CHECK_FALSE(accounts->spend_recovery_code("a1", "d1", 300));
  CHECK_FALSE(accounts->spend_recovery_code("a1", "nope", 300));
  CHECK(accounts->recovery_codes_left("a1") == 1);

  accounts->add_login(login_of("login-2", "a1", 200));
  accounts->add_login(login_of("login-3", "a1", 300));
  accounts->touch_login("login-2", 400);
  CHECK(accounts->login("login-2")->seen_ms == 400);
  auto logins = accounts->logins("a1");
  REQUIRE(logins.size() == 3);
  CHECK(logins[0].token == "login-3");  // newest first
  CHECK_FALSE(accounts->revoke_login("someone-else", "login-2"));
  CHECK(accounts->revoke_login("a1", "login-2"));
  CHECK_FALSE(accounts->revoke_login("a1", "login-2"));
  CHECK_FALSE(accounts->login("login-2"));
  CHECK(accounts->revoke_other_logins("a1", "login-3") == 1);
  logins = accounts->logins("a1");
  REQUIRE(logins.size() == 1);
  CHECK(logins[0].token == "login-3");
}

TEST_CASE_TEMPLATE(
    "account stores: a rated end is rated in its transaction from the ratings stored then", Kind,
    ROCKPOOL_STORES) {
  Kind kind;
  const EndRating first{{"a1", "a2"}, "fences", "live", 1.0};   // a1 beats a2
  const EndRating second{{"a3", "a1"}, "fences", "live", 0.5};  // then draws a3
  std::array<protocol::RatingChange, 2> first_changes, second_changes;
  {
    auto store = kind.open();
    store->write(start_of("r.1", "r"));
    MatchEndRecord end{"r.1", "won", 0, "resign", 2000};
    end.rating = first;
    store->write(end);
    store->write(start_of("r.2", "r"));
    MatchEndRecord draw{"r.2", "drawn", -1, "agreement", 3000};
    draw.rating = second;
    store->write(draw);
    store->flush();
    REQUIRE(*first.changes);
    REQUIRE(*second.changes);
    first_changes = **first.changes;
    second_changes = **second.changes;
    // A write sent again rates nobody twice.
    MatchEndRecord again = draw;
    again.rating = EndRating{{"a3", "a1"}, "fences", "live", 0.5};
    store->write(again);
    store->flush();
    CHECK_FALSE(*again.rating->changes);
  }
  // What the store did is what rate_end makes of the ratings as they stood at each end.
  const RatedEnd one =
      rate_end(first, {first_rating(first, 0), first_rating(first, 1)}, 2000, "r.1");
  const RatedEnd two = rate_end(second, {first_rating(second, 0), one.after[0]}, 3000, "r.2");
  CHECK(first_changes == one.changes);
  CHECK(second_changes == two.changes);
  CHECK(second_changes[1].before == one.changes[0].after);  // the second starts from the first

  auto store = kind.open();
  AccountStore* accounts = store->accounts();
  const auto ratings = accounts->ratings("a1");
  REQUIRE(ratings.size() == 1);
  CHECK(ratings[0].game == "fences");
  CHECK(ratings[0].pace == "live");
  CHECK(ratings[0].rating == doctest::Approx(two.after[1].rating));
  CHECK(ratings[0].deviation == doctest::Approx(two.after[1].deviation));
  CHECK(ratings[0].games == 2);
  CHECK(ratings[0].match_id == "r.2");
  const auto history = accounts->rating_history("a1", "fences", "live", 500);
  REQUIRE(history.size() == 2);
  CHECK(history[0].rating == one.after[0].rating);  // exactly as computed
  CHECK(history[0].games == 1);
  CHECK(history[1].match_id == "r.2");
  CHECK(history[1].games == 2);
  CHECK(accounts->rating_history("a1", "fences", "untimed", 500).empty());
  CHECK(accounts->ratings("a2")[0].rating == one.after[1].rating);
  CHECK(accounts->ratings("a3")[0].games == 1);
}

}  // namespace
}  // namespace rockpool::tests
