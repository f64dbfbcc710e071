// A tournament as the store's record: its settings, players, games and (an Arena's) play, as the
// JSON text of the record's state, and read back from it at start.

#include <nlohmann/json.hpp>

#include "server/tournament/tournament.hpp"

namespace rockpool::server {

namespace {

using nlohmann::json;

bool is_arena(const TournamentSettings& settings) {
  return settings.format == TournamentFormat::arena;
}

json settings_json(const TournamentSettings& settings) {
  return {{"format", is_arena(settings) ? "arena" : "round_robin"},
          {"minutes", settings.minutes},
          {"name", settings.name},
          {"game", settings.game},
          {"options", settings.options_json},
          {"clock_initial_ms", settings.clock_initial_ms},
          {"clock_increment_ms", settings.clock_increment_ms},
          {"days_per_move", settings.days_per_move},
          {"max_players", settings.max_players}};
}

json arena_state(const ArenaPlay& play) {
  json games = json::array();
  for (const ArenaPlayGame& game : play.games()) {
    games.push_back(
        {{"first", game.first},
         {"second", game.second},
         {"room", game.room.room_id},
         {"code", game.room.code},
         {"match", game.room.match_id},
         {"reason", game.room.reason},
         {"result", game.first_result ? json(result_word(*game.first_result)) : json(nullptr)}});
  }
  json present = json::array();
  for (bool p : play.presence())
    present.push_back(p);
  return {
      {"ends_ms", play.ends_ms()}, {"present", std::move(present)}, {"games", std::move(games)}};
}

// The Arena's state read back, with the players' latest ratings; nothing if it does not hold
// together. Throws json::exception where a member is missing or of another type.
std::optional<ArenaPlay> arena_from_state(const json& state, std::int64_t starts_ms,
                                          const std::vector<double>& ratings) {
  const json& present = state.at("present");
  if (!present.is_array() || present.size() != ratings.size()) return std::nullopt;
  ArenaPlay play(starts_ms, state.at("ends_ms").get<std::int64_t>(), ratings);
  // The pairings again in their order, each result counted before its players' next game: the
  // same sheets, scores and streaks as when they were played.
  for (const json& g : state.at("games")) {
    if (!play.replay_pairing(g.at("first").get<int>(), g.at("second").get<int>(),
                             {g.at("room").get<std::string>(), g.at("code").get<std::string>(),
                              g.at("match").get<std::string>(), ""})) {
      return std::nullopt;
    }
    if (g.at("result").is_string()) {
      const auto result = result_of_word(g.at("result").get<std::string>());
      if (!result) return std::nullopt;
      play.record(static_cast<int>(play.games().size()) - 1, *result,
                  g.at("reason").get<std::string>(), starts_ms);
    }
  }
  for (std::size_t i = 0; i < present.size(); ++i) {
    if (!present[i].get<bool>()) play.leave(static_cast<int>(i));
  }
  return play;
}

}  // namespace

TournamentRecord Tournament::record() const {
  json players = json::array();
  for (const TournamentPlayer& player : players_) {
    players.push_back({{"token", player.token},
                       {"id", player.public_id},
                       {"name", player.name},
                       {"account", player.account_id},
                       {"rating", player.rating}});
  }
  json games = json::array();
  for (std::size_t i = 0; pairings_ && i < rooms_.size(); ++i) {
    const auto& result = pairings_->games()[i].first_result;
    games.push_back({{"room", rooms_[i].room_id},
                     {"code", rooms_[i].code},
                     {"match", rooms_[i].match_id},
                     {"reason", rooms_[i].reason},
                     {"result", result ? json(result_word(*result)) : json(nullptr)}});
  }
  json state = {{"settings", settings_json(settings_)},
                {"status", status_word(status_)},
                {"started_ms", started_ms_},
                {"finished_ms", finished_ms_},
                {"players", std::move(players)},
                {"games", std::move(games)}};
  if (arena_) state["arena"] = arena_state(*arena_);
  return {id_, code_, settings_.is_public, over(), host().token, created_ms_, state.dump()};
}

std::optional<Tournament> Tournament::from_record(const TournamentRecord& record) {
  const json state = json::parse(record.state_json, nullptr, false);
  if (!state.is_object()) return std::nullopt;
  try {
    const json& s = state.at("settings");
    TournamentSettings settings{s.at("name").get<std::string>(),
                                s.at("game").get<std::string>(),
                                s.at("options").get<std::string>(),
                                s.at("clock_initial_ms").get<std::int64_t>(),
                                s.at("clock_increment_ms").get<std::int64_t>(),
                                s.at("days_per_move").get<int>(),
                                record.is_public,
                                s.at("max_players").get<int>(),
                                s.value("format", "round_robin") == "arena"
                                    ? TournamentFormat::arena
                                    : TournamentFormat::round_robin,
                                s.value("minutes", 0)};
    std::vector<TournamentPlayer> players;
    for (const json& p : state.at("players")) {
      players.push_back({p.at("token").get<std::string>(), p.at("id").get<std::string>(),
                         p.at("name").get<std::string>(), p.at("account").get<std::string>(),
                         p.value("rating", kNewPlayerRating)});
    }
    if (players.empty()) return std::nullopt;
    Tournament tournament(record.id, record.code, std::move(settings), players.front(),
                          record.created_ms);
    tournament.players_ = std::move(players);
    const std::string status = state.at("status").get<std::string>();
    if (status == "open") return tournament;
    if (status == "cancelled") {
      tournament.status_ = Status::cancelled;
      tournament.finished_ms_ = state.at("finished_ms").get<std::int64_t>();
      return tournament;
    }
    if (tournament.is_arena()) {
      tournament.started_ms_ = state.at("started_ms").get<std::int64_t>();
      tournament.arena_ =
          arena_from_state(state.at("arena"), tournament.started_ms_, tournament.ratings());
      if (!tournament.arena_) return std::nullopt;
      tournament.status_ = status == "finished" ? Status::finished : Status::playing;
      tournament.finished_ms_ = state.at("finished_ms").get<std::int64_t>();
      return tournament;
    }
    if (tournament.start(tournament.host(), state.at("started_ms").get<std::int64_t>())) {
      return std::nullopt;
    }
    const json& games = state.at("games");
    if (games.size() != tournament.rooms_.size()) return std::nullopt;
    for (std::size_t i = 0; i < games.size(); ++i) {
      const json& g = games[i];
      tournament.rooms_[i] = {g.at("room").get<std::string>(), g.at("code").get<std::string>(),
                              g.at("match").get<std::string>(), g.at("reason").get<std::string>()};
      if (g.at("result").is_string()) {
        const auto result = result_of_word(g.at("result").get<std::string>());
        if (!result) return std::nullopt;
        tournament.pairings_->record(i, *result);
      }
    }
    if (tournament.pairings_->complete()) {
      tournament.status_ = Status::finished;
      tournament.finished_ms_ = state.at("finished_ms").get<std::int64_t>();
    }
    return tournament;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

}  // namespace rockpool::server
