#include "server/http/history.hpp"

#include "protocol/match_listing.hpp"

namespace rockpool::server {

namespace {

protocol::ListedMatch listed(const MatchStartRecord& start, const MatchEndRecord* end,
                             std::int64_t plies) {
  protocol::ListedMatch out;
  out.id = start.id;
  out.room_id = start.room_id;
  out.game = start.game;
  out.options_json = start.options_json;
  for (std::size_t seat = 0; seat < out.players.size(); ++seat) {
    out.players[seat] = {start.seats[seat].name, start.seats[seat].public_id,
                         start.seats[seat].bot};
  }
  out.clock_initial_ms = start.clock_initial_ms;
  out.clock_increment_ms = start.clock_increment_ms;
  out.days_per_move = start.days_per_move;
  out.started_ms = start.started_ms;
  if (end) out.end = protocol::ListedEnd{end->state, end->winner, end->reason, end->ended_ms};
  out.plies = plies;
  return out;
}

}  // namespace

std::string match_list_json(const std::vector<MatchSummary>& summaries, int limit) {
  std::vector<protocol::ListedMatch> matches;
  matches.reserve(summaries.size());
  for (const auto& summary : summaries)
    matches.push_back(listed(summary.start, &summary.end, summary.plies));
  const bool more = !summaries.empty() && static_cast<int>(summaries.size()) == limit;
  return protocol::match_list_body(
      matches, more ? std::optional(summaries.back().end.ended_ms) : std::nullopt);
}

std::string match_json(const StoredMatch& match) {
  std::vector<protocol::ListedMove> moves;
  moves.reserve(match.actions.size());
  for (const auto& action : match.actions)
    moves.push_back({action.ply, action.seat, action.notation, action.at_ms});
  return protocol::match_body(listed(match.start, match.end ? &*match.end : nullptr,
                                     static_cast<std::int64_t>(match.actions.size())),
                              moves);
}

protocol::MatchRecord match_record(const StoredMatch& match) {
  protocol::MatchRecord record;
  record.header = {{"Rockpool-Match", match.start.id},
                   {"Game", match.start.game},
                   {"Options", match.start.options_json},
                   {"Seat-0", match.start.seats[0].name},
                   {"Seat-1", match.start.seats[1].name},
                   {"Started", protocol::iso_time(match.start.started_ms)}};
  if (match.end) {
    record.header.emplace_back("Ended", protocol::iso_time(match.end->ended_ms));
    std::string result = match.end->state;
    if (match.end->state == "won") result += " " + std::to_string(match.end->winner);
    if (!match.end->reason.empty()) result += " " + match.end->reason;
    record.header.emplace_back("Result", result);
  }
  for (const auto& action : match.actions)
    record.actions.emplace_back(action.seat, action.notation);
  return record;
}

}  // namespace rockpool::server
