#pragma once
// The floor's rooms: two seats, whose turn it is, and how many actions so far. No rules: an
// action of the player to move is relayed to both seats as it came, and the turn passes.

#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>

#include "bench/floor/floor_counters.hpp"

namespace rockpool::bench::floor_relay {

class FloorSocket;

struct FloorRoom {
  std::string name;
  std::array<FloorSocket*, 2> seats{};
  int to_move = 0;
  std::uint64_t ply = 0;
};

class FloorRooms {
 public:
  explicit FloorRooms(FloorCounters& counters) : counters_(counters) {}

  // Seats `socket` in the room `name`; when the second seat is taken, tells both their seats.
  // Returns false if the room is full or the socket already sits somewhere.
  bool join(const std::string& name, FloorSocket& socket);
  // Relays the action of `socket` (with the request's id) to both seats, if it is its turn.
  bool act(FloorSocket& socket, const nlohmann::json& id, const nlohmann::json& action);
  // Frees the socket's seat; the room goes when both have left.
  void leave(FloorSocket& socket);

 private:
  FloorCounters& counters_;
  std::unordered_map<std::string, std::unique_ptr<FloorRoom>> rooms_;
};

}  // namespace rockpool::bench::floor_relay
