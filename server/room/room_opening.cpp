#include "server/room/room_opening.hpp"

#include "server/random_token.hpp"
#include "server/room/room_host.hpp"

namespace rockpool::server {

std::shared_ptr<Room> add_room(RoomHost& room_host, RoomSettings settings, const SessionPtr& host,
                               const std::string& host_address) {
  const bool is_public = settings.is_public;
  const std::string code = is_public ? "" : random_token(16);  // 128 bits
  const std::string id = random_token(is_public ? 6 : 12);
  auto room = std::make_shared<Room>(room_host, id, code, std::move(settings), host, host_address);
  room_host.attach_features(*room);
  room_host.rooms.add(room, id, code);
  return room;
}

std::shared_ptr<Room> bring_back(RoomHost& room_host, const StoredRoom& stored) {
  auto room = Room::restore(room_host, stored);
  if (!room) return nullptr;
  room_host.attach_features(*room);
  room_host.rooms.add(room, room->id(), room->code());
  room->resume();
  return room;
}

}  // namespace rockpool::server
