#include "server/nodes/shared_room.hpp"

#include "protocol/room_facts.hpp"
#include "server/correspondence/room_turns.hpp"
#include "server/correspondence/turn_board.hpp"
#include "server/room/room.hpp"
#include "server/store/store.hpp"

namespace rockpool::server {

SharedRoom::SharedRoom(Store& store, const Room& room)
    : store_(store),
      room_(room),
      listed_(room.settings().is_public),
      by_correspondence_(room.settings().days_per_move > 0) {}

void SharedRoom::writing(const StoreWrite& record, std::vector<StoreWrite>& with) {
  if (stopped_) return;
  // An action leaves the entry as it was unless it ended the match: the entry is not built.
  const Match* match = room_.match();
  if (!std::holds_alternative<ActionRecord>(record) || !match || match->over()) {
    if (auto entry = changed_entry()) with.emplace_back(std::move(*entry));
  }
  if (auto turns = changed_turns()) with.emplace_back(std::move(*turns));
}

std::optional<StoreWrite> SharedRoom::join_fence() {
  return RoomOwnedRecord{room_.id()};
}

void SharedRoom::room_changed() {
  if (stopped_) return;
  if (auto entry = changed_entry()) store_.write(std::move(*entry));
}

std::optional<LobbyRecord> SharedRoom::changed_entry() {
  if (!listed_) return std::nullopt;
  const protocol::RoomFacts room = room_.facts();
  std::string entry = protocol::lobby_entry_json(room);
  if (entry == entry_) return std::nullopt;
  entry_ = entry;
  return LobbyRecord{room_.id(), room.game->id, static_cast<int>(room.status), room.created_ms,
                     std::move(entry)};
}

std::optional<TurnRecord> SharedRoom::changed_turns() {
  if (!by_correspondence_ || !room_.match()) return std::nullopt;
  const std::optional<TurnEntry> entry = waiting_turns(room_);
  TurnRecord record = entry ? turn_record(*entry) : TurnRecord{room_.id(), {}};
  if (record.lines == lines_) return std::nullopt;
  lines_ = record.lines;
  return record;
}

}  // namespace rockpool::server
