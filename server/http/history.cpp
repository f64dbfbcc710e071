#include "server/http/history.hpp"

#include <nlohmann/json.hpp>

#include "protocol/game_json.hpp"
#include "rules/registry/registry.hpp"

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
  header["days_per_move"] = start.days_per_move;
  return header;
}

json match_summary_json(const MatchSummary& summary) {
  json out = header_json(summary.start, summary.end);
  out["plies"] = summary.plies;
  return out;
}

}  // namespace

std::string match_list_json(const std::vector<MatchSummary>& summaries, int limit) {
  json matches = json::array();
  for (const auto& summary : summaries)
    matches.push_back(match_summary_json(summary));
  const bool more = !summaries.empty() && static_cast<int>(summaries.size()) == limit;
  return json{{"matches", std::move(matches)},
              {"next_before", more ? json(summaries.back().end.ended_ms) : json()}}
      .dump();
}

std::string match_json(const StoredMatch& match) {
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
  return out.dump();
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

}  // namespace rockpool::server
