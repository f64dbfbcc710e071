#pragma once
// A tournament's game, as a listener of its room: the match's end is written by the tournament's
// hall, in one transaction with the tournament's new standings, and the room's state names its
// tournament.

#include "server/room/room_listener.hpp"

namespace rockpool::server {

struct ServerContext;
class Room;

class TournamentGame final : public RoomListener {
 public:
  // `room` owns the listener: it outlives it.
  TournamentGame(ServerContext& context, const Room& room);

  bool writes_end() const override;
  void write_end(MatchEndRecord&& end, std::function<void()>&& done) override;
  void describing(protocol::RoomFacts& facts) const override;
  void room_stopped() override {}

 private:
  ServerContext& context_;
  const Room& room_;
};

// Links `room` to its tournament when it is a tournament's game.
void follow_tournament(ServerContext& context, Room& room);

}  // namespace rockpool::server
