#include "server/cluster/pg_records.hpp"

#include <algorithm>

#include "server/cluster/pg_connection.hpp"

namespace rockpool::server::cluster {

namespace {

struct RoomOf {
  std::string operator()(const SessionRecord&) const { return {}; }
  std::string operator()(const RoomRecord& r) const { return r.id; }
  std::string operator()(const RoomGuestRecord& r) const { return r.room_id; }
  std::string operator()(const RoomClosedRecord& r) const { return r.room_id; }
  std::string operator()(const RoomReleasedRecord& r) const { return r.room_id; }
  std::string operator()(const RoomOwnedRecord& r) const { return r.room_id; }
  std::string operator()(const MatchStartRecord& r) const { return r.room_id; }
  std::string operator()(const MatchVersionRecord& r) const { return room_of_match(r.match_id); }
  std::string operator()(const MatchOffersRecord& r) const { return room_of_match(r.match_id); }
  std::string operator()(const ActionRecord& r) const { return room_of_match(r.match_id); }
  std::string operator()(const MatchEndRecord& r) const { return room_of_match(r.match_id); }
  std::string operator()(const ChatRecord& r) const { return r.room_id; }
  std::string operator()(const LobbyRecord& r) const { return r.room_id; }
  std::string operator()(const TurnRecord& r) const { return r.room_id; }
  std::string operator()(const TournamentRecord&) const { return kTournamentHall; }
};

}  // namespace

MatchStartRecord read_start(const PgResult& rows, int row) {
  MatchStartRecord start;
  start.id = rows.text(row, 0);
  start.room_id = rows.text(row, 1);
  start.number = static_cast<int>(rows.integer(row, 2));
  start.host_seat = static_cast<int>(rows.integer(row, 3));
  start.game = rows.text(row, 4);
  start.options_json = rows.text(row, 5);
  for (int seat = 0; seat < 2; ++seat) {
    start.seats[seat] = {rows.text(row, 6 + seat * 4), rows.text(row, 7 + seat * 4),
                         rows.text(row, 8 + seat * 4), rows.boolean(row, 9 + seat * 4)};
  }
  start.clock_initial_ms = rows.integer(row, 14);
  start.clock_increment_ms = rows.integer(row, 15);
  start.started_ms = rows.integer(row, 16);
  start.version_ceiling = rows.integer(row, 22);
  start.is_public = rows.boolean(row, 23);
  return start;
}

std::optional<MatchEndRecord> read_end(const PgResult& rows, int row) {
  if (rows.is_null(row, 17)) return std::nullopt;
  return MatchEndRecord{rows.text(row, 0), rows.text(row, 18),
                        rows.is_null(row, 19) ? -1 : static_cast<int>(rows.integer(row, 19)),
                        rows.text(row, 20), rows.integer(row, 17)};
}

MatchOffersRecord read_offers(const PgResult& rows, int row, int first) {
  return {rows.text(row, 0), static_cast<int>(rows.integer(row, first)),
          static_cast<int>(rows.integer(row, first + 1)),
          rematches_offered(rows.integer(row, first + 2))};
}

ActionRecord read_action(const PgResult& rows, int row) {
  return {rows.text(row, 0),
          static_cast<int>(rows.integer(row, 1)),
          static_cast<int>(rows.integer(row, 2)),
          rows.text(row, 3),
          rows.integer(row, 4),
          rows.text(row, 5),
          rows.integer(row, 6)};
}

StoredRoom read_room(const PgResult& rooms, int row) {
  StoredRoom stored;
  RoomRecord& room = stored.room;
  room.id = rooms.text(row, 0);
  room.code = rooms.text(row, 1);
  room.is_public = rooms.boolean(row, 2);
  room.game = rooms.text(row, 3);
  room.options_json = rooms.text(row, 4);
  room.clock_initial_ms = rooms.integer(row, 5);
  room.clock_increment_ms = rooms.integer(row, 6);
  room.first = rooms.text(row, 7);
  room.bot_level = static_cast<int>(rooms.integer(row, 8));
  room.host_token = rooms.text(row, 9);
  if (!rooms.is_null(row, 10)) stored.guest_token = rooms.text(row, 10);
  room.created_ms = rooms.integer(row, 11);
  room.rated = rooms.boolean(row, 12);
  room.days_per_move = static_cast<int>(rooms.integer(row, 13));
  room.quick = rooms.boolean(row, 14);
  room.tournament_id = rooms.text(row, 15);
  room.tournament_game = static_cast<int>(rooms.integer(row, 16));
  return stored;
}

std::string room_of_match(const std::string& match_id) {
  return match_id.substr(0, std::min(match_id.size(), match_id.rfind('.')));
}

std::string room_of(const StoreWrite& record) {
  return std::visit(RoomOf{}, record);
}

}  // namespace rockpool::server::cluster
