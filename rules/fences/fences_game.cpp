#include "rules/fences/fences_game.hpp"

#include "rules/fences/state.hpp"

namespace rockpool::rules::fences {

const Game& fences_game() {
  static const EngineGame<Position> game(
      {.id = "fences",
       .name = "Fences",
       .seat_names = {"O", "X"},
       .options =
           {
               {"fences", OptionType::integer, 0, 10, 10, "Fences each player holds"},
               {"meet", OptionType::integer, 0, 3, 0, "Ranks nearer the centre the pawns start"},
               {"edge_side_jumps", OptionType::boolean, 0, 1, 1,
                "The board edge behind a pawn allows side jumps, like a fence"},
           },
       .summary = "Race your pawn across the board while walling in your opponent (Quoridor)."},
      [](const OptionValues& options) {
        return initial_position(static_cast<int>(options.get("fences")),
                                static_cast<int>(options.get("meet")),
                                options.flag("edge_side_jumps"));
      });
  return game;
}

}  // namespace rockpool::rules::fences
