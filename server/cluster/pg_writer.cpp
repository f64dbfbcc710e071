#include "server/cluster/pg_writer.hpp"

#include "server/cluster/pg_records.hpp"
#include "server/cluster/pg_schema.hpp"

namespace rockpool::server::cluster {

PgWriter::PgWriter(const std::string& conninfo, const std::string& application_name,
                   std::string node_id)
    : db(conninfo, application_name + " writer"), node_id(std::move(node_id)) {
  require_durable_commits(db);
  migrate(db);
  db.prepare("fence", "SELECT rockpool_fence($1, $2)");
  db.prepare("claim", "SELECT rockpool_claim($1, $2)");
  db.prepare("release", "SELECT rockpool_release($1, $2)");
  db.prepare("owner",
             "SELECT o.node_id, coalesce(n.advertise, ''), n.node_id IS NOT NULL AND "
             "rockpool_node_live(n.heartbeat_at, $2) FROM room_owner o LEFT JOIN nodes n ON "
             "n.node_id = o.node_id WHERE o.room_id = $1");
  db.prepare("fence_owner", "SELECT rockpool_fence_owner($1, $2)");
  db.prepare("take", "SELECT rockpool_take($1, $2, $3)");
  db.prepare("retake", "SELECT rockpool_retake($1, $2, $3)");
  db.prepare("session",
             "INSERT INTO sessions (token, public_id, name, seen_ms) VALUES ($1, $2, $3, $4) "
             "ON CONFLICT (token) DO UPDATE SET name = $3, seen_ms = $4");
  db.prepare("room",
             "INSERT INTO rooms (id, code, is_public, game, options, clock_initial_ms, "
             "clock_increment_ms, first, bot, host_token, created_ms, rated, days_per_move, quick, "
             "tournament_id, tournament_game) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, "
             "$11, $12, $13, $14, $15, $16) ON CONFLICT (id) DO NOTHING");
  db.prepare("tournament",
             "INSERT INTO tournaments (id, code, is_public, finished, host_token, created_ms, "
             "state, version) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO UPDATE "
             "SET finished = $4, state = $7, version = $8");
  db.prepare("room_guest", "UPDATE rooms SET guest_token = $2 WHERE id = $1");
  db.prepare("room_closed", "UPDATE rooms SET closed_ms = $2 WHERE id = $1");
  // The lobby's rows, each change announced to every node (delivered at the commit, and only if
  // it commits); a private room has no row, and its close announces nothing.
  db.prepare("lobby",
             "WITH listed AS (INSERT INTO lobby (room_id, node_id, game, listing_order, "
             "created_ms, summary) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (room_id) DO "
             "UPDATE SET node_id = $2, game = $3, listing_order = $4, created_ms = $5, "
             "summary = $6 RETURNING room_id) SELECT pg_notify('lobby', room_id) FROM listed");
  db.prepare("lobby_remove",
             "WITH gone AS (DELETE FROM lobby WHERE room_id = $1 RETURNING room_id) "
             "SELECT pg_notify('lobby', room_id) FROM gone");
  db.prepare("turns_clear", "DELETE FROM turns WHERE room_id = $1");
  db.prepare("turn",
             "INSERT INTO turns (room_id, seat, public_id, account_id, deadline_ms, line) "
             "VALUES ($1, $2, $3, $4, $5, $6)");
  db.prepare("match_start", std::string("INSERT INTO matches (") + kMatchColumns +
                                ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, "
                                "$13, $14, $15, $16, $17, NULL, 'playing', NULL, NULL, NULL, "
                                "$18, $19) ON CONFLICT (id) DO NOTHING");
  db.prepare("match_version", "UPDATE matches SET version_ceiling = $2 WHERE id = $1");
  db.prepare("match_offers",
             "UPDATE matches SET draw_offer = $2, draw_offer_ply = $3, rematch = $4 WHERE id = $1");
  db.prepare("action",
             "INSERT INTO actions (match_id, ply, seat, notation, at_ms, request_id, "
             "position_version) VALUES ($1, $2, $3, $4, $5, NULLIF($6, ''), $7) ON CONFLICT DO "
             "NOTHING");
  db.prepare("match_end",
             "UPDATE matches SET ended_ms = $2, state = $3, winner = $4, reason = $5, plies = $6 "
             "WHERE id = $1");
  db.prepare("rating",
             "INSERT INTO ratings (account_id, game, pace, rating, deviation, volatility, games, "
             "rated_ms, match_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT "
             "(account_id, game, pace) DO UPDATE SET rating = $4, deviation = $5, "
             "volatility = $6, games = $7, rated_ms = $8, match_id = $9");
  db.prepare("rating_history",
             "INSERT INTO rating_history (account_id, game, pace, rating, deviation, "
             "volatility, games, rated_ms, match_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, "
             "$9) ON CONFLICT DO NOTHING");
  db.prepare(
      "rating_seed",
      "INSERT INTO ratings (account_id, game, pace, rating, deviation, volatility, games, "
      "rated_ms, match_id) VALUES ($1, $2, $3, $4, $5, $6, 0, 0, '') ON CONFLICT DO NOTHING");
  db.prepare("rating_lock",
             "SELECT account_id, game, pace, rating, deviation, volatility, games, rated_ms, "
             "match_id FROM ratings WHERE account_id = $1 AND game = $2 AND pace = $3 FOR UPDATE");
  db.prepare("rated_already",
             "SELECT 1 FROM rating_history WHERE account_id = $1 AND game = $2 AND pace = $3 AND "
             "match_id = $4");
  db.prepare("chat",
             "INSERT INTO chat (room_id, match_id, at_ms, session_id, name, seat, text) "
             "VALUES ($1, $2, $3, $4, $5, $6, $7)");
}

void PgWriter::operator()(const SessionRecord& r) {
  db.queue("session", PgParams::of(r.token, r.public_id, r.name, r.seen_ms));
}
std::vector<std::string> PgWriter::retake_rooms() {
  std::vector<std::string> gone;
  for (const auto& [room, epoch] : epochs) {
    if (!db.run("retake", PgParams::of(room, node_id, epoch)).boolean(0, 0)) {
      gone.push_back(room);
    }
  }
  return gone;
}

// Queues the room's fence before its first write of the batch; false: the room is lost here.
bool PgWriter::enter(const std::string& room) {
  if (lost.count(room) != 0) return false;
  if (!fenced.insert(room).second) return true;
  if (auto held = epochs.find(room); held != epochs.end()) {
    db.queue("fence", PgParams::of(room, held->second));
  } else {
    db.queue("claim", PgParams::of(room, node_id));
    epochs[room] = 1;
    claimed.push_back(room);
  }
  return true;
}
// A batch that did not commit claimed nothing.
void PgWriter::forget_claims() {
  for (const auto& room : claimed)
    epochs.erase(room);
  claimed.clear();
}
void PgWriter::begin_batch() {
  fenced.clear();
  claimed.clear();
  closed.clear();
  rated.clear();
}

void PgWriter::operator()(const RoomRecord& r) {
  if (!enter(r.id)) return;
  db.queue("room",
           PgParams::of(r.id, r.code, r.is_public, r.game, r.options_json, r.clock_initial_ms,
                        r.clock_increment_ms, r.first, r.bot_level, r.host_token, r.created_ms,
                        r.rated, r.days_per_move, r.quick, r.tournament_id, r.tournament_game));
}
void PgWriter::operator()(const TournamentRecord& r) {
  if (!enter(kTournamentHall)) return;
  db.queue("tournament", PgParams::of(r.id, r.code, r.is_public, r.finished, r.host_token,
                                      r.created_ms, r.state_json, r.version));
}
void PgWriter::operator()(const RoomGuestRecord& r) {
  if (!enter(r.room_id)) return;
  db.queue("room_guest", PgParams::of(r.room_id, r.guest_token));
}
void PgWriter::operator()(const RoomClosedRecord& r) {
  if (!enter(r.room_id)) return;
  closed.push_back(r.room_id);
  db.queue("room_closed", PgParams::of(r.room_id, r.closed_ms));
  db.queue("lobby_remove", PgParams::of(r.room_id));
  db.queue("turns_clear", PgParams::of(r.room_id));
}
void PgWriter::operator()(const LobbyRecord& r) {
  if (!enter(r.room_id)) return;
  db.queue("lobby",
           PgParams::of(r.room_id, node_id, r.game, r.order, r.created_ms, r.summary_json));
}
void PgWriter::operator()(const TurnRecord& r) {
  if (!enter(r.room_id)) return;
  db.queue("turns_clear", PgParams::of(r.room_id));
  for (const TurnLineRecord& line : r.lines) {
    db.queue("turn", PgParams::of(r.room_id, line.seat, line.public_id, line.account_id,
                                  line.deadline_ms, line.line_json));
  }
}
void PgWriter::operator()(const RoomReleasedRecord& r) {
  if (lost.count(r.room_id) == 0 && epochs.count(r.room_id) != 0) closed.push_back(r.room_id);
}
void PgWriter::operator()(const MatchStartRecord& r) {
  if (!enter(r.room_id)) return;
  PgParams params;
  params.text(r.id)
      .text(r.room_id)
      .integer(r.number)
      .integer(r.host_seat)
      .text(r.game)
      .text(r.options_json);
  for (const SeatRecord& seat : r.seats)
    params.text(seat.token).text(seat.public_id).text(seat.name).boolean(seat.bot);
  params.integer(r.clock_initial_ms).integer(r.clock_increment_ms).integer(r.started_ms);
  params.integer(r.version_ceiling).boolean(r.is_public);
  db.queue("match_start", params);
}
void PgWriter::operator()(const MatchVersionRecord& r) {
  if (!enter(room_of_match(r.match_id))) return;
  db.queue("match_version", PgParams::of(r.match_id, r.ceiling));
}
void PgWriter::operator()(const MatchOffersRecord& r) {
  if (!enter(room_of_match(r.match_id))) return;
  db.queue("match_offers",
           PgParams::of(r.match_id, r.draw_offer, r.draw_offer_ply, offered_rematches(r.rematch)));
}
void PgWriter::operator()(const ActionRecord& r) {
  if (!enter(room_of_match(r.match_id))) return;
  db.queue("action", PgParams::of(r.match_id, r.ply, r.seat, r.notation, r.at_ms, r.request_id,
                                  r.position_version));
}
void PgWriter::operator()(const MatchEndRecord& r) {
  if (!enter(room_of_match(r.match_id))) return;
  for (const ActionRecord& action : r.actions)
    (*this)(action);
  PgParams params;
  params.text(r.match_id).integer(r.ended_ms).text(r.state);
  if (r.winner >= 0) {
    params.integer(r.winner);
  } else {
    params.null();
  }
  params.text(r.reason).integer(static_cast<std::int64_t>(r.actions.size()));
  db.queue("match_end", params);
  const auto ratings = rated.find(r.match_id);
  if (ratings == rated.end()) return;
  for (const RatingRecord& after : ratings->second.after) {
    const PgParams rating = PgParams::of(
        after.account_id, after.game, after.pace, pg_real(after.rating), pg_real(after.deviation),
        pg_real(after.volatility), after.games, after.rated_ms, after.match_id);
    db.queue("rating", rating);
    db.queue("rating_history", rating);
  }
}
void PgWriter::operator()(const ChatRecord& r) {
  if (!enter(r.room_id)) return;
  db.queue("chat",
           PgParams::of(r.room_id, r.match_id, r.at_ms, r.session_id, r.name, r.seat, r.text));
}

}  // namespace rockpool::server::cluster
