// Accounts over real sockets: claiming a guest's session, logging in from another device (the
// seats follow), logging out, changing and resetting the password, listing and revoking logins,
// and the limits on guessing and on signing up. Time is moved, never waited for.

#include <doctest/doctest.h>

#include <cctype>

#include "tests/server/server_and_client.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

json account_call(TestClient& client, json body) {
  return client.request(std::move(body));
}

json claim_account(TestClient& client, const std::string& username, const std::string& password) {
  return account_call(client,
                      {{"type", "account.claim"}, {"username", username}, {"password", password}});
}

json log_in(TestClient& client, const std::string& username, const std::string& password) {
  return account_call(client,
                      {{"type", "account.login"}, {"username", username}, {"password", password}});
}

std::string error_of(const json& reply) {
  return reply.contains("error") ? reply["error"]["code"].get<std::string>() : "";
}

// Claims the session of `client` as the account "Ada" (password "correct horse"), which must be
// taken; returns the reply.
json claim_ada(TestClient& client) {
  const json claimed = claim_account(client, "Ada", "correct horse");
  REQUIRE(claimed.contains("result"));
  return claimed;
}

// A server on which Ada has claimed the account "Ada" (password "correct horse"), and another
// client there that said hello as `other_name`, to log in from.
struct ClaimedAccount {
  explicit ClaimedAccount(const std::string& other_name) : ada("Ada"), other(ada.server.port()) {
    claim_ada(ada.client);
    other.hello(other_name);
  }

  ServerAndClient ada;
  TestClient other;
};

TEST_CASE("accounts: a claimed session is logged in to from another device, with its seats") {
  TestServer server;
  TestClient first(server.port());
  const json guest = first.hello("Ada");
  const json room = create_room(first, {{"game", "fences"}, {"public", true}});
  const json claimed = claim_account(first, "Ada", "correct horse");
  REQUIRE_MESSAGE(claimed.contains("result"), claimed.dump());
  CHECK(claimed["result"]["username"] == "Ada");
  CHECK(claimed["result"]["recovery_codes"].size() == 10);
  const std::string first_token = claimed["result"]["token"];
  CHECK(first_token != guest["token"]);

  // Another device: a guest connection logs in, then says hello with the login's token.
  TestClient other(server.port());
  other.hello("Someone");
  const json login = log_in(other, "ADA", "correct horse");  // usernames ignore case
  REQUIRE_MESSAGE(login.contains("result"), login.dump());
  CHECK(login["result"]["id"] == guest["id"]);
  TestClient second(server.port());
  const json resumed = second.hello("Ignored", login["result"]["token"]);
  CHECK(resumed["resumed"] == true);
  CHECK(resumed["id"] == guest["id"]);
  CHECK(resumed["name"] == "Ada");
  CHECK(resumed["account"] == "Ada");
  CHECK(resumed["token"] == login["result"]["token"]);
  const json joined = second.request({{"type", "room.join"}, {"room", room["room"]["id"]}});
  REQUIRE_MESSAGE(joined.contains("result"), joined.dump());
  CHECK(joined["result"]["role"] == "player");  // the host's seat

  // The guest token the account was claimed from resumes nothing now: its logins do.
  TestClient old(server.port());
  const json stale = old.hello("Ada", guest["token"]);
  CHECK(stale["resumed"] == false);
  CHECK(stale["id"] != guest["id"]);
  TestClient again(server.port());
  CHECK(again.hello("Ada", first_token)["id"] == guest["id"]);
}

TEST_CASE("accounts: a wrong username and a wrong password get the same answer") {
  ClaimedAccount claimed("Bea");
  TestClient& other = claimed.other;
  const json wrong_user = log_in(other, "Nobody", "correct horse");
  const json wrong_password = log_in(other, "Ada", "wrong horse");
  CHECK(error_of(wrong_user) == "account/bad_credentials");
  CHECK(wrong_user["error"] == wrong_password["error"]);
}

