// A tournament's game: its end counts in its tournament, in the same transaction.

#include "server/context.hpp"
#include "server/room/room.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

void Room::write_tournament_end(MatchEndRecord end, std::function<void()> committed) {
  const MatchResult& result = match_->result();
  // A tournament's game always has a result (called_off): an end without one counts as a draw.
  GameResult first_result = GameResult::draw;
  if (result.state == MatchResult::State::won) {
    first_result = result.winner == 0 ? GameResult::win : GameResult::loss;
  }
  context_.tournaments->game_ended(settings_.tournament_id, settings_.tournament_game, id_,
                                   first_result, result.reason, std::move(end),
                                   std::move(committed));
}

}  // namespace rockpool::server
