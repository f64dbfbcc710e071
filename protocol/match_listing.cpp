#include "protocol/match_listing.hpp"

#include <nlohmann/json.hpp>

#include "rules/registry/registry.hpp"

namespace rockpool::protocol {

namespace {

using nlohmann::json;

json players_json(const std::array<PlayerCard, 2>& players) {
  json out = json::array();
  for (const auto& player : players)
    out.push_back({{"name", player.name}, {"id", player.public_id}, {"bot", player.bot}});
  return out;
}

json result_json(const std::optional<ListedEnd>& end) {
  if (!end) return {{"state", "playing"}, {"winner", nullptr}, {"reason", nullptr}};
  return {{"state", end->state},
          {"winner", end->state == "won" ? json(end->winner) : json()},
          {"reason", end->reason.empty() ? json() : json(end->reason)}};
}

json summary_json(const ListedMatch& match) {
  const rules::Game* game = rules::find_game(match.game);
  json out = {{"id", match.id},
              {"room", match.room_id},
              {"game", match.game},
              {"game_name", game ? game->info().name : match.game},
              {"seat_names", game ? json(game->info().seat_names) : json::array()},
              {"options", json::parse(match.options_json, nullptr, false)},
              {"players", players_json(match.players)},
              {"result", result_json(match.end)},
              {"started_ms", match.started_ms},
              {"ended_ms", match.end ? json(match.end->ended_ms) : json()},
              {"days_per_move", match.days_per_move},
              {"plies", match.plies}};
  if (match.clock_initial_ms >= 0) {
    out["clock"] = {{"initial_ms", match.clock_initial_ms},
                    {"increment_ms", match.clock_increment_ms}};
  } else {
    out["clock"] = nullptr;
  }
  return out;
}

}  // namespace

std::string match_list_body(const std::vector<ListedMatch>& matches,
                            std::optional<std::int64_t> next_before) {
  json listed = json::array();
  for (const auto& match : matches)
    listed.push_back(summary_json(match));
  return json{{"matches", std::move(listed)},
              {"next_before", next_before ? json(*next_before) : json()}}
      .dump();
}

std::string match_body(const ListedMatch& match, const std::vector<ListedMove>& moves) {
  json out = summary_json(match);
  json listed = json::array();
  for (const auto& move : moves) {
    listed.push_back(
        {{"ply", move.ply}, {"seat", move.seat}, {"action", move.notation}, {"at_ms", move.at_ms}});
  }
  out["moves"] = std::move(listed);
  return out.dump();
}

}  // namespace rockpool::protocol