TEST_CASE("accounts: failed logins are delayed more and more, per account and per address") {
  ClaimedAccount claimed("Eve");
  TestClient& guesser = claimed.other;
  for (int attempt = 0; attempt < 6; ++attempt)
    CHECK(error_of(log_in(guesser, "Ada", "guess " + std::to_string(attempt))) ==
          "account/bad_credentials");
  // Now even the right password waits: the account is held for a second, then two.
  CHECK(error_of(log_in(guesser, "Ada", "correct horse")) == "account/rate_limited");
  advance_clock(std::chrono::milliseconds(1100));
  CHECK(error_of(log_in(guesser, "Ada", "still wrong")) == "account/bad_credentials");
  advance_clock(std::chrono::milliseconds(1100));
  CHECK(error_of(log_in(guesser, "Ada", "correct horse")) == "account/rate_limited");
  advance_clock(std::chrono::milliseconds(1000));
  CHECK(log_in(guesser, "Ada", "correct horse").contains("result"));

  // Per address: 20 failures are free (7 so far), then the address is held whatever the name.
  for (int name = 0; name < 14; ++name)
    CHECK(error_of(log_in(guesser, "User" + std::to_string(name), "password")) ==
          "account/bad_credentials");
  CHECK(error_of(log_in(guesser, "Ada", "correct horse")) == "account/rate_limited");
  advance_clock(std::chrono::seconds(2));
  CHECK(log_in(guesser, "Ada", "correct horse").contains("result"));
}

TEST_CASE("accounts: sign-ups are limited per address, an hour at a time") {
  auto config = test_config();
  config.signups_per_hour = 2;
  TestServer server(config);
  for (int n = 0; n < 3; ++n) {
    TestClient client(server.port());
    client.hello("Player");
    const json reply = claim_account(client, "Player" + std::to_string(n), "long enough");
    if (n < 2) {
      CHECK_MESSAGE(reply.contains("result"), reply.dump());
    } else {
      CHECK(error_of(reply) == "account/rate_limited");
    }
  }
  advance_clock(std::chrono::minutes(61));
  TestClient late(server.port());
  late.hello("Player");
  CHECK(claim_account(late, "Player2", "long enough").contains("result"));
}

TEST_CASE("accounts: every bad input gets its code and changes nothing") {
  ServerAndClient served("Ada");
  TestClient& client = served.client;
  CHECK(error_of(claim_account(client, "Rock pool", "long enough")) == "account/bad_username");
  CHECK(error_of(claim_account(client, "Guest 12", "long enough")) == "account/bad_username");
  CHECK(error_of(claim_account(client, "a<b", "long enough")) == "account/bad_username");
  CHECK(error_of(claim_account(client, "", "long enough")) == "account/bad_username");
  CHECK(error_of(claim_account(client, "Ada", "short")) == "account/bad_password");
  CHECK(error_of(claim_account(client, "Ada", std::string(300, 'x'))) == "request/bad_field");
  CHECK(error_of(account_call(client, {{"type", "account.claim"}, {"username", "Ada"}})) ==
        "request/missing_field");
  CHECK(error_of(account_call(
            client, {{"type", "account.claim"}, {"username", 5}, {"password", "long enough"}})) ==
        "request/bad_field");
  for (const char* type : {"account.sessions", "account.logout", "account.password"}) {
    CHECK_MESSAGE(error_of(account_call(client, {{"type", type},
                                                 {"token", "x"},
                                                 {"password", "long enough"},
                                                 {"new_password", "longer still"}})) ==
                      "account/not_logged_in",
                  type);
  }
  // None of that made an account: the name is still free.
  REQUIRE(claim_account(client, "Ada", "long enough").contains("result"));
  CHECK(error_of(claim_account(client, "Bea", "long enough")) == "account/already_claimed");
  TestClient other(served.server.port());
  other.hello("Ada");
  CHECK(error_of(claim_account(other, "ADA", "long enough")) == "account/taken");
  CHECK(error_of(claim_account(other, "ａｄａ", "long enough")) == "account/taken");
  const json sessions = account_call(client, {{"type", "account.sessions"}});
  CHECK(sessions["result"]["sessions"].size() == 1);
}

