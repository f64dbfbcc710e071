#include "server/room_takeover.hpp"

#include <mutex>

#include "protocol/frames.hpp"
#include "server/context.hpp"
#include "server/logging.hpp"
#include "server/room.hpp"

namespace rockpool::server {

namespace {

// A node takes one room over at a time: two clients of one dead room restore it once.
std::mutex& takeovers() {
  static std::mutex mutex;
  return mutex;
}

Elsewhere take_over(ServerContext& context, const ConnectionPtr& connection, const std::string& key,
                    bool by_code) {
  std::lock_guard lock(takeovers());
  if ((by_code ? context.rooms.by_code(key) : context.rooms.by_id(key))) return Elsewhere::served;
  Store& store = *context.store;
  const auto found = store.load_room(key, by_code);
  if (!found) return Elsewhere::not_found;
  const std::string id = found->room.id;
  if (const RoomClaim claim = store.acquire_room(id); !claim.owned) {
    connection->send(protocol::moved_frame(id, claim.owner_url));
    return Elsewhere::moved;
  }
  // Read again now that it is ours: its last owner may have written until it let go.
  const auto stored = store.load_room(id, false);
  if (!stored) return Elsewhere::not_found;
  std::vector<std::string> tokens = {stored->room.host_token};
  if (stored->guest_token && !stored->guest_token->empty()) tokens.push_back(*stored->guest_token);
  if (stored->match) {
    for (const SeatRecord& seat : stored->match->start.seats) {
      if (!seat.bot) tokens.push_back(seat.token);
    }
  }
  for (const auto& token : tokens)
    context.sessions.find_or_load(token, store);
  auto room = Room::restore(context, *stored);
  if (!room) return Elsewhere::not_found;
  context.rooms.add(room, room->id(), room->code());
  room->resume();
  spdlog::info("room {} taken over", id);
  return Elsewhere::served;
}

}  // namespace

void find_room_elsewhere(const ConnectionPtr& connection, std::string key, bool by_code,
                         std::function<void(Elsewhere)> then) {
  net::post(connection->context().store_readers, [connection, key = std::move(key), by_code,
                                                  then = std::move(then)]() mutable {
    Elsewhere outcome = Elsewhere::not_found;
    try {
      outcome = take_over(connection->context(), connection, key, by_code);
    } catch (const std::exception& error) {
      spdlog::error("finding room {} in the cluster: {}", key, error.what());
    }
    net::post(connection->executor(), [outcome, then = std::move(then)] { then(outcome); });
  });
}

}  // namespace rockpool::server
