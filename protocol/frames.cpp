#include "protocol/frames.hpp"

#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

void write_error_object(rules::JsonText& json, std::string_view code, std::string_view message) {
  json.begin_object().key("code").string(code).key("message").string(message).end_object();
}

namespace {

void append_error_object(std::string& out, const rules::Error& error) {
  rules::JsonText json(out);
  write_error_object(json, error.code, error.message);
}

}  // namespace

std::string reply_frame(std::string_view id, std::string_view result) {
  std::string out;
  out.reserve(40 + id.size() + result.size());
  out += R"({"type":"reply","id":)";
  out += id;
  out += R"(,"result":)";
  out += result;
  out.push_back('}');
  return out;
}

std::string error_reply_frame(std::string_view id, const rules::Error& error) {
  std::string out = R"({"type":"reply","id":)";
  out += id;
  out += R"(,"error":)";
  append_error_object(out, error);
  out.push_back('}');
  return out;
}

std::string error_frame(const rules::Error& error) {
  std::string out = R"({"type":"error","error":)";
  append_error_object(out, error);
  out.push_back('}');
  return out;
}

std::string room_state_frame(std::string_view state) {
  std::string out = R"({"type":"room.state","room":)";
  out += state;
  out.push_back('}');
  return out;
}

std::string room_closed_frame(std::string_view room_id) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("type").string("room.closed").key("room").string(room_id).end_object();
  return out;
}

namespace {

void string_or_null(rules::JsonText& json, std::string_view text) {
  json.string_or_null(text);
}

// {"type":"moved",WHAT:KEY or null,"url":URL or null}
std::string moved_to(std::string_view what, std::string_view key, std::string_view url) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("type").string("moved").key(what);
  string_or_null(json, key);
  json.key("url");
  string_or_null(json, url);
  json.end_object();
  return out;
}

}  // namespace

std::string moved_frame(std::string_view room_id, std::string_view url) {
  return moved_to("room", room_id, url);
}

std::string tournament_moved_frame(std::string_view code, std::string_view url) {
  return moved_to("tournament", code, url);
}

std::string lobby_patch_frame(std::int64_t version, std::size_t total,
                              std::string_view operations) {
  std::string out = R"({"type":"lobby.patch","base":)" + std::to_string(version - 1) +
                    R"(,"version":)" + std::to_string(version) + R"(,"total":)" +
                    std::to_string(total) + R"(,"patch":[)";
  out += operations;
  out += "]}";
  return out;
}

std::string server_shutdown_frame(std::string_view message) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("type").string("server.shutdown").key("message").string(message);
  json.end_object();
  return out;
}

std::string seek_paired_frame(const SeekPaired& paired) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object()
      .key("type")
      .string("seek.paired")
      .key("pool")
      .string(paired.pool)
      .key("room")
      .string(paired.room_id)
      .key("code")
      .string(paired.code)
      .key("rated")
      .boolean(paired.rated)
      .key("seat")
      .number(paired.seat)
      .key("role")
      .string(paired.role)
      .key("opponent")
      .begin_object()
      .key("name")
      .string(paired.opponent_name)
      .key("id")
      .string(paired.opponent_id)
      .key("rating")
      .number(paired.opponent_rating)
      .end_object()
      .end_object();
  return out;
}

std::string chat_frame(const ChatLine& line) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("type").string("chat").key("room").string(line.room_id);
  json.key("from").begin_object().key("name").string(line.name).key("id").string(line.public_id);
  json.key("seat");
  if (line.seat >= 0) {
    json.number(line.seat);
  } else {
    json.null();
  }
  json.end_object().key("text").string(line.text).key("at_ms").number(line.at_ms).end_object();
  return out;
}

}  // namespace rockpool::protocol
