#include "rules/lazyking/lazyking_game.hpp"

#include "rules/lazyking/lazyking_state.hpp"

namespace rockpool::rules::lazyking {

LazyKingGame::LazyKingGame() {
  info_.id = "lazyking";
  info_.name = "Lazy King";
  info_.seat_names = {"Red", "Black"};
  info_.summary =
      "Stack, push and sacrifice your checkers to carry your lazy King to a far corner.";
  info_.options = {
      {"walls", OptionType::integer, 0, 10, 10, "Walls each player places in the setup"},
      {"first_turn_two", OptionType::boolean, 0, 1, 0,
       "In each side's first turn of play a unit moves at most 2 squares"},
      ply_limit_option(),
  };
}

std::unique_ptr<State> LazyKingGame::start(const OptionValues& options) const {
  const Position position =
      initial_position(static_cast<int>(options.get("walls")), options.flag("first_turn_two"));
  return std::make_unique<LazyKingState>(position, options.get(kPlyLimitOption));
}

}  // namespace rockpool::rules::lazyking
