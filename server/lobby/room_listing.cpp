#include "server/lobby/room_listing.hpp"

#include "server/lobby/lobby.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

RoomListing::RoomListing(Lobby& lobby, const Room& room) : lobby_(lobby), room_(room) {}

void RoomListing::room_changed() {
  if (stopped_) return;
  const protocol::RoomFacts room = room_.facts();
  std::string entry = protocol::lobby_entry_json(room);
  if (entry == listed_) return;
  listed_ = entry;
  lobby_.set_room(room_.id(), {room.game->id, static_cast<int>(room.status), room.created_ms,
                               std::move(entry)});
}

void RoomListing::room_stopped() {
  if (std::exchange(stopped_, true)) return;
  lobby_.remove_room(room_.id());
}

void list_in_lobby(Lobby& lobby, Room& room) {
  if (room.settings().is_public) room.listen(std::make_shared<RoomListing>(lobby, room));
}

}  // namespace rockpool::server
