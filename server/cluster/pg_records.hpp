#pragma once
// The store's records as PostgreSQL rows: the columns read back, and which room a record belongs
// to (a room's writes are fenced by its owner's epoch).

#include <optional>
#include <string>

#include "server/store/records.hpp"

namespace rockpool::server::cluster {

class PgResult;

inline constexpr const char* kMatchColumns =
    "id, room_id, number, host_seat, game, options, seat0_token, seat0_id, seat0_name, seat0_bot, "
    "seat1_token, seat1_id, seat1_name, seat1_bot, clock_initial_ms, clock_increment_ms, "
    "started_ms, ended_ms, state, winner, reason, plies, version_ceiling, is_public";
// After kMatchColumns where a match is read back whole: its room's days per move (column 24).
inline constexpr const char* kDaysPerMoveColumn =
    ", coalesce((SELECT days_per_move FROM rooms WHERE rooms.id = matches.room_id), 0)";
// After them where a match's offers are read too (three columns from `first`: read_offers).
inline constexpr const char* kOffersColumns = ", draw_offer, draw_offer_ply, rematch";
inline constexpr const char* kRoomColumns =
    "id, code, is_public, game, options, clock_initial_ms, clock_increment_ms, first, bot, "
    "host_token, guest_token, created_ms, rated, days_per_move, quick, tournament_id, "
    "tournament_game";

// A row of kMatchColumns.
MatchStartRecord read_start(const PgResult& rows, int row);
std::optional<MatchEndRecord> read_end(const PgResult& rows, int row);
MatchOffersRecord read_offers(const PgResult& rows, int row, int first);
// A row of (match_id, ply, seat, notation, at_ms, request_id, position_version).
ActionRecord read_action(const PgResult& rows, int row);
// A row of kRoomColumns.
StoredRoom read_room(const PgResult& rooms, int row);

// The room a record belongs to (empty for a session): a match's id is "<room id>.<n>"; a
// tournament's is kTournamentHall.
std::string room_of_match(const std::string& match_id);
std::string room_of(const StoreWrite& record);

}  // namespace rockpool::server::cluster
