#include "server/tournament/tournament_game.hpp"

#include "server/context.hpp"
#include "server/room/room.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

TournamentGame::TournamentGame(ServerContext& context, const Room& room)
    : context_(context), room_(room) {}

// The hall is made once the store is open, after the rooms it had are read back.
bool TournamentGame::writes_end() const {
  return context_.tournaments != nullptr;
}

void TournamentGame::write_end(MatchEndRecord&& end, std::function<void()>&& done) {
  const MatchResult& result = room_.match()->result();
  // A tournament's game always has a result (called_off.hpp): an end without one counts as a
  // draw.
  GameResult first_result = GameResult::draw;
  if (result.state == MatchResult::State::won) {
    first_result = result.winner == 0 ? GameResult::win : GameResult::loss;
  }
  const RoomSettings& settings = room_.settings();
  context_.tournaments->game_ended(settings.tournament_id, settings.tournament_game, room_.id(),
                                   first_result, result.reason, std::move(end), std::move(done));
}

void TournamentGame::describing(protocol::RoomFacts& facts) const {
  if (!context_.tournaments) return;
  if (auto tournament = context_.tournaments->name_of(room_.settings().tournament_id)) {
    facts.tournament_code = std::move(tournament->first);
    facts.tournament_name = std::move(tournament->second);
  }
}

void follow_tournament(ServerContext& context, Room& room) {
  if (room.settings().in_tournament()) room.listen(std::make_shared<TournamentGame>(context, room));
}

}  // namespace rockpool::server
