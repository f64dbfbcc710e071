#include "server/room/match_end_record.hpp"

#include "server/server_clock.hpp"

namespace rockpool::server {

MatchEndRecord end_record(const Match& match) {
  const MatchResult& result = match.result();
  MatchEndRecord end{match.id(), state_word(result.state), result.winner, result.reason,
                     epoch_ms()};
  const auto& history = match.history();
  end.actions.reserve(history.size());
  for (std::size_t i = 0; i < history.size(); ++i) {
    end.actions.push_back({match.id(), static_cast<int>(i + 1), history[i].seat,
                           history[i].notation, history[i].at_ms, match.request_ids()[i]});
  }
  return end;
}

}  // namespace rockpool::server
