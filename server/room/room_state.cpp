// What a room shows of itself: its room.state frames (coalesced) and its entry in the lobby.

#include "protocol/room_facts.hpp"
#include "server/context.hpp"
#include "server/room/room.hpp"
#include "server/store/store.hpp"
#include "server/tournament/tournament_hall.hpp"

namespace rockpool::server {

protocol::RoomFacts Room::facts() const {
  protocol::RoomFacts room;
  room.id = id_;
  room.game = &settings_.game->info();
  room.options_json = options_json_;
  room.clock = settings_.clock;
  room.days_per_move = settings_.days_per_move;
  room.rated = settings_.rated;
  room.is_public = settings_.is_public;
  room.quick = settings_.quick;
  room.invite = code_;
  room.first = settings_.first;
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
  room.created_ms = created_ms_;
  return room;
}

protocol::RoomFacts Room::state_facts() const {
  protocol::RoomFacts room = facts();
  room.watchers = members_.watchers(protocol::kMaxNamedWatchers);
  if (settings_.in_tournament() && context_.tournaments) {
    if (auto tournament = context_.tournaments->name_of(settings_.tournament_id)) {
      room.tournament_code = std::move(tournament->first);
      room.tournament_name = std::move(tournament->second);
    }
  }
  return room;
}

void Room::send_room_state() {
  room_state_.signal(shared_from_this());
  for (const auto& listener : listeners_)
    listener->room_changed();
}

}  // namespace rockpool::server
