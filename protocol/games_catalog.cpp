#include "protocol/games_catalog.hpp"

#include <nlohmann/json.hpp>

#include "protocol/game_json.hpp"
#include "protocol/pace_limits.hpp"
#include "rules/core/bot_level.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::protocol {

std::string games_catalog_body(
    const std::function<std::int64_t(std::string_view game_id)>& casual_ply_limit) {
  nlohmann::json games = nlohmann::json::array();
  for (const rules::Game* game : rules::registered_games()) {
    nlohmann::json entry = game_info_json(game->info());
    entry["options"].push_back({{"name", "first"},
                                {"type", "choice"},
                                {"choices", {"random", "host", "guest"}},
                                {"default", "random"},
                                {"description", "Who takes seat 0 (" + game->info().seat_names[0] +
                                                    "): a coin flip, the host or the guest"}});
    entry["clock"] = {
        {"initial_s",
         {{"min", kClockInitialMinS},
          {"max", kClockInitialMaxS},
          {"default", kClockInitialDefaultS}}},
        {"increment_s",
         {{"min", 0}, {"max", kClockIncrementMaxS}, {"default", kClockIncrementDefaultS}}}};
    entry["days_per_move"] = kDaysPerMove;
    // What a casual room (against a bot, a quick match) takes unless its maker says otherwise.
    entry["casual_options"] = {{rules::kPlyLimitOption, casual_ply_limit(game->info().id)},
                               {rules::kRepetitionOption, true}};
    games.push_back(std::move(entry));
  }
  nlohmann::json levels = nlohmann::json::array();
  for (int level = 1; level <= rules::kBotLevels; ++level) {
    levels.push_back({{"level", level},
                      {"name", rules::bot_name(level)},
                      {"description", rules::bot_level(level).description},
                      {"default", level == rules::kDefaultBotLevel}});
  }
  return nlohmann::json{{"games", std::move(games)}, {"bot_levels", std::move(levels)}}.dump();
}

}  // namespace rockpool::protocol
