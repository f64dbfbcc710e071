#include "bench/floor/floor_rooms.hpp"

#include "bench/floor/floor_socket.hpp"

namespace rockpool::bench::floor_relay {

using nlohmann::json;

bool FloorRooms::join(const std::string& name, FloorSocket& socket) {
  if (socket.room) return false;
  auto& room = rooms_[name];
  if (!room) {
    room = std::make_unique<FloorRoom>();
    room->name = name;
  }
  const int seat = room->seats[0] ? 1 : 0;
  if (room->seats[seat]) return false;
  room->seats[seat] = &socket;
  socket.room = room.get();
  socket.seat = seat;
  if (room->seats[0] && room->seats[1]) {
    for (int s = 0; s < 2; ++s) {
      room->seats[s]->send(std::make_shared<const std::string>(
          json{{"type", "start"}, {"room", name}, {"seat", s}}.dump()));
    }
  }
  return true;
}

bool FloorRooms::act(FloorSocket& socket, const json& id, const json& action) {
  FloorRoom* room = socket.room;
  if (!room || room->to_move != socket.seat || !room->seats[0] || !room->seats[1]) return false;
  ++counters_.actions_total;
  // One immutable buffer, queued on both connections.
  const auto frame = std::make_shared<const std::string>(json{
      {"type", "moved"},
      {"seat", socket.seat},
      {"ply", ++room->ply},
      {"id", id},
      {"action", action}}.dump());
  room->to_move = 1 - room->to_move;
  for (FloorSocket* seat : room->seats)
    seat->send(frame);
  return true;
}

void FloorRooms::leave(FloorSocket& socket) {
  FloorRoom* room = socket.room;
  if (!room) return;
  room->seats[static_cast<std::size_t>(socket.seat)] = nullptr;
  socket.room = nullptr;
  if (!room->seats[0] && !room->seats[1]) {
    const std::string name = room->name;  // the key must outlive the room it names
    rooms_.erase(name);
  }
}

}  // namespace rockpool::bench::floor_relay
