#include "rules/fences/fences_game.hpp"

#include "rules/fences/fences_state.hpp"

namespace rockpool::rules::fences {

FencesGame::FencesGame() {
  info_.id = "fences";
  info_.name = "Fences";
  info_.seat_names = {"O", "X"};
  info_.summary = "Race your pawn across the board while walling in your opponent (Quoridor).";
  info_.options = {
      {"fences", OptionType::integer, 0, 10, 10, "Fences each player holds"},
      {"meet", OptionType::integer, 0, 3, 0, "Ranks nearer the centre the pawns start"},
      {"edge_side_jumps", OptionType::boolean, 0, 1, 1,
       "The board edge behind a pawn allows side jumps, like a fence"},
      ply_limit_option(),
  };
}

std::unique_ptr<State> FencesGame::start(const OptionValues& options) const {
  const Position position =
      initial_position(static_cast<int>(options.get("fences")),
                       static_cast<int>(options.get("meet")), options.flag("edge_side_jumps"));
  return std::make_unique<FencesState>(position, options.get(kPlyLimitOption));
}

}  // namespace rockpool::rules::fences
