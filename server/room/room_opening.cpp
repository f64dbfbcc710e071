#include "server/room/room_opening.hpp"

#include "server/context.hpp"
#include "server/random_token.hpp"

namespace rockpool::server {

std::shared_ptr<Room> add_room(ServerContext& context, RoomSettings settings,
                               const SessionPtr& host, const std::string& host_address) {
  const bool is_public = settings.is_public;
  const std::string code = is_public ? "" : random_token(16);  // 128 bits
  const std::string id = random_token(is_public ? 6 : 12);
  auto room = std::make_shared<Room>(context, id, code, std::move(settings), host, host_address);
  context.attach_room_features(*room);
  context.rooms.add(room, id, code);
  return room;
}

}  // namespace rockpool::server
