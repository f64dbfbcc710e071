#include "rules/kaninariebi/kaninariebi_game.hpp"

#include "rules/kaninariebi/state.hpp"

namespace rockpool::rules::kaninariebi {

const Game& kaninariebi_game() {
  static const EngineGame<Position> game(
      {.id = "kaninariebi",
       .name = "Kani Nari Ebi",
       .seat_names = {"Black", "Red"},
       .options =
           {
               {"mixed_bonds", OptionType::boolean, 0, 1, 0,
                "A bond group may mix crabs and shrimps (the advanced variant)"},
               {"auto_promote", OptionType::boolean, 0, 1, 0,
                "A crab reaching the opponent's home file always becomes a shrimp"},
           },
       .summary = "Crabs cross a 5x5 seabed and its current to become shrimps, and trap enemy "
                  "pieces between their own."},
      [](const OptionValues& options) {
        return initial_position(options.flag("mixed_bonds"), options.flag("auto_promote"));
      });
  return game;
}

}  // namespace rockpool::rules::kaninariebi
