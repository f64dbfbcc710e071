#include "server/tournament/tournament.hpp"

#include <algorithm>

#include "protocol/error_codes.hpp"
#include "rules/core/registry.hpp"

namespace rockpool::server {

namespace {

using nlohmann::json;

const char* result_text(GameResult first_result) {
  return first_result == GameResult::win    ? "1-0"
         : first_result == GameResult::loss ? "0-1"
                                            : "1/2-1/2";
}

const char* result_word(GameResult result) {
  return result == GameResult::win ? "win" : result == GameResult::loss ? "loss" : "draw";
}

std::optional<GameResult> result_of_word(const std::string& word) {
  if (word == "win") return GameResult::win;
  if (word == "loss") return GameResult::loss;
  if (word == "draw") return GameResult::draw;
  return std::nullopt;
}

json nullable_ms(std::int64_t ms) {
  return ms > 0 ? json(ms) : json(nullptr);
}

json settings_json(const TournamentSettings& settings) {
  return {{"name", settings.name},
          {"game", settings.game},
          {"options", settings.options_json},
          {"clock_initial_ms", settings.clock_initial_ms},
          {"clock_increment_ms", settings.clock_increment_ms},
          {"days_per_move", settings.days_per_move},
          {"max_players", settings.max_players}};
}

json clock_json(const TournamentSettings& settings) {
  if (settings.clock_initial_ms < 0) return nullptr;
  return {{"initial_ms", settings.clock_initial_ms}, {"increment_ms", settings.clock_increment_ms}};
}

}  // namespace

bool TournamentPlayer::same_player(const TournamentPlayer& other) const {
  if (!account_id.empty() || !other.account_id.empty()) return account_id == other.account_id;
  return public_id == other.public_id;
}

const char* status_word(Tournament::Status status) {
  switch (status) {
    case Tournament::Status::open:
      return "open";
    case Tournament::Status::playing:
      return "playing";
    case Tournament::Status::finished:
      return "finished";
    case Tournament::Status::cancelled:
      return "cancelled";
  }
  return "open";
}

Tournament::Tournament(std::string id, std::string code, TournamentSettings settings,
                       TournamentPlayer host, std::int64_t created_ms)
    : id_(std::move(id)),
      code_(std::move(code)),
      settings_(std::move(settings)),
      created_ms_(created_ms) {
  players_.push_back(std::move(host));
}

bool Tournament::has_player(const TournamentPlayer& player) const {
  return std::any_of(players_.begin(), players_.end(),
                     [&](const TournamentPlayer& p) { return p.same_player(player); });
}

std::optional<rules::Error> Tournament::join(TournamentPlayer player) {
  namespace code = protocol::code;
  if (status_ == Status::playing) {
    return rules::Error{code::kTournamentStarted, "the tournament has begun: watch it"};
  }
  if (over()) return rules::Error{code::kTournamentFinished, "the tournament has ended"};
  if (has_player(player)) {
    return rules::Error{code::kTournamentJoined, "you play in this tournament already"};
  }
  if (static_cast<int>(players_.size()) >= settings_.max_players) {
    return rules::Error{code::kTournamentFull, "the tournament has all the players it takes"};
  }
  players_.push_back(std::move(player));
  return std::nullopt;
}

std::optional<rules::Error> Tournament::leave(const TournamentPlayer& player) {
  namespace code = protocol::code;
  if (!has_player(player)) {
    return rules::Error{code::kTournamentNotPlayer, "you do not play in this tournament"};
  }
  if (status_ == Status::cancelled) {
    return rules::Error{code::kTournamentFinished, "the tournament was cancelled"};
  }
  if (status_ != Status::open) {
    return rules::Error{code::kTournamentStarted, "the tournament has begun: its games go on"};
  }
  if (is_host(player)) {
    return rules::Error{code::kTournamentHostStays, "the host plays in their own tournament"};
  }
  std::erase_if(players_, [&](const TournamentPlayer& p) { return p.same_player(player); });
  return std::nullopt;
}

std::optional<rules::Error> Tournament::refuse_unless_open_host(const TournamentPlayer& by,
                                                                const std::string& verb) const {
  namespace code = protocol::code;
  if (!is_host(by)) return rules::Error{code::kTournamentNotHost, "only the host " + verb + " it"};
  if (status_ == Status::playing) {
    return rules::Error{code::kTournamentStarted, "the tournament has begun: its games go on"};
  }
  if (over()) return rules::Error{code::kTournamentFinished, "the tournament has ended"};
  return std::nullopt;
}

std::optional<rules::Error> Tournament::start(const TournamentPlayer& by, std::int64_t now_ms) {
  namespace code = protocol::code;
  if (auto refusal = refuse_unless_open_host(by, "starts")) return refusal;
  std::vector<std::string> seeds;
  for (const TournamentPlayer& player : players_)
    seeds.push_back(player.public_id);
  pairings_ = RoundRobin::create(std::move(seeds));
  if (!pairings_) {
    return rules::Error{code::kTournamentTooFew, "a round robin needs 3 players"};
  }
  rooms_.assign(pairings_->games().size(), {});
  status_ = Status::playing;
  started_ms_ = now_ms;
  return std::nullopt;
}

std::optional<rules::Error> Tournament::cancel(const TournamentPlayer& by, std::int64_t now_ms) {
  if (auto refusal = refuse_unless_open_host(by, "cancels")) return refusal;
  status_ = Status::cancelled;
  finished_ms_ = now_ms;
  return std::nullopt;
}

int Tournament::current_round() const {
  if (!pairings_) return -1;
  int round = -1;
  for (const RoundRobinGame& game : pairings_->games()) {
    if (!game.first_result && (round < 0 || game.round < round)) round = game.round;
  }
  return round;
}

std::vector<int> Tournament::games_to_open() const {
  std::vector<int> games;
  if (status_ != Status::playing) return games;
  const int round = current_round();
  const auto& all = pairings_->games();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (!rooms_[i].room_id.empty() || all[i].first_result) continue;
    if (live() && all[i].round != round) continue;
    games.push_back(static_cast<int>(i));
  }
  return games;
}

