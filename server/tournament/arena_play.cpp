#include "server/tournament/arena_play.hpp"

#include <string>

namespace rockpool::server {

namespace {

using nlohmann::json;

std::string id_of(int player) {
  return std::to_string(player);
}

json text_or_null(const std::string& text) {
  return text.empty() ? json(nullptr) : json(text);
}

}  // namespace

ArenaPlay::ArenaPlay(std::int64_t starts_ms, std::int64_t ends_ms,
                     const std::vector<double>& ratings)
    : ends_ms_(ends_ms), arena_(starts_ms, ends_ms) {
  for (std::size_t i = 0; i < ratings.size(); ++i)
    join(static_cast<int>(i), ratings[i], starts_ms);
}

ArenaJoin ArenaPlay::join(int player, double rating, std::int64_t now_ms) {
  if (player < 0 || player > players_) return ArenaJoin::already_in;
  const ArenaJoin joined = arena_.join(id_of(player), id_of(player), rating, now_ms);
  if (joined == ArenaJoin::joined) {
    ++players_;
    present_.push_back(true);
  } else if (joined == ArenaJoin::returned) {
    present_[static_cast<std::size_t>(player)] = true;
  }
  return joined;
}

bool ArenaPlay::leave(int player) {
  if (!arena_.leave(id_of(player))) return false;
  present_[static_cast<std::size_t>(player)] = false;
  return true;
}

bool ArenaPlay::present(int player) const {
  return player >= 0 && player < players_ && present_[static_cast<std::size_t>(player)];
}

bool ArenaPlay::pair(std::int64_t now_ms) {
  const auto pairings = arena_.pair(now_ms);
  for (const ArenaPairing& pairing : pairings) {
    ArenaPlayGame& game = games_.emplace_back();
    game.first = std::stoi(pairing.first);
    game.second = std::stoi(pairing.second);
  }
  return !pairings.empty();
}

bool ArenaPlay::record(int game, GameResult first_result, std::string reason, std::int64_t now_ms) {
  if (game < 0 || game >= static_cast<int>(games_.size())) return false;
  ArenaPlayGame& entry = games_[static_cast<std::size_t>(game)];
  if (entry.first_result ||
      !arena_.record({id_of(entry.first), id_of(entry.second)}, first_result, now_ms)) {
    return false;
  }
  entry.first_result = first_result;
  entry.room.reason = std::move(reason);
  entry.first_points = arena_.find(id_of(entry.first))->sheet.back().points;
  entry.second_points = arena_.find(id_of(entry.second))->sheet.back().points;
  return true;
}

void ArenaPlay::set_room(int game, TournamentGameRoom room) {
  games_.at(static_cast<std::size_t>(game)).room = std::move(room);
}

json ArenaPlay::players_json(json players) const {
  for (int i = 0; i < players_ && i < static_cast<int>(players.size()); ++i) {
    const ArenaPlayer* player = arena_.find(id_of(i));
    json& shown = players[static_cast<std::size_t>(i)];
    shown["score"] = player->score;
    shown["fire"] = player->on_fire();
    shown["present"] = player->present;
    shown["playing"] = player->playing();
  }
  return players;
}

json ArenaPlay::standings_json() const {
  json standings = json::array();
  for (const ArenaPlayer* player : arena_.standings())
    standings.push_back(std::stoi(player->id));
  return standings;
}

json ArenaPlay::games_json() const {
  json games = json::array();
  for (const ArenaPlayGame& game : games_) {
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

json ArenaPlay::state() const {
  json games = json::array();
  for (const ArenaPlayGame& game : games_) {
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
  for (bool p : present_)
    present.push_back(p);
  return {{"ends_ms", ends_ms_}, {"present", std::move(present)}, {"games", std::move(games)}};
}

std::optional<ArenaPlay> ArenaPlay::from_state(const json& state, std::int64_t starts_ms,
                                               const std::vector<double>& ratings) {
  try {
    const json& present = state.at("present");
    if (!present.is_array() || present.size() != ratings.size()) return std::nullopt;
    ArenaPlay play(starts_ms, state.at("ends_ms").get<std::int64_t>(), ratings);
    // The pairings again in their order, each result counted before its players' next game: the
    // same sheets, scores and streaks as when they were played.
    for (const json& g : state.at("games")) {
      const int first = g.at("first").get<int>();
      const int second = g.at("second").get<int>();
      if (!play.arena_.begin({id_of(first), id_of(second)})) return std::nullopt;
      ArenaPlayGame& game = play.games_.emplace_back();
      game.first = first;
      game.second = second;
      game.room = {g.at("room").get<std::string>(), g.at("code").get<std::string>(),
                   g.at("match").get<std::string>(), ""};
      if (g.at("result").is_string()) {
        const auto result = result_of_word(g.at("result").get<std::string>());
        if (!result) return std::nullopt;
        play.record(static_cast<int>(play.games_.size()) - 1, *result,
                    g.at("reason").get<std::string>(), starts_ms);
      }
    }
    for (std::size_t i = 0; i < present.size(); ++i) {
      if (!present[i].get<bool>()) play.leave(static_cast<int>(i));
    }
    return play;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

}  // namespace rockpool::server
