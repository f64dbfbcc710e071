#include "rules/prawns/prawns_game.hpp"

#include "rules/prawns/state.hpp"

namespace rockpool::rules::prawns {

const Game& prawns_game() {
  static const EngineGame<Position> game(
      {.id = "prawns",
       .name = "Prawns",
       .seat_names = {"Green", "Blue"},
       .options =
           {
               {"takeback", OptionType::boolean, 0, 1, 0,
                "A player may take back (undo) their turn until the opponent starts theirs"},
               {"eaten_gone", OptionType::boolean, 0, 1, 0,
                "Eaten prawns never return to their owner's gene pool"},
           },
       .summary = "Swim, jump, wall-jump and evolve your prawns to eat every enemy prawn "
                  "before the sea evaporates."},
      [](const OptionValues& options) {
        return initial_position(options.flag("takeback"), options.flag("eaten_gone"));
      });
  return game;
}

}  // namespace rockpool::rules::prawns
