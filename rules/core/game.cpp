#include "rules/core/game.hpp"

namespace rockpool::rules {

StartResult start_match(const Game& game, const std::vector<RawOption>& raw_options) {
  StartResult result;
  OptionsResult options = resolve_options(game.info().options, raw_options);
  if (options.error) {
    result.error = std::move(options.error);
    return result;
  }
  result.state = game.start(options.values);
  result.options = std::move(options.values);
  return result;
}

}  // namespace rockpool::rules