void Tournament::set_room(int game, TournamentGameRoom room) {
  rooms_.at(static_cast<std::size_t>(game)) = std::move(room);
}

const TournamentGameRoom& Tournament::room(int game) const {
  return rooms_.at(static_cast<std::size_t>(game));
}

bool Tournament::record(int game, GameResult first_result, std::string reason,
                        std::int64_t now_ms) {
  if (!pairings_ || !pairings_->record(static_cast<std::size_t>(game), first_result)) return false;
  rooms_[static_cast<std::size_t>(game)].reason = std::move(reason);
  if (pairings_->complete()) {
    status_ = Status::finished;
    finished_ms_ = now_ms;
  }
  return true;
}

json Tournament::document() const {
  const auto count = static_cast<int>(players_.size());
  json players = json::array();
  for (int i = 0; i < count; ++i) {
    const TournamentPlayer& player = players_[static_cast<std::size_t>(i)];
    players.push_back({{"id", player.public_id},
                       {"name", player.name},
                       {"points", pairings_ ? pairings_->points(i) : 0.0},
                       {"sonneborn_berger", pairings_ ? pairings_->sonneborn_berger(i) : 0.0}});
  }
  json standings = json::array();
  if (pairings_) {
    for (int seed : pairings_->standings())
      standings.push_back(seed);
  } else {
    for (int i = 0; i < count; ++i)
      standings.push_back(i);
  }
  json crosstable = json::array();
  for (int i = 0; i < count; ++i) {
    json row = json::array();
    for (int j = 0; j < count; ++j) {
      const auto cell = pairings_ && i != j ? pairings_->cell(i, j) : std::nullopt;
      row.push_back(cell ? json(*cell) : json(nullptr));
    }
    crosstable.push_back(std::move(row));
  }
  json games = json::array();
  if (pairings_) {
    const auto& all = pairings_->games();
    for (std::size_t i = 0; i < all.size(); ++i) {
      const TournamentGameRoom& room = rooms_[i];
      auto text_or_null = [](const std::string& text) {
        return text.empty() ? json(nullptr) : json(text);
      };
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
  const int round = current_round();
  json document = summary();
  document["options"] = json::parse(settings_.options_json, nullptr, false);
  document["public"] = settings_.is_public;
  document["host"] = host().public_id;
  document["started_ms"] = nullable_ms(started_ms_);
  document["finished_ms"] = nullable_ms(finished_ms_);
  document["rounds"] = pairings_ ? pairings_->rounds() : 0;
  document["round"] = round >= 0 && status_ == Status::playing ? json(round) : json(nullptr);
  document["players"] = std::move(players);
  document["standings"] = std::move(standings);
  document["crosstable"] = std::move(crosstable);
  document["games"] = std::move(games);
  return document;
}

json Tournament::summary() const {
  const rules::Game* game = rules::find_game(settings_.game);
  return {{"id", id_},
          {"code", code_},
          {"name", settings_.name},
          {"format", "round_robin"},
          {"game", settings_.game},
          {"game_name", game ? game->info().name : settings_.game},
          {"clock", clock_json(settings_)},
          {"days_per_move", settings_.days_per_move > 0 ? json(settings_.days_per_move) : json()},
          {"status", status_word(status_)},
          {"players", players_.size()},
          {"max_players", settings_.max_players},
          {"created_ms", created_ms_}};
}

TournamentRecord Tournament::record() const {
  json players = json::array();
  for (const TournamentPlayer& player : players_) {
    players.push_back({{"token", player.token},
                       {"id", player.public_id},
                       {"name", player.name},
                       {"account", player.account_id}});
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
  const json state = {{"settings", settings_json(settings_)},
                      {"status", status_word(status_)},
                      {"started_ms", started_ms_},
                      {"finished_ms", finished_ms_},
                      {"players", std::move(players)},
                      {"games", std::move(games)}};
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
                                s.at("max_players").get<int>()};
    std::vector<TournamentPlayer> players;
    for (const json& p : state.at("players")) {
      players.push_back({p.at("token").get<std::string>(), p.at("id").get<std::string>(),
                         p.at("name").get<std::string>(), p.at("account").get<std::string>()});
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
