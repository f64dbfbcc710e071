#include "server/history.hpp"

#include "protocol/game_json.hpp"
#include "rules/core/registry.hpp"

namespace rockpool::server {

namespace {

using nlohmann::json;

json players_json(const MatchStartRecord& start) {
  json players = json::array();
  for (const auto& seat : start.seats) {
    players.push_back({{"name", seat.name}, {"id", seat.public_id}, {"bot", seat.bot}});
  }
  return players;
}

json result_json(const std::optional<MatchEndRecord>& end) {
  if (!end) return {{"state", "playing"}, {"winner", nullptr}, {"reason", nullptr}};
  return {{"state", end->state},
          {"winner", end->state == "won" ? json(end->winner) : json()},
          {"reason", end->reason.empty() ? json() : json(end->reason)}};
}

json header_json(const MatchStartRecord& start, const std::optional<MatchEndRecord>& end) {
  const rules::Game* game = rules::find_game(start.game);
  json header = {{"id", start.id},
                 {"room", start.room_id},
                 {"game", start.game},
                 {"game_name", game ? game->info().name : start.game},
                 {"seat_names", game ? json(game->info().seat_names) : json::array()},
                 {"options", json::parse(start.options_json, nullptr, false)},
                 {"players", players_json(start)},
                 {"result", result_json(end)},
                 {"started_ms", start.started_ms},
                 {"ended_ms", end ? json(end->ended_ms) : json()}};
  if (start.clock_initial_ms >= 0) {
    header["clock"] = {{"initial_ms", start.clock_initial_ms},
                       {"increment_ms", start.clock_increment_ms}};
  } else {
    header["clock"] = nullptr;
  }
  return header;
}

}  // namespace

json match_summary_json(const MatchSummary& summary) {
  json out = header_json(summary.start, summary.end);
  out["plies"] = summary.plies;
  return out;
}

json match_json(const StoredMatch& match) {
  json out = header_json(match.start, match.end);
  json moves = json::array();
  for (const auto& action : match.actions) {
    moves.push_back({{"ply", action.ply},
                     {"seat", action.seat},
                     {"action", action.notation},
                     {"at_ms", action.at_ms}});
  }
  out["plies"] = match.actions.size();
  out["moves"] = std::move(moves);
  return out;
}

protocol::MatchRecord match_record(const StoredMatch& match) {
  protocol::MatchRecord record;
  record.header = {{"Rockpool-Match", match.start.id},
                   {"Game", match.start.game},
                   {"Options", match.start.options_json},
                   {"Seat-0", match.start.seats[0].name},
                   {"Seat-1", match.start.seats[1].name},
                   {"Started", protocol::iso_time(match.start.started_ms)}};
  if (match.end) {
    record.header.emplace_back("Ended", protocol::iso_time(match.end->ended_ms));
    std::string result = match.end->state;
    if (match.end->state == "won") result += " " + std::to_string(match.end->winner);
    if (!match.end->reason.empty()) result += " " + match.end->reason;
    record.header.emplace_back("Result", result);
  }
  for (const auto& action : match.actions)
    record.actions.emplace_back(action.seat, action.notation);
  return record;
}

std::optional<json> position_json(const StoredMatch& match, int ply) {
  const rules::Game* game = rules::find_game(match.start.game);
  if (!game || ply < 0 || ply > static_cast<int>(match.actions.size())) return std::nullopt;
  std::vector<rules::RawOption> raw;
  protocol::raw_options_from_json(json::parse(match.start.options_json, nullptr, false), raw);
  auto started = rules::start_match(*game, raw);
  if (started.error) return std::nullopt;
  rules::State& state = *started.state;
  json moves = json::array();
  json last = nullptr;
  for (int i = 0; i < ply; ++i) {
    const auto& action = match.actions[static_cast<std::size_t>(i)];
    auto parsed = state.parse(action.seat, action.notation);
    if (!std::holds_alternative<rules::Action>(parsed)) return std::nullopt;
    std::string targets;
    rules::JsonText writer(targets);
    state.write_targets(std::get<rules::Action>(parsed), writer);
    if (auto error = state.play(action.seat, action.notation)) return std::nullopt;
    last = json::parse(targets);
    moves.push_back({{"seat", action.seat}, {"action", action.notation}});
  }
  rules::View board;
  state.write_view(rules::kSpectator, board);
  board.finish();
  json view = json::parse(board.json());
  const bool final = ply == static_cast<int>(match.actions.size());
  json to_move = json::array();
  const rules::SeatSet deciders = state.deciders();
  for (int seat = 0; seat < 2; ++seat) {
    if (deciders.contains(seat)) to_move.push_back(seat);
  }
  json players = json::object();
  for (int seat = 0; seat < 2; ++seat) {
    players[std::to_string(seat)] = {{"name", match.start.seats[seat].name},
                                     {"id", match.start.seats[seat].public_id},
                                     {"bot", match.start.seats[seat].bot},
                                     {"connected", true}};
  }
  view["match"] = {{"id", match.start.id},
                   {"game", game->info().id},
                   {"game_name", game->info().name},
                   {"options", json::parse(match.start.options_json, nullptr, false)},
                   {"seat_names", game->info().seat_names}};
  view["you"] = nullptr;
  view["players"] = std::move(players);
  view["status"] = final ? result_json(match.end) : result_json(std::nullopt);
  view["to_move"] = final && match.end ? json::array() : to_move;
  view["decide"] = false;
  view["ply"] = ply;
  view["last"] = last;
  view["moves"] = std::move(moves);
  view["legal"] = json::object();
  view["clock"] = nullptr;
  view["draw_offer"] = nullptr;
  view["rematch"] = {false, false};
  view["may_claim"] = nullptr;
  return json{{"match", match.start.id},
              {"ply", ply},
              {"plies", match.actions.size()},
              {"view", std::move(view)}};
}

}  // namespace rockpool::server
