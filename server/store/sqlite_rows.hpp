#pragma once
// How the SQLite store's rows read back as records, shared by its writer and its readers.

#include <optional>
#include <string>

#include "server/store/records.hpp"
#include "server/store/sqlite_database.hpp"

namespace rockpool::server {

// A match's columns, in the order read_start() and read_end() read them.
extern const char* const kMatchColumns;
// After kMatchColumns where a match is read back whole: its room's days per move (column 24).
extern const char* const kDaysPerMoveColumn;

MatchStartRecord read_start(const Statement& row);
// match_id, ply, seat, notation, at_ms, request_id (NULL when none), position_version.
ActionRecord read_action(const Statement& row);
std::optional<MatchEndRecord> read_end(const Statement& row);
// A bot's action has no request id: NULL rather than an empty text.
Statement& bind_request_id(Statement& statement, int index, const std::string& request_id);

}  // namespace rockpool::server
