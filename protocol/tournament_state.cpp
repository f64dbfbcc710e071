#include "protocol/tournament_state.hpp"

#include <nlohmann/json.hpp>

namespace rockpool::protocol {

namespace {

using nlohmann::json;

json settings_json(const StoredTournament& t) {
  return {{"format", t.arena ? "arena" : "round_robin"},
          {"minutes", t.minutes},
          {"name", t.name},
          {"game", t.game},
          {"options", t.options_json},
          {"clock_initial_ms", t.clock_initial_ms},
          {"clock_increment_ms", t.clock_increment_ms},
          {"days_per_move", t.days_per_move},
          {"max_players", t.max_players}};
}

// A game's room and result.
json stored_game_json(const StoredTournamentGame& game) {
  return {{"room", game.room},
          {"code", game.code},
          {"match", game.match},
          {"reason", game.reason},
          {"result", game.result.empty() ? json(nullptr) : json(game.result)}};
}

json arena_json(const StoredArena& arena) {
  json games = json::array();
  for (const StoredTournamentGame& game : arena.games) {
    json& shown = games.emplace_back(stored_game_json(game));
    shown["first"] = game.first;
    shown["second"] = game.second;
  }
  json present = json::array();
  for (bool p : arena.present)
    present.push_back(p);
  return {{"ends_ms", arena.ends_ms}, {"present", std::move(present)}, {"games", std::move(games)}};
}

// A game's room and result; throws json::exception where a member is missing or of another type.
StoredTournamentGame game_of(const json& g) {
  return {.first = 0,
          .second = 0,
          .room = g.at("room").get<std::string>(),
          .code = g.at("code").get<std::string>(),
          .match = g.at("match").get<std::string>(),
          .reason = g.at("reason").get<std::string>(),
          .result = g.at("result").is_string() ? g.at("result").get<std::string>() : ""};
}

StoredArena arena_of(const json& a) {
  StoredArena arena{.ends_ms = a.at("ends_ms").get<std::int64_t>()};
  for (const json& p : a.at("present"))
    arena.present.push_back(p.get<bool>());
  for (const json& g : a.at("games")) {
    StoredTournamentGame& game = arena.games.emplace_back(game_of(g));
    game.first = g.at("first").get<int>();
    game.second = g.at("second").get<int>();
  }
  return arena;
}

}  // namespace

std::string tournament_state_json(const StoredTournament& tournament) {
  json players = json::array();
  for (const StoredTournamentPlayer& player : tournament.players) {
    players.push_back({{"token", player.token},
                       {"id", player.id},
                       {"name", player.name},
                       {"account", player.account},
                       {"rating", player.rating ? json(*player.rating) : json(nullptr)}});
  }
  json games = json::array();
  for (const StoredTournamentGame& game : tournament.games)
    games.push_back(stored_game_json(game));
  json state = {{"settings", settings_json(tournament)}, {"status", tournament.status},
                {"started_ms", tournament.started_ms},   {"finished_ms", tournament.finished_ms},
                {"players", std::move(players)},         {"games", std::move(games)}};
  if (tournament.arena_play) state["arena"] = arena_json(*tournament.arena_play);
  return state.dump();
}

std::optional<StoredTournament> read_tournament_state(std::string_view text) {
  const json state = json::parse(text, nullptr, false);
  if (!state.is_object()) return std::nullopt;
  try {
    const json& s = state.at("settings");
    StoredTournament t{.arena = s.value("format", "round_robin") == "arena",
                       .minutes = s.value("minutes", 0),
                       .name = s.at("name").get<std::string>(),
                       .game = s.at("game").get<std::string>(),
                       .options_json = s.at("options").get<std::string>(),
                       .clock_initial_ms = s.at("clock_initial_ms").get<std::int64_t>(),
                       .clock_increment_ms = s.at("clock_increment_ms").get<std::int64_t>(),
                       .days_per_move = s.at("days_per_move").get<int>(),
                       .max_players = s.at("max_players").get<int>(),
                       .status = state.at("status").get<std::string>(),
                       .started_ms = state.at("started_ms").get<std::int64_t>(),
                       .finished_ms = state.at("finished_ms").get<std::int64_t>()};
    for (const json& p : state.at("players")) {
      const auto rating = p.find("rating");
      t.players.push_back({.token = p.at("token").get<std::string>(),
                           .id = p.at("id").get<std::string>(),
                           .name = p.at("name").get<std::string>(),
                           .account = p.at("account").get<std::string>(),
                           .rating = rating != p.end() && rating->is_number()
                                         ? std::optional(rating->get<double>())
                                         : std::nullopt});
    }
    for (const json& g : state.at("games"))
      t.games.push_back(game_of(g));
    if (state.contains("arena")) t.arena_play = arena_of(state.at("arena"));
    return t;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

}  // namespace rockpool::protocol
