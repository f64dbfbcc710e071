#include "protocol/room_decoding.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/json_fields.hpp"

namespace rockpool::protocol {

namespace {

using rules::Error;

constexpr std::size_t kMaxRoomKeyChars = 64;
constexpr std::size_t kMaxActionChars = 256;

// By invite code; else by room id; else (a match request without `room`) by the match's id,
// which is "<room>.<n>".
Decoded read_address(RequestKind kind, const nlohmann::json& frame, RoomAddress& out) {
  if (auto error = read_string(frame, "code", out.code, kMaxRoomKeyChars, false)) return error;
  if (!out.code.empty()) return std::nullopt;
  if (is_match_request(kind) && !frame.contains("room")) {
    if (auto error = read_string(frame, "match", out.room, kMaxRoomKeyChars)) return error;
    out.room.resize(std::min(out.room.size(), out.room.rfind('.')));
    return std::nullopt;
  }
  if (auto error = read_string(frame, "room", out.room, kMaxRoomKeyChars)) {
    if (error->code == code::kMissingField) {
      error->message = "give field 'room' (a public room's id) or 'code' (an invite code)";
    }
    return error;
  }
  return std::nullopt;
}

template <typename Fields>
Decoded read_match(const nlohmann::json& frame, const RoomAddress& address, Fields& fields) {
  fields.address = address;
  return read_string(frame, "match", fields.match, kMaxRoomKeyChars);
}

Decoded decode_join(const nlohmann::json& frame, const RoomAddress& address, RequestBody& out) {
  RoomJoinFields fields;
  fields.address = address;
  bool as_spectator = false;
  if (auto error = read_one_of_two(frame, "as", 16, "player", "spectator", as_spectator)) {
    return error;
  }
  fields.as_player = !as_spectator;
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_chat(const nlohmann::json& frame, const RoomAddress& address, RequestBody& out) {
  ChatFields fields;
  fields.address = address;
  // Its length is held to the server's setting by the room.
  const auto text = frame.find("text");
  if (text == frame.end() || text->is_null()) return missing_field("text");
  if (!text->is_string()) return bad_field("text", "a string");
  fields.text = text->get<std::string>();
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_action(const nlohmann::json& frame, const RoomAddress& address, RequestBody& out) {
  MatchActionFields fields;
  if (auto error = read_match(frame, address, fields)) return error;
  if (auto error = read_integer(frame, "version", fields.version, 0, INT64_MAX)) return error;
  if (auto error = read_string(frame, "action", fields.action, kMaxActionChars)) return error;
  out = std::move(fields);
  return std::nullopt;
}

Decoded decode_draw_answer(const nlohmann::json& frame, const RoomAddress& address,
                           RequestBody& out) {
  DrawAnswerFields fields;
  if (auto error = read_match(frame, address, fields)) return error;
  if (auto error = read_boolean(frame, "accept", fields.accept)) return error;
  out = std::move(fields);
  return std::nullopt;
}

}  // namespace

Decoded decode_room_request(RequestKind kind, const nlohmann::json& frame, RequestBody& out) {
  RoomAddress address;
  if (auto error = read_address(kind, frame, address)) return error;
  switch (kind) {
    case RequestKind::room_join:
      return decode_join(frame, address, out);
    case RequestKind::room_leave:
      out = RoomLeaveFields{address};
      return std::nullopt;
    case RequestKind::chat_send:
      return decode_chat(frame, address, out);
    case RequestKind::match_action:
      return decode_action(frame, address, out);
    case RequestKind::match_answer_draw:
      return decode_draw_answer(frame, address, out);
    default: {
      MatchFields fields;
      if (auto error = read_match(frame, address, fields)) return error;
      out = std::move(fields);
      return std::nullopt;
    }
  }
}

const RoomAddress* room_address(const RequestBody& body) {
  return std::visit(
      [](const auto& fields) -> const RoomAddress* {
        if constexpr (requires { fields.address; }) {
          return &fields.address;
        } else {
          return nullptr;
        }
      },
      body);
}

const std::string& match_named(const RequestBody& body) {
  static const std::string kNone;
  return std::visit(
      [](const auto& fields) -> const std::string& {
        if constexpr (requires { fields.match; }) {
          return fields.match;
        } else {
          return kNone;
        }
      },
      body);
}

}  // namespace rockpool::protocol
