#pragma once
// The small bodies the server answers with, each written here once: the results of requests
// that carry a value or two, the turn lists, the lobby's pages, and the JSON of the HTTP API's
// simple answers.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rockpool::protocol {

// {"version":N}: the version a committed action (or a subscription) stands at.
std::string version_result(std::int64_t version);
// {"NAME":true|false}, such as {"cancelled":true}.
std::string flag_result(std::string_view name, bool value);
// {"time_ms":N}: the server's clock (ping).
std::string time_result(std::int64_t ms);
// {"pool":"...","rating":N}: a seek's pool and the rating it seeks with.
std::string seek_result(std::string_view pool, std::int64_t rating);
// {"room":ROOM,"role":"player"|"spectator","seat":N|null}: room.join's result; `room` is the
// room.state body.
std::string join_result(std::string_view room, bool player, std::optional<int> seat);

// Each line a turns.list entry: {"watching":B,"turns":[...]} (turns.list's result) and
// {"type":"turns","turns":[...]} (the frame a watcher is sent on each change).
std::string turns_result(const std::vector<std::string>& lines, bool watching);
std::string turns_frame(const std::vector<std::string>& lines);

// A finished match's position (GET /api/matches/<id>/positions/<ply>):
// {"match":"...","ply":N,"plies":N,"view":VIEW}.
std::string replay_position_body(std::string_view match_id, std::int64_t ply, std::int64_t plies,
                                 std::string_view view);
// A practice position as a seat (or the spectators, null) sees it: {"seat":N|null,"view":VIEW}.
std::string seat_view_body(std::optional<int> seat, std::string_view view);

// A page of the lobby: {"version":N,"rooms":ROOMS,"total":N} (lobby.subscribe's result; `rooms`
// is a JSON array) and {"rooms":[...],"total":N} (GET /api/rooms; each entry a room's JSON).
std::string lobby_result(std::int64_t version, std::string_view rooms, std::int64_t total);
std::string rooms_list(const std::vector<std::string_view>& rooms, std::int64_t total);

// The HTTP API's simple answers: {"status":"..."}, {"error":"..."} and
// {"error":{"code":"...","message":"..."}}, {"public_key":"..."}, {"tournaments":[]}.
std::string status_body(std::string_view status);
std::string error_body(std::string_view message);
std::string coded_error_body(std::string_view code, std::string_view message);
std::string public_key_body(std::string_view key);
std::string no_tournaments_body();

}  // namespace rockpool::protocol
