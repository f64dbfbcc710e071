#pragma once
// Ratings follow a room: each match end it writes carries the rating update the store applies in
// the same transaction (match_rating.hpp says which ends change ratings), and its frames show
// each player's change.

#include <memory>

#include "server/ratings/end_rating.hpp"
#include "server/room/room.hpp"
#include "server/room/room_listener.hpp"

namespace rockpool::server {

class RatedEnds final : public RoomListener {
 public:
  explicit RatedEnds(const Room& room) : room_(room) {}

  void ending(MatchEndRecord& end) override;
  void end_committed(Match& match) override;
  void room_stopped() override {}

 private:
  const Room& room_;
  // The changes the store sets as it commits the end being written.
  std::shared_ptr<EndRating::Changes> changes_;
};

void rate_match_ends(Room& room);

}  // namespace rockpool::server
