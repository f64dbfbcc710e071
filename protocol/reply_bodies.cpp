#include "protocol/reply_bodies.hpp"

#include "protocol/frames.hpp"
#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

namespace {

// An object of one member whose value is a number.
std::string number_object(std::string_view name, std::int64_t value) {
  std::string out;
  rules::JsonText(out).begin_object().key(name).number(value).end_object();
  return out;
}

// An object of one member whose value is a string.
std::string string_object(std::string_view name, std::string_view value) {
  std::string out;
  rules::JsonText(out).begin_object().key(name).string(value).end_object();
  return out;
}

void write_lines(rules::JsonText& json, const std::vector<std::string>& lines) {
  json.key("turns").begin_array();
  for (const std::string& line : lines)
    json.raw(line);
  json.end_array();
}

}  // namespace

std::string version_result(std::int64_t version) {
  return number_object("version", version);
}

std::string flag_result(std::string_view name, bool value) {
  std::string out;
  rules::JsonText(out).begin_object().key(name).boolean(value).end_object();
  return out;
}

std::string time_result(std::int64_t ms) {
  return number_object("time_ms", ms);
}

std::string seek_result(std::string_view pool, std::int64_t rating) {
  std::string out;
  rules::JsonText(out)
      .begin_object()
      .key("pool")
      .string(pool)
      .key("rating")
      .number(rating)
      .end_object();
  return out;
}

std::string join_result(std::string_view room, bool player, std::optional<int> seat) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("room").raw(room).key("role").string(player ? "player" : "spectator");
  json.key("seat");
  if (seat) {
    json.number(*seat);
  } else {
    json.null();
  }
  json.end_object();
  return out;
}

std::string turns_result(const std::vector<std::string>& lines, bool watching) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("watching").boolean(watching);
  write_lines(json, lines);
  json.end_object();
  return out;
}

std::string turns_frame(const std::vector<std::string>& lines) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("type").string("turns");
  write_lines(json, lines);
  json.end_object();
  return out;
}

std::string replay_position_body(std::string_view match_id, std::int64_t ply, std::int64_t plies,
                                 std::string_view view) {
  std::string out;
  rules::JsonText(out)
      .begin_object()
      .key("match")
      .string(match_id)
      .key("ply")
      .number(ply)
      .key("plies")
      .number(plies)
      .key("view")
      .raw(view)
      .end_object();
  return out;
}

std::string seat_view_body(std::optional<int> seat, std::string_view view) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("seat");
  if (seat) {
    json.number(*seat);
  } else {
    json.null();
  }
  json.key("view").raw(view).end_object();
  return out;
}

std::string lobby_result(std::int64_t version, std::string_view rooms, std::int64_t total) {
  std::string out;
  rules::JsonText(out)
      .begin_object()
      .key("version")
      .number(version)
      .key("rooms")
      .raw(rooms)
      .key("total")
      .number(total)
      .end_object();
  return out;
}

std::string rooms_list(const std::vector<std::string_view>& rooms, std::int64_t total) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("rooms").begin_array();
  for (std::string_view room : rooms)
    json.raw(room);
  json.end_array().key("total").number(total).end_object();
  return out;
}

std::string status_body(std::string_view status) {
  return string_object("status", status);
}

std::string error_body(std::string_view message) {
  return string_object("error", message);
}

std::string coded_error_body(std::string_view code, std::string_view message) {
  std::string out;
  rules::JsonText json(out);
  json.begin_object().key("error");
  write_error_object(json, code, message);
  json.end_object();
  return out;
}

std::string public_key_body(std::string_view key) {
  return string_object("public_key", key);
}

std::string no_tournaments_body() {
  std::string out;
  rules::JsonText(out).begin_object().key("tournaments").begin_array().end_array().end_object();
  return out;
}

}  // namespace rockpool::protocol
