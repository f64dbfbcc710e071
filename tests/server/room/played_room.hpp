#pragma once
// Rooms played by two test clients with random legal actions, recording every action a client
// saw acknowledged: for the tests that kill servers mid-play and check that nothing acknowledged
// was lost or applied twice.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "rules/core/random.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {

struct Player {
  std::string token;
  std::unique_ptr<TestClient> client;
  MatchView match;
};

struct PlayedRoom {
  std::string id;
  Player players[2];               // host, guest
  std::vector<json> acknowledged;  // {"seat", "action"} of every action a client saw acknowledged
  // The last action request a player sent (acknowledged or not), and which player sent it.
  json last_sent;
  int last_sender = -1;
  bool last_acknowledged = false;
};

// The command line of a `rockpool serve` child that these tests play hard: `where` (its address,
// its store) and then two threads, warnings only, and no rate or per-address limits.
std::vector<std::string> hard_played_server(const std::vector<std::string>& where);
// Opens a room of `game` on the server at `port` (host first) with two new players named `name`,
// and waits until both see its match.
void open_played_room(PlayedRoom& room, std::uint16_t port, const std::string& name,
                      const std::string& game);
// `count` rooms of `game` opened so, the players of room i named `prefix` and i.
std::vector<PlayedRoom> open_played_rooms(std::uint16_t port, int count, const std::string& prefix,
                                          const std::string& game);
// Reads frames until the player's view of the match is ready (bounded).
bool pump_until_ready(Player& player);
// What one step of play did: an action acknowledged, nothing to do or an action refused, the match
// over, or the server gone (a connection closed, or no reply).
enum class PlayStep { acted, waited, over, gone };
// Reads what arrived for both players; the player to move (if any) sends one random legal action
// and waits for its reply, recording it if acknowledged.
PlayStep play_step(PlayedRoom& room, rules::Random& random);
// Plays random legal actions in one room until told to stop or the server goes away.
void play(PlayedRoom& room, std::atomic<bool>& stop, std::uint64_t seed);
// Plays every room on a thread of its own (room i with seed `seed + i`) for `duration`, then runs
// `meanwhile` (a crash, say) while they play, then stops them and waits for them.
void play_rooms(std::vector<PlayedRoom>& rooms, std::uint64_t seed,
                std::chrono::milliseconds duration, const std::function<void()>& meanwhile = {});
// Joins `room` as `player` with its token: on its connection if it has one open, otherwise on a new
// one from `connect` (saying hello); when told `moved`, on a new connection to the node named (or
// from `connect` when none is, or when that node refuses: it died). Returns the join's reply.
json join_following_moved(Player& player, const std::string& room,
                          const std::function<std::unique_ptr<TestClient>()>& connect);
// After the server died: both players connect to `port`, say hello with their tokens and join
// again (following `moved`); every action they saw acknowledged is there once, in order (at most
// the one in flight beyond), versions only grew, and both see the same position. The last action
// request sent before the crash, sent again with its id, is answered and not applied twice. Returns
// how many actions had been acknowledged; the room's record goes on from what it has now.
std::size_t check_resumed(PlayedRoom& room, std::uint16_t port);
// The same, each player connecting with `connect`.
std::size_t check_resumed(PlayedRoom& room,
                          const std::function<std::unique_ptr<TestClient>()>& connect);
// The player to move acts once, and it is accepted: play goes on.
void check_plays_on(PlayedRoom& room);

}  // namespace rockpool::tests
