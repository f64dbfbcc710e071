#include "server/room/room_chat.hpp"

#include "protocol/error_codes.hpp"

namespace rockpool::server {

std::optional<rules::Error> RoomChat::refusal(std::string_view text) {
  if (text.find_first_not_of(" \t") == std::string_view::npos) {
    return rules::Error{protocol::code::kChatEmpty, "a chat line needs some text"};
  }
  for (char c : text) {
    if (static_cast<unsigned char>(c) < 0x20 && c != '\t') {
      return rules::Error{protocol::code::kBadField, "field 'text' must be plain text on one line"};
    }
  }
  return std::nullopt;
}

Frame RoomChat::add(const protocol::ChatLine& line) {
  auto frame = std::make_shared<const std::string>(protocol::chat_frame(line));
  recent_.push_back(frame);
  if (recent_.size() > kHistory) recent_.pop_front();
  return frame;
}

}  // namespace rockpool::server
