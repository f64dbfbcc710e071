#include "server/lobby/room_listing.hpp"

#include "server/context.hpp"
#include "server/lobby/lobby.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

RoomListing::RoomListing(ServerContext& context, const Room& room)
    : context_(context), room_(room) {}

void RoomListing::writing(const StoreWrite& record, std::vector<StoreWrite>& with) {
  if (stopped_ || !context_.store->shares_rooms()) return;
  // An action leaves the entry as it was unless it ended the match: the entry is not built.
  const Match* match = room_.match();
  if (std::holds_alternative<ActionRecord>(record) && match && !match->over()) return;
  const protocol::RoomFacts room = room_.facts();
  if (auto row = changed_row(room, protocol::lobby_entry_json(room))) {
    with.emplace_back(std::move(*row));
  }
}

void RoomListing::room_changed() {
  if (stopped_) return;
  const protocol::RoomFacts room = room_.facts();
  std::string entry = protocol::lobby_entry_json(room);
  if (auto row = changed_row(room, entry)) context_.store->write(std::move(*row));
  if (entry == listed_) return;
  listed_ = entry;
  context_.lobby->set_room(room_.id(), {room.game->id, static_cast<int>(room.status),
                                        room.created_ms, std::move(entry)});
}

void RoomListing::room_stopped() {
  if (std::exchange(stopped_, true)) return;
  context_.lobby->remove_room(room_.id());
}

// Other nodes list the room too: its entry is written under its owner's epoch, and they learn of
// it from the store.
std::optional<LobbyRecord> RoomListing::changed_row(const protocol::RoomFacts& room,
                                                    const std::string& entry) {
  if (!context_.store->shares_rooms() || entry == shared_) return std::nullopt;
  shared_ = entry;
  return LobbyRecord{room_.id(), room.game->id, static_cast<int>(room.status), room.created_ms,
                     entry};
}

void list_in_lobby(ServerContext& context, Room& room) {
  if (room.settings().is_public) room.listen(std::make_shared<RoomListing>(context, room));
}

}  // namespace rockpool::server
