#pragma once
// Finished matches for people: summaries for the history list, a match with its moves and its
// plain text record (the replay viewer's positions: replay_cache.hpp).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "protocol/match_record.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

nlohmann::json match_summary_json(const MatchSummary& summary);
nlohmann::json match_json(const StoredMatch& match);
protocol::MatchRecord match_record(const StoredMatch& match);

}  // namespace rockpool::server