TEST_CASE("accounts: logins are listed and revoked; a revoked token resumes nothing") {
  TestServer server;
  TestClient client(server.port());
  const json guest = client.hello("Ada");
  const json claimed = claim_ada(client);
  const std::string first_token = claimed["result"]["token"];
  // The logins are listed newest first: the phone's comes at a later millisecond.
  advance_clock(std::chrono::milliseconds(2));
  TestClient phone(server.port());
  phone.hello("x");
  const std::string phone_token = log_in(phone, "Ada", "correct horse")["result"]["token"];

  const json listed = account_call(client, {{"type", "account.sessions"}});
  REQUIRE(listed["result"]["sessions"].size() == 2);
  for (const json& login : listed["result"]["sessions"]) {
    CHECK(login["id"].get<std::string>().size() == 12);
    CHECK(login["address"] == "127.0.0.1");
    CHECK(login.dump().find(phone_token) == std::string::npos);  // tokens are never shown
  }
  // The newest is the phone's: revoke it.
  const std::string phone_id = listed["result"]["sessions"][0]["id"];
  CHECK(error_of(account_call(client, {{"type", "account.revoke"}, {"session", "nope"}})) ==
        "account/no_such_session");
  CHECK(
      account_call(client, {{"type", "account.revoke"}, {"session", phone_id}}).contains("result"));
  TestClient revoked(server.port());
  CHECK(revoked.hello("x", phone_token)["id"] != guest["id"]);
  CHECK(account_call(client, {{"type", "account.sessions"}})["result"]["sessions"].size() == 1);

  // Logging out revokes the token given.
  CHECK(account_call(client, {{"type", "account.logout"}, {"token", first_token}})
            .contains("result"));
  CHECK(error_of(account_call(client, {{"type", "account.logout"}, {"token", first_token}})) ==
        "account/no_such_session");
  TestClient after(server.port());
  CHECK(after.hello("x", first_token)["resumed"] == false);
}

TEST_CASE("accounts: the password changes; a recovery code resets it once and logs out others") {
  TestServer server;
  TestClient client(server.port());
  const json guest = client.hello("Ada");
  const json claimed = claim_ada(client);
  const std::string code = claimed["result"]["recovery_codes"][0];

  CHECK(error_of(account_call(client, {{"type", "account.password"},
                                       {"password", "wrong horse"},
                                       {"new_password", "battery staple"}})) ==
        "account/bad_credentials");
  CHECK(account_call(client, {{"type", "account.password"},
                              {"password", "correct horse"},
                              {"new_password", "battery staple"}})["result"] == json::object());
  TestClient other(server.port());
  other.hello("x");
  CHECK(error_of(log_in(other, "Ada", "correct horse")) == "account/bad_credentials");
  const std::string other_token = log_in(other, "Ada", "battery staple")["result"]["token"];

  // Reset from a stranger's session with a recovery code (read without case or dashes).
  TestClient lost(server.port());
  lost.hello("x");
  json reset = account_call(lost, {{"type", "account.reset"},
                                   {"username", "ada"},
                                   {"code", "wrong-code"},
                                   {"new_password", "new password"}});
  CHECK(error_of(reset) == "account/bad_recovery_code");
  std::string sloppy;
  for (const char c : code) {
    if (c != '-') sloppy += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  reset = account_call(lost, {{"type", "account.reset"},
                              {"username", "ada"},
                              {"code", sloppy},
                              {"new_password", "new password"}});
  REQUIRE_MESSAGE(reset.contains("result"), reset.dump());
  CHECK(reset["result"]["recovery_codes_left"] == 9);
  CHECK(reset["result"]["id"] == guest["id"]);
  CHECK(error_of(account_call(lost, {{"type", "account.reset"},
                                     {"username", "ada"},
                                     {"code", code},
                                     {"new_password", "newer password"}})) ==
        "account/bad_recovery_code");  // spent
  TestClient old_device(server.port());
  CHECK(old_device.hello("x", other_token)["resumed"] == false);  // logged out by the reset
  TestClient new_device(server.port());
  CHECK(new_device.hello("x", reset["result"]["token"])["id"] == guest["id"]);
  CHECK(log_in(other, "Ada", "new password").contains("result"));
}

TEST_CASE("accounts: GET /api/players/<name> answers an account's facts, any case") {
  TestServer server;
  TestClient client(server.port());
  const json guest = client.hello("Ada");
  REQUIRE(claim_account(client, "Zoë", "correct horse").contains("result"));
  const auto [status, body] = http_get(server.port(), "/api/players/ZO%C3%8B");
  REQUIRE(status == 200);
  const json player = json::parse(body);
  CHECK(player["username"] == "Zoë");
  CHECK(player["id"] == guest["id"]);
  CHECK(player["ratings"].empty());
  CHECK(http_get(server.port(), "/api/players/nobody").first == 404);
  CHECK(http_get(server.port(), "/api/players/%zz").first == 404);
}

}  // namespace
}  // namespace rockpool::tests
