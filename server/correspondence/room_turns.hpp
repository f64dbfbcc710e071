#pragma once
// A correspondence room's lines on the turn board. It listens to its room: whenever the match it
// shows waits for new decisions, the board says who owes them (and those whose turn it has just
// become are sent a push message). In a cluster, nodes::SharedRoom writes them for every node.

#include <optional>
#include <vector>

#include "server/correspondence/turn_board.hpp"
#include "server/room/room_listener.hpp"

namespace rockpool::server {

class Room;
namespace push {
class PushSender;
}

class RoomTurns final : public RoomListener {
 public:
  // `room` owns its turn lines; `board` and `push` (null: no push messages) outlive them.
  RoomTurns(TurnBoard& board, push::PushSender* push, const Room& room);

  void match_showing() override { update(true); }
  // Its players were told of their turns before the restart.
  void room_resumed() override { update(false); }
  void room_stopped() override;

 private:
  // The board's entry as the match now stands; with `announce`, the players whose turn it has
  // just become are sent a push message.
  void update(bool announce);

  TurnBoard& board_;
  push::PushSender* const push_;
  const Room& room_;
  bool stopped_ = false;
};

// The entry of `room`'s match while it waits for a decision; none once it waits for nobody (or
// the room plays no match by correspondence).
std::optional<TurnEntry> waiting_turns(const Room& room);

// Puts `room`'s match on the turn board when the room plays by correspondence.
void follow_turns(TurnBoard& board, push::PushSender* push, Room& room);

}  // namespace rockpool::server
