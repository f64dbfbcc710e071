// What a room shows of itself: its room.state frames (coalesced) and its entry in the lobby.

#include "protocol/room_facts.hpp"
#include "server/context.hpp"
#include "server/lobby/lobby.hpp"
#include "server/push/turn_notice.hpp"
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
  if (in_tournament() && context_.tournaments) {
    if (auto tournament = context_.tournaments->name_of(settings_.tournament_id)) {
      room.tournament_code = std::move(tournament->first);
      room.tournament_name = std::move(tournament->second);
    }
  }
  return room;
}

std::optional<TurnEntry> Room::waiting_turns() const {
  const MoveDeadlines* deadlines = match_->deadlines();
  if (match_->over() || !deadlines || deadlines->next_ms() == 0) return std::nullopt;
  TurnEntry entry;
  entry.room_id = id_;
  entry.code = code_;
  entry.game = settings_.game->info().id;
  entry.game_name = settings_.game->info().name;
  entry.match_id = match_->id();
  entry.days_per_move = settings_.days_per_move;
  for (rules::Seat seat = 0; seat < 2; ++seat) {
    const Participant& player = match_->participant(seat);
    entry.seats[static_cast<std::size_t>(seat)] = {player.public_id, player.account(), player.name,
                                                   player.bot, deadlines->deadlines_ms()[seat]};
  }
  return entry;
}

void Room::update_turns(bool announce) {
  if (settings_.days_per_move == 0 || !match_ || closed_) return;
  std::optional<TurnEntry> entry = waiting_turns();
  if (!entry) return context_.turns.remove(id_);
  const std::vector<int> started = context_.turns.put(*entry);
  if (!announce || !context_.push) return;
  for (const int seat : started)
    context_.push->send(push::turn_notice(*entry, seat, epoch_ms()));
}

std::optional<TurnRecord> Room::changed_turns() {
  if (settings_.days_per_move == 0 || !match_ || closed_ || !context_.store->shares_rooms())
    return std::nullopt;
  const std::optional<TurnEntry> entry = waiting_turns();
  TurnRecord record = entry ? turn_record(*entry) : TurnRecord{id_, {}};
  if (record.lines == shared_turns_) return std::nullopt;
  shared_turns_ = record.lines;
  return record;
}

void Room::share_turns() {
  if (auto record = changed_turns()) persist(std::move(*record));
}

void Room::send_room_state() {
  room_state_.signal(shared_from_this());
}

void Room::update_lobby() {
  if (closed_) return;
  // A match that just ended no longer counts as live.
  if (match_ && match_->over() && live_counted_) {
    live_counted_ = false;
    context_.metrics.live_matches.fetch_sub(1, std::memory_order_relaxed);
  }
  if (!settings_.is_public) return;
  const protocol::RoomFacts room = facts();
  std::string entry = protocol::lobby_entry_json(room);
  // A change no room write carried (a join, a player's connection, a spectator): alone.
  if (auto listing = changed_listing(room, entry)) context_.store->write(std::move(*listing));
  if (entry == last_lobby_entry_) return;
  last_lobby_entry_ = entry;
  context_.lobby->set_room(id_, {settings_.game->info().id, static_cast<int>(room.status),
                                 created_ms_, std::move(entry)});
}

// Other nodes list the room too: its entry is written under its owner's epoch, and they learn of
// it from the store.
std::optional<LobbyRecord> Room::changed_listing(const protocol::RoomFacts& room,
                                                 const std::string& entry) {
  if (!context_.store->shares_rooms() || entry == shared_listing_) return std::nullopt;
  shared_listing_ = entry;
  return LobbyRecord{id_, settings_.game->info().id, static_cast<int>(room.status), created_ms_,
                     entry};
}

std::optional<LobbyRecord> Room::changed_listing() {
  if (closed_ || !settings_.is_public || !context_.store->shares_rooms()) return std::nullopt;
  const protocol::RoomFacts room = facts();
  return changed_listing(room, protocol::lobby_entry_json(room));
}

}  // namespace rockpool::server
