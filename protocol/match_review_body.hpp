#pragma once
// GET /api/matches/<id>/review: a finished match's review once it is done (every position's
// evaluation, every move's mark, each player's summary), or how far it has got (PROTOCOL.md,
// "Reviews of finished matches").

#include <cstdint>
#include <string>
#include <string_view>

#include "rules/core/match_review.hpp"

namespace rockpool::protocol {

std::string match_review_body(std::string_view match_id, std::string_view game,
                              const rules::MatchReview& review);

// analysis.evaluate's result: one position (after `ply` actions) as a review shows each.
std::string analysis_result(std::int64_t ply, const rules::PositionReview& position);

// `status`: queued or running.
std::string match_review_pending_body(std::string_view match_id, std::string_view status,
                                      std::int64_t positions, std::int64_t reviewed);

}  // namespace rockpool::protocol
