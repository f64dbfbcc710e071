// A tournament as the store's record: its settings, players, games and (an Arena's) play, as the
// state protocol/tournament_state.hpp writes, and read back from it at start.

#include "protocol/tournament_state.hpp"
#include "server/tournament/tournament.hpp"

namespace rockpool::server {

namespace {

protocol::StoredTournamentGame stored_game(const TournamentGameRoom& room,
                                           const std::optional<GameResult>& first_result) {
  return {.first = 0,
          .second = 0,
          .room = room.room_id,
          .code = room.code,
          .match = room.match_id,
          .reason = room.reason,
          .result = first_result ? result_word(*first_result) : ""};
}

protocol::StoredArena stored_arena(const ArenaPlay& play) {
  protocol::StoredArena arena{.ends_ms = play.ends_ms()};
  for (bool present : play.presence())
    arena.present.push_back(present);
  for (const ArenaPlayGame& game : play.games()) {
    protocol::StoredTournamentGame& stored =
        arena.games.emplace_back(stored_game(game.room, game.first_result));
    stored.first = game.first;
    stored.second = game.second;
  }
  return arena;
}

TournamentGameRoom room_of(const protocol::StoredTournamentGame& game) {
  return {game.room, game.code, game.match, game.reason};
}

// The Arena's play read back, with the players' latest ratings; nothing if it does not hold
// together.
std::optional<ArenaPlay> arena_from_state(const protocol::StoredArena& stored,
                                          std::int64_t starts_ms,
                                          const std::vector<double>& ratings) {
  if (stored.present.size() != ratings.size()) return std::nullopt;
  ArenaPlay play(starts_ms, stored.ends_ms, ratings);
  // The pairings again in their order, each result counted before its players' next game: the
  // same sheets, scores and streaks as when they were played.
  for (const protocol::StoredTournamentGame& game : stored.games) {
    TournamentGameRoom room = room_of(game);
    room.reason.clear();
    if (!play.replay_pairing(game.first, game.second, std::move(room))) return std::nullopt;
    if (game.result.empty()) continue;
    const auto result = result_of_word(game.result);
    if (!result) return std::nullopt;
    play.record(static_cast<int>(play.games().size()) - 1, *result, game.reason, starts_ms);
  }
  for (std::size_t i = 0; i < stored.present.size(); ++i) {
    if (!stored.present[i]) play.leave(static_cast<int>(i));
  }
  return play;
}

}  // namespace

TournamentRecord Tournament::record() const {
  protocol::StoredTournament stored{.arena = is_arena(),
                                    .minutes = settings_.minutes,
                                    .name = settings_.name,
                                    .game = settings_.game,
                                    .options_json = settings_.options_json,
                                    .clock_initial_ms = settings_.clock_initial_ms,
                                    .clock_increment_ms = settings_.clock_increment_ms,
                                    .days_per_move = settings_.days_per_move,
                                    .max_players = settings_.max_players,
                                    .status = status_word(status_),
                                    .started_ms = started_ms_,
                                    .finished_ms = finished_ms_};
  for (const TournamentPlayer& player : players_) {
    stored.players.push_back({.token = player.token,
                              .id = player.public_id,
                              .name = player.name,
                              .account = player.account_id,
                              .rating = player.rating});
  }
  for (std::size_t i = 0; pairings_ && i < rooms_.size(); ++i)
    stored.games.push_back(stored_game(rooms_[i], pairings_->games()[i].first_result));
  if (arena_) stored.arena_play = stored_arena(*arena_);
  return {id_,
          code_,
          settings_.is_public,
          over(),
          host().token,
          created_ms_,
          protocol::tournament_state_json(stored)};
}

std::optional<Tournament> Tournament::from_record(const TournamentRecord& record) {
  const auto stored = protocol::read_tournament_state(record.state_json);
  if (!stored || stored->players.empty()) return std::nullopt;
  TournamentSettings settings{
      stored->name,
      stored->game,
      stored->options_json,
      stored->clock_initial_ms,
      stored->clock_increment_ms,
      stored->days_per_move,
      record.is_public,
      stored->max_players,
      stored->arena ? TournamentFormat::arena : TournamentFormat::round_robin,
      stored->minutes};
  std::vector<TournamentPlayer> players;
  for (const protocol::StoredTournamentPlayer& p : stored->players) {
    players.push_back({p.token, p.id, p.name, p.account, p.rating.value_or(kNewPlayerRating)});
  }
  Tournament tournament(record.id, record.code, std::move(settings), players.front(),
                        record.created_ms);
  tournament.players_ = std::move(players);
  const std::string& status = stored->status;
  if (status == "open") return tournament;
  if (status == "cancelled") {
    tournament.status_ = Status::cancelled;
    tournament.finished_ms_ = stored->finished_ms;
    return tournament;
  }
  if (tournament.is_arena()) {
    if (!stored->arena_play) return std::nullopt;
    tournament.started_ms_ = stored->started_ms;
    tournament.arena_ =
        arena_from_state(*stored->arena_play, tournament.started_ms_, tournament.ratings());
    if (!tournament.arena_) return std::nullopt;
    tournament.status_ = status == "finished" ? Status::finished : Status::playing;
    tournament.finished_ms_ = stored->finished_ms;
    return tournament;
  }
  if (tournament.start(tournament.host(), stored->started_ms)) return std::nullopt;
  if (stored->games.size() != tournament.rooms_.size()) return std::nullopt;
  for (std::size_t i = 0; i < stored->games.size(); ++i) {
    const protocol::StoredTournamentGame& game = stored->games[i];
    tournament.rooms_[i] = room_of(game);
    if (game.result.empty()) continue;
    const auto result = result_of_word(game.result);
    if (!result) return std::nullopt;
    tournament.pairings_->record(i, *result);
  }
  if (tournament.pairings_->complete()) {
    tournament.status_ = Status::finished;
    tournament.finished_ms_ = stored->finished_ms;
  }
  return tournament;
}

}  // namespace rockpool::server
