#pragma once
// What a player who is no connection (the bot) may see and do from its seat. Everything but
// `room` is used on the room's strand only, while `room` is locked: each action is the room's own
// path for a person's request of that kind, with its checks, its writes and the frames that show
// it.

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "rules/core/action.hpp"
#include "server/net/net.hpp"

namespace rockpool::server {

struct RoomSettings;
class Match;

struct SeatControls {
  std::weak_ptr<void> room;  // the room, kept alive while it is locked
  net::any_io_executor strand;
  std::string room_id;
  const RoomSettings* settings = nullptr;
  // The current match, or null before the first.
  std::function<const Match*()> match;
  // Plays an action (match.action); a refused one changes nothing and is logged.
  std::function<void(rules::Seat seat, const std::string& notation)> play;
  // Accepts or declines the opponent's draw offer (match.answer_draw).
  std::function<void(rules::Seat seat, bool accept)> answer_draw;
  // Offers a draw (match.offer_draw); false when refused.
  std::function<bool(rules::Seat seat)> offer_draw;
  // A line in the room's chat (chat.send).
  std::function<void(rules::Seat seat, std::string_view text)> say;
};

}  // namespace rockpool::server
