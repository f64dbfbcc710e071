#pragma once
// A client request as read from one WebSocket text frame: {"type": ..., "id": ..., ...}.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "protocol/request_bodies.hpp"
#include "rules/core/error.hpp"

namespace rockpool::protocol {

// Every type of request a client may send. The wire word of each is written once, in the table
// in request.cpp.
enum class RequestKind {
  unknown,
  hello,
  ping,
  lobby_subscribe,
  lobby_unsubscribe,
  room_create,
  room_join,
  room_leave,
  chat_send,
  match_sync,
  match_action,
  match_resign,
  match_offer_draw,
  match_answer_draw,
  match_claim,
  match_rematch,
  account_claim,
  account_login,
  account_logout,
  account_password,
  account_reset,
  account_sessions,
  account_revoke,
  seek,
  seek_cancel,
  turns_list,
  push_subscribe,
  push_unsubscribe,
  tournament_create,
  tournament_join,
  tournament_leave,
  tournament_start,
  tournament_cancel,
  tournament_watch,
  tournament_unwatch,
  analysis_evaluate,
  analysis_stop,
};
RequestKind request_kind(std::string_view type);
std::string_view request_word(RequestKind kind);
// Requests about a match (they name it by "match"), and those a room answers.
constexpr bool is_match_request(RequestKind kind) {
  return kind >= RequestKind::match_sync && kind <= RequestKind::match_rematch;
}
constexpr bool is_room_request(RequestKind kind) {
  return kind >= RequestKind::room_join && kind <= RequestKind::match_rematch;
}
constexpr bool is_tournament_request(RequestKind kind) {
  return kind >= RequestKind::tournament_create && kind <= RequestKind::tournament_unwatch;
}
constexpr bool is_account_request(RequestKind kind) {
  return kind >= RequestKind::account_claim && kind <= RequestKind::account_revoke;
}
// The last kind: every kind from `hello` to this one has a wire word.
inline constexpr RequestKind kLastRequestKind = RequestKind::analysis_stop;

// A request's fields are decoded as its frame is read: `body` holds the kind's typed fields, or
// `invalid` says which field is wrong. The error is answered as the request's reply, once the
// server knows it may answer it (after hello, and after a repeated id's earlier reply).
struct Request {
  RequestKind kind = RequestKind::unknown;
  std::string type;  // as sent: an unknown type is named in its error
  std::string id;    // the request id as JSON text (a number or a string), echoed in the reply
  RequestBody body;
  std::optional<rules::Error> invalid;
};

inline constexpr std::size_t kMaxIdChars = 64;
// Objects and arrays nested deeper than this are refused as the frame is read.
inline constexpr std::size_t kMaxDepth = 64;

// Parses a frame. On failure the error says why, and `id` is set when the frame had a usable one.
struct ParsedRequest {
  std::optional<Request> request;
  rules::Error error;
  std::string id = "null";
};
ParsedRequest parse_request(std::string_view frame);

// The error of a string field longer than `max_chars` code points, for a limit the server sets.
rules::Error too_long_field(const char* name, std::size_t max_chars);

// The number of Unicode code points in valid UTF-8 text.
std::size_t utf8_length(std::string_view text);

}  // namespace rockpool::protocol
