#include "server/store/sqlite_rows.hpp"

namespace rockpool::server {

const char* const kMatchColumns =
    "id, room_id, number, host_seat, game, options, seat0_token, seat0_id, seat0_name, seat0_bot, "
    "seat1_token, seat1_id, seat1_name, seat1_bot, clock_initial_ms, clock_increment_ms, "
    "started_ms, ended_ms, state, winner, reason, plies, version_ceiling, is_public";

const char* const kDaysPerMoveColumn =
    ", coalesce((SELECT days_per_move FROM rooms WHERE rooms.id = matches.room_id), 0)";

MatchStartRecord read_start(const Statement& row) {
  MatchStartRecord start;
  start.id = row.text(0);
  start.room_id = row.text(1);
  start.number = static_cast<int>(row.integer(2));
  start.host_seat = static_cast<int>(row.integer(3));
  start.game = row.text(4);
  start.options_json = row.text(5);
  for (int seat = 0; seat < 2; ++seat) {
    start.seats[seat] = {row.text(6 + seat * 4), row.text(7 + seat * 4), row.text(8 + seat * 4),
                         row.integer(9 + seat * 4) != 0};
  }
  start.clock_initial_ms = row.integer(14);
  start.clock_increment_ms = row.integer(15);
  start.started_ms = row.integer(16);
  start.version_ceiling = row.integer(22);
  start.is_public = row.integer(23) != 0;
  return start;
}

ActionRecord read_action(const Statement& row) {
  return {row.text(0),
          static_cast<int>(row.integer(1)),
          static_cast<int>(row.integer(2)),
          row.text(3),
          row.integer(4),
          row.text(5),
          row.integer(6)};
}

Statement& bind_request_id(Statement& statement, int index, const std::string& request_id) {
  return request_id.empty() ? statement.bind_null(index) : statement.bind(index, request_id);
}

std::optional<MatchEndRecord> read_end(const Statement& row) {
  if (row.is_null(17)) return std::nullopt;
  return MatchEndRecord{row.text(0), row.text(18),
                        row.is_null(19) ? -1 : static_cast<int>(row.integer(19)), row.text(20),
                        row.integer(17)};
}

}  // namespace rockpool::server
