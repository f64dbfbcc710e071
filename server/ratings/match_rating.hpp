#pragma once
// Whether a match's end changes its players' ratings, and what the store must rate: a rated room's
// match between two accounts, won or drawn, after at least two actions.

#include <optional>

#include "server/ratings/end_rating.hpp"
#include "server/room/match.hpp"

namespace rockpool::server {

// The fewest actions a rated match needs: a match called off before both sides played says
// nothing of their strength.
inline constexpr int kRatedPlies = 2;

std::optional<EndRating> end_rating_of(const Match& match, bool rated, const std::string& game,
                                       bool timed);

}  // namespace rockpool::server
