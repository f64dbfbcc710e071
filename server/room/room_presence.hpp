#pragma once
// A room's players coming and going: the grace period a disconnected player has to come back
// (at its end the match is called off, won by the bot's side, or may be claimed), and the
// closing of a room nobody plays in, after a delay. Timers fire on the room's strand.

#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "server/net/net.hpp"
#include "server/room/match.hpp"
#include "server/room/room_identity.hpp"
#include "server/room/room_members.hpp"

namespace rockpool::server {

class RoomPresence {
 public:
  struct Room {
    // The room's current match, or null.
    std::function<Match*()> match;
    // Shows what changed (a player's connection).
    std::function<void()> publish;
    // Ends the current match with `result`.
    std::function<void(MatchResult result)> finish;
    // Closes the room.
    std::function<void()> close;
  };
  struct Delays {
    std::chrono::milliseconds grace;
    std::chrono::milliseconds close;
  };

  RoomPresence(const net::any_io_executor& strand, Delays delays, const RoomSettings& settings,
               const RoomMembers& members, Room room);

  // `owner` (the room) is kept alive while a timer waits.
  void disconnected(Person person, const std::shared_ptr<void>& owner);
  void returned(Person person);
  // Members in `roles` left: a player with no connection left is disconnected, and a room with
  // no player in it closes after the delay.
  void left(const std::vector<Role>& roles, const std::shared_ptr<void>& owner);
  // A new match: the last one's grace periods are over.
  void match_started();
  // Closes the room after the delay if nobody plays in it then, unless its match keeps it open.
  void schedule_close(const std::shared_ptr<void>& owner);
  void cancel_close();
  // The room stops here: no timer fires.
  void stop();

 private:
  void grace_over(Person person);
  // A correspondence or tournament match goes on with nobody in the room: it stays open until
  // the match ends.
  bool keeps_open() const;

  Delays delays_;
  const RoomSettings& settings_;
  const RoomMembers& members_;
  Room room_;
  std::array<std::unique_ptr<ServerTimer>, 2> grace_timers_;  // by Person
  ServerTimer close_timer_;
  net::any_io_executor strand_;
};

}  // namespace rockpool::server
