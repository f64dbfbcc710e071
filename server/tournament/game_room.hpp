#pragma once
// Where a tournament's game is played, and how its match ended.

#include <string>

namespace rockpool::server {

struct TournamentGameRoom {
  std::string room_id;  // empty until its room opens
  std::string code;
  std::string match_id;
  std::string reason;  // the match's end reason, once it ended
};

}  // namespace rockpool::server
