#pragma once
// A rated match's end, rated by the store in the transaction that stores the end: from both
// players' ratings as they stand then, so that ends committed one after another compose (a
// player's second match to end starts from what the first gave, whenever either started).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "protocol/match_facts.hpp"
#include "server/store/account_records.hpp"

namespace rockpool::server {

struct EndRating {
  std::array<std::string, 2> account_ids;  // by seat
  std::string game;
  std::string pace;          // live | untimed
  double first_score = 0.5;  // seat 0's: 1 won, 0.5 drawn, 0 lost
  // Each seat's change, in whole points, for the match's view: set by the store before the end's
  // write is reported done (left empty when the match was rated already).
  using Changes = std::optional<std::array<protocol::RatingChange, 2>>;
  std::shared_ptr<Changes> changes = std::make_shared<Changes>();
};

struct RatedEnd {
  std::array<RatingRecord, 2> after;  // the new ratings, by seat, to store with their history
  std::array<protocol::RatingChange, 2> changes;
};

// `current`: both seats' ratings as stored now (a new player's when it has none: games 0).
RatedEnd rate_end(const EndRating& end, const std::array<RatingRecord, 2>& current,
                  std::int64_t ended_ms, const std::string& match_id);

// A new player's rating in the end's game and pace.
RatingRecord first_rating(const EndRating& end, std::size_t seat);

}  // namespace rockpool::server
