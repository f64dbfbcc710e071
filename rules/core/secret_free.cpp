#include "rules/core/secret_free.hpp"

namespace rockpool::rules {

std::unique_ptr<State> position_seen_by(const Game& game, const OptionValues& options, Seat seat,
                                        std::span<const MoveText> moves) {
  auto state = game.start(options);
  // Where the secret phase still on at the end began, if one is.
  std::size_t phase_start = moves.size();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (state->secret_choices() && phase_start == moves.size()) phase_start = i;
    if (state->play(moves[i].seat, moves[i].notation)) return nullptr;
    if (!state->secret_choices()) phase_start = moves.size();
  }
  if (phase_start == moves.size()) return state;
  auto seen = game.start(options);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i >= phase_start && moves[i].seat != seat) continue;
    if (seen->play(moves[i].seat, moves[i].notation)) return nullptr;
  }
  return seen;
}

}  // namespace rockpool::rules
