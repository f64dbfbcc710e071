#pragma once
// Positions for people learning a game (the How to play page): a match started with the given
// options, the given actions played, and the view of one seat, with its legal actions and their
// click targets, exactly as a player is sent it live. Nothing is kept between requests.

#include <string>
#include <string_view>

#include "protocol/practice_request.hpp"

namespace rockpool::server {

using protocol::kMaxPracticeMoves;

struct PracticeAnswer {
  int status = 200;  // 200, 400 (a bad request, or an action refused), 404 (no such game)
  std::string body;  // {"seat", "view"} or {"error": {"code", "message"}, "move"?: index}
};

// POST /api/games/<game>/practice with `body`:
// {"options": {...}, "moves": ["N", {"seat": 1, "action": "e8"}, ...], "seat": 0 | 1}
PracticeAnswer answer_practice(std::string_view game_id, std::string_view text);

}  // namespace rockpool::server
