#include "server/room/match_end_record.hpp"

#include "server/ratings/match_rating.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

MatchEndRecord end_record(const Match& match, const RoomSettings& settings) {
  const MatchResult& result = match.result();
  MatchEndRecord end{match.id(), state_word(result.state), result.winner, result.reason,
                     epoch_ms()};
  const auto& history = match.history();
  end.actions.reserve(history.size());
  for (std::size_t i = 0; i < history.size(); ++i) {
    end.actions.push_back({match.id(), static_cast<int>(i + 1), history[i].seat,
                           history[i].notation, history[i].at_ms, match.request_ids()[i]});
  }
  end.rating =
      end_rating_of(match, settings.rated, settings.game->info().id, settings.clock.has_value());
  return end;
}

}  // namespace rockpool::server
