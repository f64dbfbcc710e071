#include "server/room/room_chat.hpp"

#include "protocol/error_codes.hpp"
#include "server/server_clock.hpp"
#include "server/store/store.hpp"

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

void RoomChat::answer(const Responder& responder, std::string_view text, const RoomMembers& members,
                      const std::string& match_id) {
  if (auto why = refusal(text)) return responder.fail(*why);
  const SessionPtr& session = responder.session();
  if (!session->take_chat_token()) {
    return responder.fail({protocol::code::kChatRateLimited, "you are chatting too fast"});
  }
  const auto person = members.person_of(session);
  const rules::Seat seat = person && !match_id.empty() ? members.seat_of(*person) : -1;
  add({room_id_, match_id, epoch_ms(), session->public_id(), session->name(), seat,
       std::string(text)},
      members, &responder);
}

void RoomChat::say(const Participant& player, rules::Seat seat, std::string_view text,
                   const RoomMembers& members, const std::string& match_id) {
  add({room_id_, match_id, epoch_ms(), player.public_id, player.name, seat, std::string(text)},
      members, nullptr);
}

void RoomChat::add(ChatRecord record, const RoomMembers& members, const Responder* responder) {
  auto frame = std::make_shared<const std::string>(protocol::chat_frame(
      {room_id_, record.name, record.session_id, record.seat, record.text, record.at_ms}));
  recent_.push_back(frame);
  if (recent_.size() > kHistory) recent_.pop_front();
  store_.write(std::move(record));
  if (responder) responder->ok("{}");
  for (const auto& member : members.all())
    member.connection->send(frame);
}

}  // namespace rockpool::server
