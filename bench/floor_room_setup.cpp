// Setting up one room of the load on the floor relay: both seats say hello and join the room by
// the same name; the relay starts the race when the second arrives.

#include <unistd.h>

#include "bench/floor_seat.hpp"
#include "bench/play_load.hpp"

namespace rockpool::bench {

void PlayLoad::open_floor_room(LoadRoom& room, std::size_t index) {
  // The tool's process id in the name keeps two loads of one relay out of each other's rooms.
  const std::string name = "room-" + std::to_string(getpid()) + "-" + std::to_string(index);
  for (const bool host : {true, false}) {
    auto client = make_client(room, host);
    auto seat =
        std::make_unique<FloorSeat>(client, stats_, settings_.seed * 7919 + index * 2 + !host);
    FloorSeat* floor_seat = seat.get();
    (host ? room.host : room.guest) = std::move(seat);
    client->open([this, &room, floor_seat, name] {
      floor_seat->join(name, [this, &room] { seat_ready(room); });
    });
  }
}

}  // namespace rockpool::bench
