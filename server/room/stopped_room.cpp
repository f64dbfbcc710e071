#include "server/room/stopped_room.hpp"

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

rules::Error served_elsewhere() {
  return {protocol::code::kRoomMoved, "another node serves this room: follow moved"};
}

void refuse_stopped(const Responder& responder, bool moved, const std::string& room_id) {
  if (!moved) return responder.fail({protocol::code::kRoomNotFound, "the room has closed"});
  // Its clients were sent on as it stopped; this request had reached it just before.
  responder.connection()->send(protocol::moved_frame(room_id, ""));
  responder.fail(served_elsewhere());
}

}  // namespace rockpool::server
