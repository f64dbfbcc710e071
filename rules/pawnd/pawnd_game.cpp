#include "rules/pawnd/pawnd_game.hpp"

#include "rules/pawnd/state.hpp"

namespace rockpool::rules::pawnd {

const Game& pawnd_game() {
  static const EngineGame<Position> game(
      {.id = "pawnd",
       .name = "PAWND",
       .seat_names = {"Purple", "Orange"},
       .options = {},
       .summary = "Lead five frogs across a pond of stones and moving lily pads, jumping and "
                  "capturing on the way."},
      [](const OptionValues&) { return initial_position(); });
  return game;
}

}  // namespace rockpool::rules::pawnd
