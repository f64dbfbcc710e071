#include "server/room/casual_end_rules.hpp"

#include <algorithm>

namespace rockpool::server {

std::int64_t casual_ply_limit(std::string_view game_id) {
  if (game_id == "fences") return 200;
  if (game_id == "lazyking") return 400;
  if (game_id == "prawns") return 750;
  if (game_id == "pawnd") return 250;
  if (game_id == "kaninariebi") return 550;
  return 400;  // a game added without measured lengths
}

void apply_casual_end_rules(const rules::Game& game, const std::vector<rules::RawOption>& given,
                            rules::OptionValues& options) {
  auto named = [&given](std::string_view name) {
    return std::any_of(given.begin(), given.end(),
                       [name](const rules::RawOption& option) { return option.name == name; });
  };
  if (!named(rules::kPlyLimitOption)) {
    options.set(rules::kPlyLimitOption, casual_ply_limit(game.info().id));
  }
  if (!named(rules::kRepetitionOption)) options.set(rules::kRepetitionOption, 1);
}

}  // namespace rockpool::server
