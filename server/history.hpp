#pragma once
// Finished matches for people: summaries for the history list, a match with its moves, its plain
// text record, and the view of any position for the replay viewer (the engine replays the match,
// so the client needs no rules).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "protocol/match_record.hpp"
#include "server/store/records.hpp"

namespace rockpool::server {

nlohmann::json match_summary_json(const MatchSummary& summary);
nlohmann::json match_json(const StoredMatch& match);
protocol::MatchRecord match_record(const StoredMatch& match);
// The spectators' view after `ply` actions (0: the start), or nothing if there is no such ply.
std::optional<nlohmann::json> position_json(const StoredMatch& match, int ply);

}  // namespace rockpool::server
