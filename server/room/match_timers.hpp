#pragma once
// The timers that end a match by the time: a chess clock's flag, a first decision that never came
// (the match is called off), a correspondence deadline missed. They are set again from the match
// as it stands after each change, fire on the room's strand, and end the match only while it is
// the room's current one and in play.

#include <functional>
#include <memory>
#include <string>

#include "server/net/net.hpp"
#include "server/room/match.hpp"

namespace rockpool::server {

class MatchTimers {
 public:
  struct Room {
    // The room's current match, or null.
    std::function<const Match*()> match;
    // Ends the current match with `result`.
    std::function<void(MatchResult result)> finish;
    // The result of a match called off because `at_fault` did not play (Room::called_off).
    std::function<MatchResult(rules::SeatSet at_fault, std::string reason)> called_off;
  };

  MatchTimers(const net::any_io_executor& strand, Room room);

  // Sets each timer the match needs now; `owner` (the room) is kept alive while one waits.
  void arm(const Match& match, const std::shared_ptr<void>& owner);
  void cancel();

 private:
  void arm_flag(const Match& match, const std::shared_ptr<void>& owner);
  void arm_abort(const Match& match, const std::shared_ptr<void>& owner);
  void arm_deadline(const Match& match, const std::shared_ptr<void>& owner);
  // The current match, if it is still the one `match_id` names and in play.
  const Match* still_playing(const std::string& match_id) const;

  Room room_;
  ServerTimer flag_;
  ServerTimer abort_;
  ServerTimer deadline_;
};

}  // namespace rockpool::server
