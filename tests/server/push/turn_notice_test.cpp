// Which turn-board changes are new turns (each sends a push), and what the push says.

#include "server/push/turn_notice.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "server/correspondence/turn_board.hpp"

namespace rockpool::tests {
namespace {

using server::TurnEntry;

TurnEntry entry_owing(std::int64_t host_deadline, std::int64_t guest_deadline,
                      const std::string& match = "m1") {
  TurnEntry entry;
  entry.room_id = "r1";
  entry.game = "fences";
  entry.game_name = "Fences";
  entry.match_id = match;
  entry.days_per_move = 3;
  entry.seats[0] = {"host-id", "", "Host", false, host_deadline};
  entry.seats[1] = {"guest-id", "acct-guest", "Guest", false, guest_deadline};
  return entry;
}

TEST_CASE("push: a new turn line is announced once; a moved deadline is not a new turn") {
  server::TurnBoard board;
  CHECK(board.put(entry_owing(1000, 0)) == std::vector<int>{0});
  CHECK(board.put(entry_owing(2000, 0)).empty());
  CHECK(board.put(entry_owing(0, 3000)) == std::vector<int>{1});
  CHECK(board.put(entry_owing(0, 3000)).empty());
  // Both decide at once (a secret setup): each line is new.
  CHECK(board.put(entry_owing(5000, 5000, "m2")) == std::vector<int>{0, 1});
  // A bot owes nothing anyone is told of.
  TurnEntry bot = entry_owing(0, 6000, "m3");
  bot.seats[1].bot = true;
  CHECK(board.put(bot).empty());
  board.remove("r1");
  CHECK(board.put(entry_owing(0, 7000, "m3")) == std::vector<int>{1});
}

TEST_CASE(
    "push: the turn notice names the game and opponent, opens the room, lasts to the deadline") {
  const std::int64_t now = 1'000'000;
  TurnEntry entry = entry_owing(0, now + 3600 * 1000);
  auto message = server::push::turn_notice(entry, 1, now);
  CHECK(message.public_id == "guest-id");
  CHECK(message.account_id == "acct-guest");
  CHECK(message.ttl_s == 3600);
  CHECK(nlohmann::json::parse(message.payload) == nlohmann::json{{"title", "Your turn"},
                                                                 {"body", "Fences against Host"},
                                                                 {"url", "/room/r1"},
                                                                 {"tag", "r1"}});
  // A private room opens by its invite; a deadline weeks away is capped.
  entry.code = "abc123";
  entry.seats[1].deadline_ms = now + 90LL * 24 * 3600 * 1000;
  message = server::push::turn_notice(entry, 1, now);
  CHECK(nlohmann::json::parse(message.payload)["url"] == "/r/abc123");
  CHECK(message.ttl_s == server::push::kMaxTtlSeconds);
}

}  // namespace
}  // namespace rockpool::tests
