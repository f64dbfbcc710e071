// What a room shows of itself: its room.state frames (coalesced) and its entry in the lobby.

#include "protocol/room_facts.hpp"
#include "server/room/room.hpp"
#include "server/room/room_host.hpp"

namespace rockpool::server {

protocol::RoomFacts Room::facts(bool watchers) const {
  protocol::RoomFacts room;
  room.id = identity_.id;
  room.game = &identity_.settings.game->info();
  room.options_json = identity_.options_json;
  room.clock = identity_.settings.clock;
  room.days_per_move = identity_.settings.days_per_move;
  room.rated = identity_.settings.rated;
  room.is_public = identity_.settings.is_public;
  room.quick = identity_.settings.quick;
  room.invite = identity_.code;
  room.first = identity_.settings.first;
  for (Person person : kPeople) {
    if (const auto& participant = members_.person(person)) {
      room.players[static_cast<std::size_t>(person)] = protocol::RoomPlayer{
          participant->name, participant->public_id, participant->bot, members_.connected(person)};
    }
  }
  room.spectators = members_.spectator_count();
  room.status = !match_          ? protocol::RoomStatus::waiting
                : match_->over() ? protocol::RoomStatus::finished
                                 : protocol::RoomStatus::playing;
  if (match_) room.match_id = match_->id();
  room.created_ms = identity_.created_ms;
  if (!watchers) return room;
  room.watchers = members_.watchers(protocol::kMaxNamedWatchers);
  for (const auto& listener : listeners_)
    listener->describing(room);
  return room;
}

void Room::send_room_state() {
  room_state_.signal(shared_from_this());
  for (const auto& listener : listeners_)
    listener->room_changed();
}

}  // namespace rockpool::server
