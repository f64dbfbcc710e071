#include "server/tournament/tournament_document.hpp"

#include <cmath>

#include "rules/registry/registry.hpp"

namespace rockpool::server {

namespace {

protocol::TournamentGameShown game_shown(int first, int second,
                                         const std::optional<GameResult>& first_result,
                                         const TournamentGameRoom& room) {
  return {.round = std::nullopt,
          .first = first,
          .second = second,
          .room = room.room_id,
          .code = room.code,
          .match = room.match_id,
          .result = first_result ? result_text(*first_result) : "",
          .reason = room.reason,
          .points = std::nullopt};
}

void arena_parts(const Tournament& tournament, protocol::TournamentShown& shown) {
  const ArenaPlay* arena = tournament.arena();
  if (!arena) {
    // Before the start: everyone present, nobody playing, in the order they joined.
    for (std::size_t i = 0; i < shown.players.size(); ++i)
      shown.standings.push_back(static_cast<int>(i));
    return;
  }
  for (std::size_t i = 0; i < shown.players.size(); ++i) {
    const ArenaPlayer* player = arena->player(static_cast<int>(i));
    if (!player) break;
    protocol::TournamentEntrant& entrant = shown.players[i];
    entrant.score = player->score;
    entrant.fire = player->on_fire();
    entrant.present = player->present;
    entrant.playing = player->playing();
  }
  shown.standings = arena->standings();
  for (const ArenaPlayGame& game : arena->games()) {
    protocol::TournamentGameShown& item =
        shown.games.emplace_back(game_shown(game.first, game.second, game.first_result, game.room));
    if (game.first_result) item.points = std::pair{game.first_points, game.second_points};
  }
}

void round_robin_parts(const Tournament& tournament, protocol::TournamentShown& shown) {
  const RoundRobin* pairings = tournament.pairings();
  const auto count = static_cast<int>(shown.players.size());
  const int round = tournament.current_round();
  shown.rounds = pairings ? pairings->rounds() : 0;
  if (round >= 0 && tournament.status() == Tournament::Status::playing) shown.round = round;
  for (int i = 0; i < count; ++i) {
    protocol::TournamentEntrant& entrant = shown.players[static_cast<std::size_t>(i)];
    entrant.points = pairings ? pairings->points(i) : 0.0;
    entrant.sonneborn_berger = pairings ? pairings->sonneborn_berger(i) : 0.0;
    auto& row = shown.crosstable.emplace_back();
    for (int j = 0; j < count; ++j)
      row.push_back(pairings && i != j ? pairings->cell(i, j) : std::nullopt);
  }
  if (!pairings) {
    for (int i = 0; i < count; ++i)
      shown.standings.push_back(i);
    return;
  }
  shown.standings = pairings->standings();
  const auto& all = pairings->games();
  for (std::size_t i = 0; i < all.size(); ++i) {
    protocol::TournamentGameShown& item = shown.games.emplace_back(game_shown(
        all[i].first, all[i].second, all[i].first_result, tournament.room(static_cast<int>(i))));
    item.round = all[i].round;
  }
}

}  // namespace

protocol::TournamentLine tournament_line(const Tournament& tournament) {
  const TournamentSettings& settings = tournament.settings();
  const ArenaPlay* arena = tournament.arena();
  const rules::Game* game = rules::find_game(settings.game);
  protocol::TournamentLine line{.id = tournament.id(),
                                .code = tournament.code(),
                                .name = settings.name,
                                .arena = tournament.is_arena(),
                                .game = settings.game,
                                .game_name = game ? game->info().name : settings.game,
                                .clock_initial_ms = settings.clock_initial_ms,
                                .clock_increment_ms = settings.clock_increment_ms,
                                .days_per_move = settings.days_per_move,
                                .status = status_word(tournament.status()),
                                .players = static_cast<int>(tournament.players().size()),
                                .max_players = settings.max_players,
                                .created_ms = tournament.created_ms(),
                                .minutes = settings.minutes,
                                .ends_ms = std::nullopt};
  if (arena) line.ends_ms = arena->ends_ms();
  return line;
}

protocol::TournamentShown tournament_shown(const Tournament& tournament) {
  protocol::TournamentShown shown{.line = tournament_line(tournament),
                                  .options_json = tournament.settings().options_json,
                                  .is_public = tournament.settings().is_public,
                                  .host = tournament.host().public_id,
                                  .started_ms = tournament.started_ms(),
                                  .finished_ms = tournament.finished_ms()};
  for (const TournamentPlayer& player : tournament.players()) {
    shown.players.push_back({.id = player.public_id,
                             .name = player.name,
                             .rating = static_cast<int>(std::lround(player.rating))});
  }
  if (tournament.is_arena()) {
    arena_parts(tournament, shown);
  } else {
    round_robin_parts(tournament, shown);
  }
  return shown;
}

rules::View tournament_view(const Tournament& tournament) {
  rules::View view;
  protocol::write_tournament_view(tournament_shown(tournament), view);
  return view;
}

std::string tournament_document(const Tournament& tournament) {
  return tournament_view(tournament).json();
}

std::string tournament_list(const std::vector<const Tournament*>& listed) {
  std::vector<protocol::TournamentLine> lines;
  lines.reserve(listed.size());
  for (const Tournament* tournament : listed)
    lines.push_back(tournament_line(*tournament));
  return protocol::tournament_list_body(lines);
}

}  // namespace rockpool::server
