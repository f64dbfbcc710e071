#include "rules/kaninariebi/kaninariebi_game.hpp"

#include "rules/kaninariebi/kaninariebi_state.hpp"

namespace rockpool::rules::kaninariebi {

KaniNariEbiGame::KaniNariEbiGame() {
  info_.id = "kaninariebi";
  info_.name = "Kani Nari Ebi";
  info_.seat_names = {"Black", "Red"};
  info_.summary =
      "Crabs cross a 5x5 seabed and its current to become shrimps, and trap enemy pieces between "
      "their own.";
  info_.options = {
      {"mixed_bonds", OptionType::boolean, 0, 1, 0,
       "A bond group may mix crabs and shrimps (the advanced variant)"},
      {"auto_promote", OptionType::boolean, 0, 1, 0,
       "A crab reaching the opponent's home file always becomes a shrimp"},
      ply_limit_option(),
  };
}

std::unique_ptr<State> KaniNariEbiGame::start(const OptionValues& options) const {
  return std::make_unique<KaniNariEbiState>(
      initial_position(options.flag("mixed_bonds"), options.flag("auto_promote")),
      options.get(kPlyLimitOption));
}

}  // namespace rockpool::rules::kaninariebi
