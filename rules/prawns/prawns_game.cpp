#include "rules/prawns/prawns_game.hpp"

#include "rules/prawns/prawns_state.hpp"

namespace rockpool::rules::prawns {

PrawnsGame::PrawnsGame() {
  info_.id = "prawns";
  info_.name = "Prawns";
  info_.seat_names = {"Green", "Blue"};
  info_.summary =
      "Swim, jump, wall-jump and evolve your prawns to eat every enemy prawn "
      "before the sea evaporates.";
  info_.options = {
      {"takeback", OptionType::boolean, 0, 1, 0,
       "A player may take back (undo) their turn until the opponent starts theirs"},
      {"eaten_gone", OptionType::boolean, 0, 1, 0,
       "Eaten prawns never return to their owner's gene pool"},
      ply_limit_option(),
  };
}

std::unique_ptr<State> PrawnsGame::start(const OptionValues& options) const {
  return std::make_unique<PrawnsState>(
      initial_position(options.flag("takeback"), options.flag("eaten_gone")),
      options.get(kPlyLimitOption));
}

}  // namespace rockpool::rules::prawns
