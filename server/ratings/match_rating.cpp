#include "server/ratings/match_rating.hpp"

#include "server/ratings/rating_lookup.hpp"

namespace rockpool::server {

std::optional<EndRating> end_rating_of(const Match& match, bool rated, const std::string& game,
                                       bool timed) {
  const MatchResult& result = match.result();
  const bool decided =
      result.state == MatchResult::State::won || result.state == MatchResult::State::drawn;
  if (!rated || !decided || match.plies() < kRatedPlies) return std::nullopt;
  EndRating end;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    end.account_ids[seat] = match.participant(seat).account_id;
    if (end.account_ids[seat].empty()) return std::nullopt;
  }
  end.game = game;
  end.pace = pace_of(timed);
  end.first_score = result.state == MatchResult::State::drawn ? 0.5 : result.winner == 0 ? 1 : 0;
  return end;
}

}  // namespace rockpool::server
