// A room and the store: the records it writes as it lives, and its restoration at start, with
// its latest match replayed through the engine from the stored actions.

#include "protocol/game_json.hpp"
#include "rules/core/bot_level.hpp"
#include "rules/registry/registry.hpp"
#include "server/logging.hpp"
#include "server/room/room.hpp"
#include "server/room/room_host.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

namespace {

std::optional<Participant> participant_of(SessionRegistry& sessions, const std::string& token,
                                          bool bot, const std::string& fallback_name) {
  if (bot)
    return Participant{nullptr, fallback_name.empty() ? "Rockbot" : fallback_name, "bot", true};
  SessionPtr session = sessions.find(token);
  if (!session) return std::nullopt;
  return Participant{session, session->name(), session->public_id(), false, session->account_id()};
}

// A stored wall-clock time as a steady-clock time, counted back from now.
ServerClock::time_point steady_of(std::int64_t at_ms, std::int64_t now_ms) {
  return ServerClock::now() - std::chrono::milliseconds(now_ms - at_ms);
}

}  // namespace

RoomRecord room_record(const RoomIdentity& identity, const std::string& host_token) {
  const RoomSettings& settings = identity.settings;
  RoomRecord record;
  record.id = identity.id;
  record.code = identity.code;
  record.is_public = settings.is_public;
  record.game = settings.game->info().id;
  record.options_json = identity.options_json;
  record.clock_initial_ms = settings.clock ? settings.clock->initial_ms : -1;
  record.clock_increment_ms = settings.clock ? settings.clock->increment_ms : 0;
  record.first = protocol::first_word(settings.first);
  record.bot_level = settings.bot_level;
  record.rated = settings.rated;
  record.days_per_move = settings.days_per_move;
  record.tournament_id = settings.tournament_id;
  record.tournament_game = settings.tournament_game;
  record.quick = settings.quick;
  record.host_token = host_token;
  record.created_ms = identity.created_ms;
  return record;
}

std::shared_ptr<Room> Room::restore(RoomHost& room_host, const StoredRoom& stored) {
  const RoomRecord& record = stored.room;
  RoomSettings settings;
  settings.game = rules::find_game(record.game);
  if (!settings.game) return nullptr;
  std::vector<rules::RawOption> raw;
  protocol::raw_options_from_text(record.options_json, raw);
  auto options = rules::resolve_options(settings.game->info().options, raw);
  if (options.error) return nullptr;
  settings.options = options.values;
  settings.is_public = record.is_public;
  if (record.clock_initial_ms >= 0)
    settings.clock = ClockSettings{record.clock_initial_ms, record.clock_increment_ms};
  settings.first = protocol::first_seat_of(record.first).value_or(protocol::FirstSeat::random);
  settings.bot_level = std::clamp(record.bot_level, 0, rules::kBotLevels);
  settings.rated = record.rated;
  if (valid_days_per_move(record.days_per_move)) settings.days_per_move = record.days_per_move;
  settings.tournament_id = record.tournament_id;
  settings.tournament_game = record.tournament_game;
  settings.quick = record.quick;
  SessionPtr host = room_host.sessions.find(record.host_token);
  if (!host) return nullptr;

  auto room = std::make_shared<Room>(room_host, record.id, record.code, std::move(settings), host);
  room->identity_.created_ms = record.created_ms;
  if (stored.guest_token) {
    const std::string bot_name =
        record.bot_level > 0 ? rules::bot_name(record.bot_level) : std::string();
    if (auto guest = participant_of(room_host.sessions, *stored.guest_token,
                                    stored.guest_token->empty(), bot_name)) {
      room->members_.seat(Person::guest, std::move(*guest));
    }
  }
  if (!stored.match) return room;

  const StoredMatch& match = *stored.match;
  std::array<Participant, 2> players;
  for (int seat = 0; seat < 2; ++seat) {
    auto player = participant_of(room_host.sessions, match.start.seats[seat].token,
                                 match.start.seats[seat].bot, match.start.seats[seat].name);
    if (!player) return room;  // a seat's session is gone: the room waits without the match
    players[seat] = *player;
  }
  room->members_.set_host_seat(match.start.host_seat);
  room->match_number_ = match.start.number;
  const std::int64_t now_ms = epoch_ms();
  room->match_ = std::make_unique<Match>(
      match.start.id, record.id, *room->identity_.settings.game, room->identity_.settings.options,
      std::move(players), room->identity_.settings.clock, steady_of(match.start.started_ms, now_ms),
      room_host.first_decisions);
  // Deadlines follow from the stored times: the same as before the restart.
  if (room->identity_.settings.days_per_move > 0)
    room->match_->play_by_correspondence(room->identity_.settings.days_per_move,
                                         match.start.started_ms);
  room->match_->begin_restore();
  for (const ActionRecord& action : match.actions) {
    if (auto error =
            room->match_->play(action.seat, action.notation, steady_of(action.at_ms, now_ms),
                               action.at_ms, action.request_id)) {
      spdlog::error("restoring match {}: action {} ({}) refused: {}", match.start.id, action.ply,
                    action.notation, error->message);
      break;
    }
  }
  if (match.end && !room->match_->over()) {
    room->match_->finish(
        MatchResult::of_record(match.end->state, match.end->winner, match.end->reason),
        ServerClock::now());
  }
  // Views of the position as it stands are not stale: from its last action's version (an action
  // stored without one, by an older server, leaves it unknown), or from the start.
  std::int64_t position_version = 0;
  if (!match.actions.empty()) {
    const std::int64_t last = match.actions.back().position_version;
    position_version = last > 0 ? last : -1;
  }
  if (match.end) position_version = -1;
  room->match_->end_restore(match.start.version_ceiling, position_version);
  room->match_->restore_offers(match.offers);
  // The time the server was down does not count against the player to move.
  room->match_->resume(ServerClock::now());
  return room;
}

void Room::resume() {
  net::dispatch(strand_, [self = shared_from_this()] {
    // Versions go on above the last ceiling: the next block is durable before any frame.
    if (const auto& match = self->match_) {
      self->persist(MatchVersionRecord{match->id(), match->raise_version_ceiling()});
    }
    // Nobody is connected yet: players get the grace period to come back.
    for (Person person : kPeople) {
      if (self->members_.person(person) && !self->members_.connected(person))
        self->presence_.disconnected(person, self);
    }
    self->presence_.schedule_close(self);
    // A deadline that passed while the server was down ends the match now.
    if (self->match_) self->timers_.arm(*self->match_, self);
    for (const auto& listener : self->listeners_)
      listener->room_resumed();
  });
}

}  // namespace rockpool::server
