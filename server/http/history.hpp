#pragma once
// Finished matches for people: summaries for the history list, a match with its moves and its
// plain text record (the replay viewer's positions: replay_cache.hpp).

#include <optional>
#include <string>
#include <vector>

#include "protocol/match_record.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

// GET /api/matches: one page of finished matches, newest first; `next_before` is the end time
// to ask the next page before when the page is full (`limit` summaries), or null.
std::string match_list_json(const std::vector<MatchSummary>& summaries, int limit);
// GET /api/matches/<id>: the match with its moves.
std::string match_json(const StoredMatch& match);
protocol::MatchRecord match_record(const StoredMatch& match);

}  // namespace rockpool::server
