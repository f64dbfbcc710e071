#pragma once
// A room's chat: which lines it takes, and the latest lines, kept for those who join later.

#include <deque>
#include <optional>
#include <string_view>

#include "protocol/frames.hpp"
#include "rules/core/error.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

class RoomChat {
 public:
  static constexpr std::size_t kHistory = 50;

  // Why `text` is not a chat line (empty, or not plain text on one line), or nothing.
  static std::optional<rules::Error> refusal(std::string_view text);
  // The line as a frame for everyone in the room, kept for later members.
  Frame add(const protocol::ChatLine& line);
  const std::deque<Frame>& recent() const { return recent_; }

 private:
  std::deque<Frame> recent_;
};

}  // namespace rockpool::server
