// A tournament's game: its end counts in its tournament, in the same transaction.

#include "server/context.hpp"
#include "server/room.hpp"
#include "server/tournament_hall.hpp"

namespace rockpool::server {

void Room::write_tournament_end(MatchEndRecord end) {
  if (!context_.tournaments) return persist(std::move(end));
  const MatchResult& result = match_->result();
  // A tournament's game always has a result (called_off): an end without one counts as a draw.
  GameResult first_result = GameResult::draw;
  if (result.state == MatchResult::State::won) {
    first_result = result.winner == 0 ? GameResult::win : GameResult::loss;
  }
  gate_.write_started();
  context_.tournaments->game_ended(settings_.tournament_id, settings_.tournament_game, id_,
                                   first_result, result.reason, std::move(end),
                                   [self = shared_from_this()] {
                                     net::dispatch(self->strand_, [self] { self->on_committed(); });
                                   });
}

}  // namespace rockpool::server
