#include "rules/pawnd/pawnd_game.hpp"

#include "rules/pawnd/pawnd_state.hpp"

namespace rockpool::rules::pawnd {

PawndGame::PawndGame() {
  info_.id = "pawnd";
  info_.name = "PAWND";
  info_.seat_names = {"Purple", "Orange"};
  info_.summary =
      "Lead five frogs across a pond of stones and moving lily pads, jumping and capturing on "
      "the way.";
  info_.options = {ply_limit_option()};
}

std::unique_ptr<State> PawndGame::start(const OptionValues& options) const {
  return std::make_unique<PawndState>(initial_position(), options.get(kPlyLimitOption));
}

}  // namespace rockpool::rules::pawnd
