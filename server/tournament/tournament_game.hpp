#pragma once
// A tournament's game, as a listener of its room: the match's end is written by the tournament's
// hall, in one transaction with the tournament's new standings, and the room's state names its
// tournament.

#include <memory>

#include "server/room/room_listener.hpp"

namespace rockpool::server {

class Room;
class TournamentHall;

class TournamentGame final : public RoomListener {
 public:
  // `room` owns the listener: it outlives it. `hall` is the server's, null until it is made (once
  // the store is open, after the rooms it had are read back) or when it keeps no tournaments.
  TournamentGame(const std::unique_ptr<TournamentHall>& hall, const Room& room)
      : hall_(hall), room_(room) {}

  bool writes_end() const override;
  void write_end(MatchEndRecord&& end, std::function<void()>&& done) override;
  void describing(protocol::RoomFacts& facts) const override;
  void room_stopped() override {}

 private:
  const std::unique_ptr<TournamentHall>& hall_;
  const Room& room_;
};

// Links `room` to its tournament when it is a tournament's game.
void follow_tournament(const std::unique_ptr<TournamentHall>& hall, Room& room);

}  // namespace rockpool::server
