#include "server/tournament/tournament_document.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

#include "rules/registry/registry.hpp"

namespace rockpool::server {

namespace {

using nlohmann::json;

json summary_json(const Tournament& tournament);

json nullable_ms(std::int64_t ms) {
  return ms > 0 ? json(ms) : json(nullptr);
}

json clock_json(const TournamentSettings& settings) {
  if (settings.clock_initial_ms < 0) return nullptr;
  return {{"initial_ms", settings.clock_initial_ms}, {"increment_ms", settings.clock_increment_ms}};
}

// The summary with what every document has, whatever its format.
json document_head(const Tournament& tournament) {
  json document = summary_json(tournament);
  document["options"] = json::parse(tournament.settings().options_json, nullptr, false);
  document["public"] = tournament.settings().is_public;
  document["host"] = tournament.host().public_id;
  document["started_ms"] = nullable_ms(tournament.started_ms());
  document["finished_ms"] = nullable_ms(tournament.finished_ms());
  return document;
}

json text_or_null(const std::string& text) {
  return text.empty() ? json(nullptr) : json(text);
}

json arena_games(const ArenaPlay& arena) {
  json games = json::array();
  for (const ArenaPlayGame& game : arena.games()) {
    const bool ended = game.first_result.has_value();
    games.push_back(
        {{"round", nullptr},
         {"players", {game.first, game.second}},
         {"room", text_or_null(game.room.room_id)},
         {"code", text_or_null(game.room.code)},
         {"match", text_or_null(game.room.match_id)},
         {"result", ended ? json(result_text(*game.first_result)) : json(nullptr)},
         {"reason", ended ? text_or_null(game.room.reason) : json(nullptr)},
         {"points", ended ? json{game.first_points, game.second_points} : json(nullptr)}});
  }
  return games;
}

json arena_document(const Tournament& tournament, json players) {
  json document = document_head(tournament);
  const ArenaPlay* arena = tournament.arena();
  if (arena) {
    for (int i = 0; i < static_cast<int>(players.size()); ++i) {
      const ArenaPlayer* player = arena->player(i);
      if (!player) break;
      json& shown = players[static_cast<std::size_t>(i)];
      shown["score"] = player->score;
      shown["fire"] = player->on_fire();
      shown["present"] = player->present;
      shown["playing"] = player->playing();
    }
    document["players"] = std::move(players);
    document["standings"] = arena->standings();
    document["games"] = arena_games(*arena);
    return document;
  }
  // Before the start: everyone present, nobody playing, in the order they joined.
  json standings = json::array();
  for (std::size_t i = 0; i < players.size(); ++i) {
    players[i]["score"] = 0;
    players[i]["fire"] = false;
    players[i]["present"] = true;
    players[i]["playing"] = false;
    standings.push_back(i);
  }
  document["players"] = std::move(players);
  document["standings"] = std::move(standings);
  document["games"] = json::array();
  return document;
}

json document_json(const Tournament& tournament) {
  const RoundRobin* pairings = tournament.pairings();
  const std::vector<TournamentPlayer>& entrants = tournament.players();
  if (tournament.is_arena()) {
    json players = json::array();
    for (const TournamentPlayer& player : entrants) {
      players.push_back({{"id", player.public_id},
                         {"name", player.name},
                         {"rating", static_cast<int>(std::lround(player.rating))}});
    }
    return arena_document(tournament, std::move(players));
  }
  const auto count = static_cast<int>(entrants.size());
  json players = json::array();
  for (int i = 0; i < count; ++i) {
    const TournamentPlayer& player = entrants[static_cast<std::size_t>(i)];
    players.push_back({{"id", player.public_id},
                       {"name", player.name},
                       {"points", pairings ? pairings->points(i) : 0.0},
                       {"sonneborn_berger", pairings ? pairings->sonneborn_berger(i) : 0.0}});
  }
  json standings = json::array();
  if (pairings) {
    for (int seed : pairings->standings())
      standings.push_back(seed);
  } else {
    for (int i = 0; i < count; ++i)
      standings.push_back(i);
  }
  json crosstable = json::array();
  for (int i = 0; i < count; ++i) {
    json row = json::array();
    for (int j = 0; j < count; ++j) {
      const auto cell = pairings && i != j ? pairings->cell(i, j) : std::nullopt;
      row.push_back(cell ? json(*cell) : json(nullptr));
    }
    crosstable.push_back(std::move(row));
  }
  json games = json::array();
  if (pairings) {
    const auto& all = pairings->games();
    for (std::size_t i = 0; i < all.size(); ++i) {
      const TournamentGameRoom& room = tournament.room(static_cast<int>(i));
      games.push_back(
          {{"round", all[i].round},
           {"players", {all[i].first, all[i].second}},
           {"room", text_or_null(room.room_id)},
           {"code", text_or_null(room.code)},
           {"match", text_or_null(room.match_id)},
           {"result",
            all[i].first_result ? json(result_text(*all[i].first_result)) : json(nullptr)},
           {"reason", all[i].first_result ? text_or_null(room.reason) : json(nullptr)}});
    }
  }
  const int round = tournament.current_round();
  json document = document_head(tournament);
  document["rounds"] = pairings ? pairings->rounds() : 0;
  document["round"] = round >= 0 && tournament.status() == Tournament::Status::playing
                          ? json(round)
                          : json(nullptr);
  document["players"] = std::move(players);
  document["standings"] = std::move(standings);
  document["crosstable"] = std::move(crosstable);
  document["games"] = std::move(games);
  return document;
}

json summary_json(const Tournament& tournament) {
  const TournamentSettings& settings = tournament.settings();
  const ArenaPlay* arena = tournament.arena();
  const rules::Game* game = rules::find_game(settings.game);
  json line = {
      {"id", tournament.id()},
      {"code", tournament.code()},
      {"name", settings.name},
      {"format", tournament.is_arena() ? "arena" : "round_robin"},
      {"game", settings.game},
      {"game_name", game ? game->info().name : settings.game},
      {"clock", clock_json(settings)},
      {"days_per_move", settings.days_per_move > 0 ? json(settings.days_per_move) : json()},
      {"status", status_word(tournament.status())},
      {"players", tournament.players().size()},
      {"max_players", settings.max_players},
      {"created_ms", tournament.created_ms()}};
  if (tournament.is_arena()) {
    line["minutes"] = settings.minutes;
    line["ends_ms"] = arena ? json(arena->ends_ms()) : json(nullptr);
  }
  return line;
}

}  // namespace

std::string tournament_document(const Tournament& tournament) {
  return document_json(tournament).dump();
}

std::string tournament_patch(const std::string& before, const std::string& after) {
  const json shown = before.empty() ? json::object() : json::parse(before);
  return json::diff(shown, json::parse(after)).dump();
}

std::string tournament_list(const std::vector<const Tournament*>& listed) {
  json list = json::array();
  for (const Tournament* tournament : listed)
    list.push_back(summary_json(*tournament));
  return json{{"tournaments", std::move(list)}}.dump();
}

std::string tournament_reply(const std::string& document, std::int64_t version) {
  return json{{"version", version}, {"tournament", json::parse(document)}}.dump();
}

std::string tournament_patch_frame(const std::string& code, std::int64_t base, std::int64_t version,
                                   const std::string& patch) {
  return json{{"type", "tournament.patch"},
              {"code", code},
              {"base", base},
              {"version", version},
              {"patch", json::parse(patch)}}
      .dump();
}

}  // namespace rockpool::server
