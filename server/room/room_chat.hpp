#pragma once
// A room's chat: which lines it takes, each stored and sent to everyone in the room, and the
// latest lines, kept for those who join later.

#include <deque>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/frames.hpp"
#include "rules/core/error.hpp"
#include "server/net/connection.hpp"
#include "server/room/responder.hpp"
#include "server/room/room_members.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

class Store;

class RoomChat {
 public:
  static constexpr std::size_t kHistory = 50;

  RoomChat(std::string room_id, Store& store) : room_id_(std::move(room_id)), store_(store) {}

  // Why `text` is not a chat line (empty, or not plain text on one line), or nothing.
  static std::optional<rules::Error> refusal(std::string_view text);
  // A member's chat.send, with `match_id` the match being played (or empty): checked, stored,
  // answered, then sent to every member.
  void answer(const Responder& responder, std::string_view text, const RoomMembers& members,
              const std::string& match_id);
  // A line from a seat whose player is no connection.
  void say(const Participant& player, rules::Seat seat, std::string_view text,
           const RoomMembers& members, const std::string& match_id);
  const std::deque<Frame>& recent() const { return recent_; }

 private:
  void add(ChatRecord record, const RoomMembers& members, const Responder* responder);

  std::string room_id_;
  Store& store_;
  std::deque<Frame> recent_;
};

}  // namespace rockpool::server
