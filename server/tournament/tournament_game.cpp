#include "server/tournament/tournament_game.hpp"

#include "server/room/room.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

bool TournamentGame::writes_end() const {
  return hall_ != nullptr;
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
  hall_->game_ended(settings.tournament_id, settings.tournament_game, room_.id(), first_result,
                    result.reason, std::move(end), std::move(done));
}

void TournamentGame::describing(protocol::RoomFacts& facts) const {
  if (!hall_) return;
  if (auto tournament = hall_->name_of(room_.settings().tournament_id)) {
    facts.tournament_code = std::move(tournament->first);
    facts.tournament_name = std::move(tournament->second);
  }
}

void follow_tournament(const std::unique_ptr<TournamentHall>& hall, Room& room) {
  if (room.settings().in_tournament()) room.listen(std::make_shared<TournamentGame>(hall, room));
}

}  // namespace rockpool::server
