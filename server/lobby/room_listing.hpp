#pragma once
// A public room's entry in the lobby. It listens to its room: each change of what the room shows
// of itself is listed on this node and, in a cluster, written for every node's lobby, in the
// transaction of the room's write that carried it (or alone, for a change no write carried: a
// join, a spectator).

#include <optional>
#include <string>

#include "protocol/room_facts.hpp"
#include "server/room/room_listener.hpp"

namespace rockpool::server {

struct ServerContext;
class Room;

class RoomListing final : public RoomListener {
 public:
  // `room` owns the listing: it outlives it.
  RoomListing(ServerContext& context, const Room& room);

  void writing(const StoreWrite& record, std::vector<StoreWrite>& with) override;
  void match_shown() override { room_changed(); }
  void room_changed() override;
  void room_resumed() override { room_changed(); }
  void room_stopped() override;

 private:
  // In a cluster: the room's row for every node's lobby, when it differs from the last written.
  std::optional<LobbyRecord> changed_row(const protocol::RoomFacts& room, const std::string& entry);

  ServerContext& context_;
  const Room& room_;
  bool stopped_ = false;
  std::string listed_;  // the entry last listed on this node
  std::string shared_;  // the entry last written to a store that nodes share
};

// Lists `room` in the lobby when it is public.
void list_in_lobby(ServerContext& context, Room& room);

}  // namespace rockpool::server
