#pragma once
// What the other nodes of a cluster must know of a room this node serves, kept in the database
// they share. It listens to its room: the room's lobby entry (when it is public) and its turn
// lines (when it plays by correspondence) are written in the transaction of the room's write that
// changed them, so that they are committed by the time anyone hears of the change (or alone, for
// a change no write carried: a join, a spectator); and a join's reply waits for the room's fence,
// which a stale copy of the room on a node that was cut off cannot pass.

#include <optional>
#include <string>
#include <vector>

#include "server/room/room_listener.hpp"

namespace rockpool::server {

class Room;
class Store;

class SharedRoom final : public RoomListener {
 public:
  // `room` owns its listener and `store` outlives it.
  SharedRoom(Store& store, const Room& room);

  void writing(const StoreWrite& record, std::vector<StoreWrite>& with) override;
  std::optional<StoreWrite> join_fence() override;
  void match_shown() override { room_changed(); }
  void room_changed() override;
  void room_resumed() override { room_changed(); }
  void room_stopped() override { stopped_ = true; }

 private:
  // The room's lobby row, when it differs from the last written.
  std::optional<LobbyRecord> changed_entry();
  // The room's turn lines, when they differ from the last written.
  std::optional<TurnRecord> changed_turns();

  Store& store_;
  const Room& room_;
  const bool listed_;             // public: in every node's lobby
  const bool by_correspondence_;  // its lines are on every node's turn list
  bool stopped_ = false;
  std::string entry_;                  // the lobby entry last written
  std::vector<TurnLineRecord> lines_;  // the turn lines last written
};

}  // namespace rockpool::server
