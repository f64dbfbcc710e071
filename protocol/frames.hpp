#pragma once
// Outgoing frames, written straight into strings: the server builds one per update and sends the
// same bytes to every connection of a recipient class.

#include <cstdint>
#include <string>
#include <string_view>

#include "rules/core/error.hpp"
#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

// {"type":"reply","id":ID,"result":RESULT}; `result` is JSON text.
std::string reply_frame(std::string_view id, std::string_view result);
// {"type":"reply","id":ID,"error":{"code":...,"message":...}}
std::string error_reply_frame(std::string_view id, const rules::Error& error);
// {"type":"error","error":{...}}: for a frame that could not be read as a request at all.
std::string error_frame(const rules::Error& error);

// {"type":"room.state","room":STATE}; `state` is the room's JSON object.
std::string room_state_frame(std::string_view state);
// {"type":"room.closed","room":ID}
std::string room_closed_frame(std::string_view room_id);
// Cluster mode: the room is served by another node; `url` its address, or empty when unknown.
std::string moved_frame(std::string_view room_id, std::string_view url);
// Cluster mode: tournaments are served by another node; `code` the request's tournament, or empty
// (tournament.create).
std::string tournament_moved_frame(std::string_view code, std::string_view url);
// {"type":"lobby.patch","base":VERSION-1,"version":VERSION,"total":TOTAL,"patch":[OPERATIONS]};
// `operations` are the patch's operations as JSON text, comma-separated.
std::string lobby_patch_frame(std::int64_t version, std::size_t total, std::string_view operations);
// {"type":"server.shutdown","message":...}
std::string server_shutdown_frame(std::string_view message);

// A seek was paired: the private room both players are seated in.
struct SeekPaired {
  std::string_view pool;
  std::string_view room_id;
  std::string_view code;
  bool rated = false;
  int seat = 0;
  std::string_view role;  // "host" or "guest"
  std::string_view opponent_name;
  std::string_view opponent_id;
  std::int64_t opponent_rating = 0;
};
// {"type":"seek.paired","pool":...,"room":...,"code":...,"rated":...,"seat":...,"role":...,
//  "opponent":{"name":...,"id":...,"rating":...}}
std::string seek_paired_frame(const SeekPaired& paired);

// One chat line: who said it (the seat they hold in the room's match, or -1), what and when.
struct ChatLine {
  std::string_view room_id;
  std::string_view name;
  std::string_view public_id;
  int seat = -1;
  std::string_view text;
  std::int64_t at_ms = 0;
};
// {"type":"chat","room":...,"from":{"name","id","seat"},"text":...,"at_ms":...}
std::string chat_frame(const ChatLine& line);

// Writes {"code":...,"message":...}: an error as every frame and body that carries one shows it.
void write_error_object(rules::JsonText& json, std::string_view code, std::string_view message);

}  // namespace rockpool::protocol
