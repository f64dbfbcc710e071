#pragma once
// Rooms played across a cluster whose nodes come and go, as a patient client plays them: a player
// follows `moved`, connects to a node that is up when its connection closes, and sends its action
// again (same request id, then a fresh version after a stale refusal) until it is acknowledged.
// Every action is acknowledged before the next one is chosen, so a room's acknowledged actions
// must be exactly its match's moves.

#ifdef ROCKPOOL_WITH_POSTGRES

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "tests/server/room/played_room.hpp"

namespace rockpool::tests {

// The nodes clients may connect to now: a test adds a node once it is up and removes it before
// stopping it.
class NodesUp {
 public:
  void add(std::uint16_t port);
  void remove(std::uint16_t port);
  // One of them (0 when none is up).
  std::uint16_t any(std::uint64_t salt);

 private:
  std::mutex mutex_;
  std::vector<std::uint16_t> ports_;
};

struct RoamLog {
  using Clock = std::chrono::steady_clock;
  // An acknowledged action: when it was first sent, and when its acknowledgement arrived.
  struct Acknowledged {
    Clock::time_point sent;
    Clock::time_point answered;
  };
  std::vector<Acknowledged> acknowledged;
  int moved = 0;                      // `moved` frames and `room/moved` refusals followed
  int reconnects = 0;                 // new connections after the first
  std::vector<std::string> failures;  // actions refused for good or never acknowledged
};

// Plays random legal actions in `room` (opened already), `pause` apart, until `stop` (the action
// in flight included) or until its match ends.
void roam(PlayedRoom& room, NodesUp& nodes, std::atomic<bool>& stop, std::uint64_t seed,
          RoamLog& log, std::chrono::milliseconds pause = std::chrono::milliseconds(0));
// The moves of the room's match as a spectator sees them who connects to a node up and follows
// `moved` (empty when it cannot join within a few seconds).
json moves_seen_roaming(const std::string& room, NodesUp& nodes);

}  // namespace rockpool::tests

#endif  // ROCKPOOL_WITH_POSTGRES
