#include "rules/lazyking/lazyking_game.hpp"

#include "rules/lazyking/state.hpp"

namespace rockpool::rules::lazyking {

const Game& lazyking_game() {
  static const EngineGame<Position> game(
      {.id = "lazyking",
       .name = "Lazy King",
       .seat_names = {"Red", "Black"},
       .options =
           {
               {"walls", OptionType::integer, 0, 10, 10, "Walls each player places in the setup"},
               {"first_turn_two", OptionType::boolean, 0, 1, 0,
                "In each side's first turn of play a unit moves at most 2 squares"},
           },
       .summary =
           "Stack, push and sacrifice your checkers to carry your lazy King to a far corner."},
      [](const OptionValues& options) {
        return initial_position(static_cast<int>(options.get("walls")),
                                options.flag("first_turn_two"));
      });
  return game;
}

}  // namespace rockpool::rules::lazyking
