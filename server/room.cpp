#include "server/room.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>

#include "protocol/display_name.hpp"
#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/game_json.hpp"
#include "server/clock_util.hpp"
#include "server/context.hpp"
#include "server/lobby.hpp"

namespace rockpool::server {

namespace {

void write_clock_settings(rules::JsonText& json, const std::optional<ClockSettings>& clock) {
  if (!clock) {
    json.null();
    return;
  }
  json.begin_object()
      .key("initial_ms")
      .number(clock->initial_ms)
      .key("increment_ms")
      .number(clock->increment_ms)
      .end_object();
}

}  // namespace

const char* first_word(RoomSettings::First first) {
  switch (first) {
    case RoomSettings::First::random:
      return "random";
    case RoomSettings::First::host:
      return "host";
    case RoomSettings::First::guest:
      return "guest";
  }
  return "random";
}

Room::Room(ServerContext& context, std::string id, std::string code, RoomSettings settings,
           const SessionPtr& host, std::string host_address)
    : context_(context),
      strand_(context.make_executor()),
      id_(std::move(id)),
      code_(std::move(code)),
      settings_(std::move(settings)),
      options_json_(protocol::option_values_json(settings_.game->info(), settings_.options).dump()),
      created_ms_(epoch_ms()),
      flag_timer_(strand_),
      close_timer_(strand_),
      bot_timer_(strand_),
      state_timer_(strand_),
      host_address_(std::move(host_address)) {
  people_[0] = Participant{host, host->name(), host->public_id(), false};
  context_.metrics.rooms.fetch_add(1, std::memory_order_relaxed);
  if (settings_.is_public) context_.public_rooms.fetch_add(1, std::memory_order_relaxed);
}

Room::~Room() = default;

void Room::open(Responder host_responder) {
  net::dispatch(strand_, [self = shared_from_this(), responder = std::move(host_responder)] {
    if (self->settings_.bot_opponent) {
      self->people_[1] = Participant{nullptr, "Rockbot", "bot", true};
      self->context_.store->write(RoomGuestRecord{self->id_, ""});
    }
    self->do_join(responder, true);
  });
}

void Room::join(Responder responder, bool as_player) {
  net::post(strand_, [self = shared_from_this(), responder = std::move(responder), as_player] {
    self->do_join(responder, as_player);
  });
}

int Room::person_of(const SessionPtr& session) const {
  for (int person = 0; person < 2; ++person) {
    if (people_[person] && people_[person]->is(session)) return person;
  }
  return -1;
}

int Room::viewer_of(const Member& member) const {
  return member.person < 0 ? rules::kSpectator : seat_of_person(member.person);
}

bool Room::person_connected(int person) const {
  if (people_[person] && people_[person]->bot) return true;
  return std::any_of(members_.begin(), members_.end(),
                     [&](const Member& m) { return m.person == person; });
}

Room::Member* Room::find_member(const ConnectionPtr& connection) {
  for (auto& member : members_) {
    if (member.connection == connection) return &member;
  }
  return nullptr;
}

void Room::do_join(const Responder& responder, bool as_player) {
  if (closed_) return responder.fail({protocol::code::kRoomNotFound, "the room has closed"});
  const SessionPtr& session = responder.session();
  int person = person_of(session);
  const bool returning = person >= 0;
  const bool was_connected = returning && person_connected(person);
  if (!returning && as_player) {
    if (people_[1]) {
      return responder.fail(
          {protocol::code::kRoomFull, "both seats are taken; you can watch instead"});
    }
    // Two players whose names would look alike to people are told apart.
    std::string name = session->name();
    if (protocol::fold_display_name(name) == protocol::fold_display_name(people_[0]->name)) {
      name += " (2)";
    }
    people_[1] = Participant{session, std::move(name), session->public_id(), false};
    person = 1;
    context_.store->write(RoomGuestRecord{id_, session->token()});
  }
  if (Member* member = find_member(responder.connection())) {
    member->person = person;
  } else {
    members_.push_back({responder.connection(), session, person});
  }
  if (person >= 0) close_timer_.cancel();  // spectators alone do not keep a room open

  std::string result = R"({"room":)" + room_state_json(person) + R"(,"role":)" +
                       (person >= 0 ? R"("player")" : R"("spectator")");
  result += R"(,"seat":)";
  result += match_ && person >= 0 ? std::to_string(seat_of_person(person)) : "null";
  result += "}";
  responder.ok(result);
  for (const auto& line : chat_)
    responder.connection()->send(line);

  if (person >= 0 && !match_ && people_[0] && people_[1]) {
    start_match(false);  // sends the snapshots
  } else if (match_) {
    send_snapshot(*find_member(responder.connection()));
    if (returning && !was_connected) on_person_returned(person);
  }
  send_room_state();
  update_lobby();
}

void Room::leave(Responder responder) {
  net::post(strand_, [self = shared_from_this(), responder = std::move(responder)] {
    Member* member = self->find_member(responder.connection());
    if (!member) {
      return responder.fail({protocol::code::kNotInRoom, "you are not in this room"});
    }
    const int person = member->person;
    self->members_.erase(
        std::remove_if(self->members_.begin(), self->members_.end(),
                       [&](const Member& m) { return m.connection == responder.connection(); }),
        self->members_.end());
    responder.ok("{}");
    responder.connection()->forget_room(self);
    if (person == 0 && !self->match_) return self->close();  // before anyone joined: it is over
    if (person >= 0 && !self->person_connected(person)) self->on_person_disconnected(person);
    if (!self->any_player_present()) self->schedule_close();
    self->send_room_state();
    self->update_lobby();
  });
}

void Room::detach(ConnectionPtr connection) {
  net::post(strand_, [self = shared_from_this(), connection = std::move(connection)] {
    std::vector<int> gone;
    auto& members = self->members_;
    for (auto it = members.begin(); it != members.end();) {
      if (it->connection == connection) {
        gone.push_back(it->person);
        it = members.erase(it);
      } else {
        ++it;
      }
    }
    if (gone.empty()) return;
    for (int person : gone) {
      if (person >= 0 && !self->person_connected(person)) self->on_person_disconnected(person);
    }
    if (!self->any_player_present()) self->schedule_close();
    self->send_room_state();
    self->update_lobby();
  });
}

void Room::start_match(bool rematch) {
  if (rematch) {
    host_seat_ = 1 - host_seat_;  // seats swapped
  } else {
    switch (settings_.first) {
      case RoomSettings::First::host:
        host_seat_ = 0;
        break;
      case RoomSettings::First::guest:
        host_seat_ = 1;
        break;
      case RoomSettings::First::random:
        host_seat_ = static_cast<int>(std::random_device{}() & 1u);
        break;
    }
  }
  for (auto& timer : grace_timers_) {
    if (timer) timer->cancel();
    timer.reset();
  }
  std::array<Participant, 2> players = {*people_[host_seat_ == 0 ? 0 : 1],
                                        *people_[host_seat_ == 0 ? 1 : 0]};
  MatchStartRecord record;
  record.id = id_ + "." + std::to_string(++match_number_);
  record.room_id = id_;
  record.is_public = settings_.is_public;
  record.number = match_number_;
  record.host_seat = host_seat_;
  record.game = settings_.game->info().id;
  record.options_json = options_json_;
  for (int seat = 0; seat < 2; ++seat) {
    const Participant& player = players[seat];
    record.seats[seat] = {player.session ? player.session->token() : "", player.public_id,
                          player.name, player.bot};
  }
  record.clock_initial_ms = settings_.clock ? settings_.clock->initial_ms : -1;
  record.clock_increment_ms = settings_.clock ? settings_.clock->increment_ms : 0;
  record.started_ms = epoch_ms();
  record.version_ceiling = Match::kVersionBlock;
  match_ = std::make_unique<Match>(record.id, id_, *settings_.game, settings_.options,
                                   std::move(players), settings_.clock,
                                   std::chrono::steady_clock::now());
  context_.store->write(std::move(record));
  context_.metrics.live_matches.fetch_add(1, std::memory_order_relaxed);
  live_counted_ = true;
  for (int person = 0; person < 2; ++person) {
    if (!person_connected(person)) on_person_disconnected(person);
  }
  for (const auto& member : members_)
    send_snapshot(member);
  arm_flag_timer();
  schedule_bot();
}

void Room::send_snapshot(const Member& member) {
  if (!gate_.open()) return gate_.defer_snapshot(member.connection);
  member.connection->send(match_->view().snapshot_frame(viewer_of(member)));
}

void Room::persist(StoreWrite record) {
  gate_.write_started();
  // The store hands its batch to the I/O threads: with one thread this runs inline.
  context_.store->write(std::move(record), [self = shared_from_this()] {
    net::dispatch(self->strand_, [self] { self->on_committed(); });
  });
}

void Room::on_committed() {
  if (!gate_.write_committed()) return;
  if (gate_.take_update()) publish();
  for (const auto& connection : gate_.take_snapshots()) {
    if (Member* member = find_member(connection)) send_snapshot(*member);
  }
}

void Room::reserve_versions() {
  const std::int64_t ceiling = match_->version() + Match::kVersionBlock;
  match_->set_version_ceiling(ceiling);
  persist(MatchVersionRecord{match_->id(), ceiling});
}

void Room::publish() {
  if (match_->version() + 1 > match_->version_ceiling()) reserve_versions();
  if (!gate_.open()) return gate_.defer_update();
  match_->view().begin_update();
  std::array<bool, protocol::kAudiences> present{};
  for (const auto& member : members_)
    present[viewer_of(member)] = true;
  std::array<Frame, protocol::kAudiences> frames;
  for (int viewer = 0; viewer < protocol::kAudiences; ++viewer) {
    if (!present[viewer]) {
      match_->view().forget(viewer);
      continue;
    }
    auto patch = match_->view().patch_frame(viewer);
    frames[viewer] = std::make_shared<const std::string>(patch ? std::move(*patch)
                                                               : match_->view().snapshot_frame(viewer));
  }
  // A mover gets its reply and the update in one frame; its other connections get the update.
  const std::string result = R"({"version":)" + std::to_string(match_->version()) + "}";
  auto movers = gate_.take_movers();
  std::vector<bool> replied(movers.size(), false);
  for (const auto& member : members_) {
    // A member whose snapshot waits for this commit gets that snapshot next, at this version:
    // the patch would reach it before it had a view to apply it to.
    if (gate_.snapshot_deferred(member.connection)) continue;
    const Frame& frame = frames[viewer_of(member)];
    bool sent = false;
    for (std::size_t i = 0; i < movers.size() && !sent; ++i) {
      if (!replied[i] && movers[i].connection() == member.connection) {
        movers[i].ok_with_update(result, *frame);
        replied[i] = sent = true;
      }
    }
    if (!sent) member.connection->send(frame);
  }
  for (std::size_t i = 0; i < movers.size(); ++i) {
    if (!replied[i]) movers[i].ok(result);
    context_.metrics.observe_action_seconds(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - movers[i].received())
            .count());
  }
  match_->view().end_update();
  arm_flag_timer();
  update_lobby();
  schedule_bot();
}

void Room::write_room_facts(rules::JsonText& json) const {
  json.key("id")
      .string(id_)
      .key("game")
      .string(settings_.game->info().id)
      .key("game_name")
      .string(settings_.game->info().name)
      .key("options")
      .raw(options_json_)
      .key("clock");
  write_clock_settings(json, settings_.clock);
}

const char* Room::status_word() const {
  return !match_ ? "waiting" : match_->over() ? "finished" : "playing";
}

int Room::spectator_count() const {
  return static_cast<int>(std::count_if(members_.begin(), members_.end(),
                                        [](const Member& m) { return m.person < 0; }));
}

std::string Room::room_state_json(int person) const {
  std::string out;
  rules::JsonText json(out);
  json.begin_object();
  write_room_facts(json);
  json.key("public").boolean(settings_.is_public).key("invite");
  if (code_.empty()) {
    json.null();
  } else {
    json.string(code_);
  }
  json.key("first").string(first_word(settings_.first)).key("players").begin_array();
  for (int p = 0; p < 2; ++p) {
    if (!people_[p]) {
      json.null();
      continue;
    }
    json.begin_object()
        .key("name")
        .string(people_[p]->name)
        .key("id")
        .string(people_[p]->public_id)
        .key("bot")
        .boolean(people_[p]->bot)
        .key("connected")
        .boolean(person_connected(p))
        .end_object();
  }
  json.end_array().key("spectators").number(spectator_count()).key("status").string(status_word());
  json.key("match");
  if (match_) {
    json.string(match_->id());
  } else {
    json.null();
  }
  json.key("you").string(person == 0 ? "host" : person == 1 ? "guest" : "spectator");
  json.end_object();
  return out;
}

bool Room::any_player_present() const {
  return std::any_of(members_.begin(), members_.end(),
                     [](const Member& m) { return m.person >= 0; });
}

void Room::send_room_state() {
  state_dirty_ = true;
  if (state_timer_armed_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - state_sent_at_ >= kStateBatch) return flush_room_state();
  state_timer_armed_ = true;
  state_timer_.expires_at(state_sent_at_ + kStateBatch);
  state_timer_.async_wait([self = shared_from_this()](beast::error_code e) {
    self->state_timer_armed_ = false;
    if (!e && !self->closed_ && self->state_dirty_) self->flush_room_state();
  });
}

void Room::flush_room_state() {
  state_dirty_ = false;
  state_sent_at_ = std::chrono::steady_clock::now();
  // One frame for each way of seeing the room (host, guest, spectator), shared by its members.
  std::array<Frame, 3> frames;
  for (const auto& member : members_) {
    Frame& frame = frames[member.person < 0 ? 2 : member.person];
    if (!frame) {
      frame = std::make_shared<const std::string>(
          protocol::room_state_frame(room_state_json(member.person)));
    }
    member.connection->send(frame);
  }
}

void Room::update_lobby() {
  if (closed_) return;
  // A match that just ended no longer counts as live.
  if (match_ && match_->over() && live_counted_) {
    live_counted_ = false;
    context_.metrics.live_matches.fetch_sub(1, std::memory_order_relaxed);
  }
  if (!settings_.is_public) return;
  std::string summary;
  rules::JsonText json(summary);
  json.begin_object();
  write_room_facts(json);
  json.key("players").begin_array();
  for (const auto& person : people_) {
    if (person) json.string(person->name);
  }
  json.end_array()
      .key("spectators")
      .number(spectator_count())
      .key("status")
      .string(status_word())
      .key("created_ms")
      .number(created_ms_)
      .end_object();
  if (summary == last_lobby_summary_) return;
  last_lobby_summary_ = summary;
  const int order = !match_ ? 0 : match_->over() ? 2 : 1;
  context_.lobby->set_room(id_,
                           {settings_.game->info().id, order, created_ms_, std::move(summary)});
}

void Room::on_person_disconnected(int person) {
  if (!match_ || match_->over()) return;
  const rules::Seat seat = seat_of_person(person);
  const auto grace = context_.config.grace_period;
  match_->set_connected(
      seat, false,
      epoch_ms() + std::chrono::duration_cast<std::chrono::milliseconds>(grace).count());
  publish();
  auto& timer = grace_timers_[person];
  timer = std::make_unique<net::steady_timer>(strand_, grace);
  timer->async_wait(
      [self = shared_from_this(), person, match_id = match_->id()](beast::error_code e) {
        if (!e && self->match_ && self->match_->id() == match_id) self->on_grace_over(person);
      });
}

void Room::on_person_returned(int person) {
  if (grace_timers_[person]) {
    grace_timers_[person]->cancel();
    grace_timers_[person].reset();
  }
  if (!match_) return;
  const rules::Seat seat = seat_of_person(person);
  match_->set_connected(seat, true, 0);
  match_->withdraw_claim_against(seat);
  publish();
}

void Room::on_grace_over(int person) {
  grace_timers_[person].reset();
  if (!match_ || match_->over() || person_connected(person)) return;
  const rules::Seat seat = seat_of_person(person);
  if (match_->plies() < 2) return finish_match({MatchResult::State::aborted, -1, "abandoned"});
  if (match_->participant(1 - seat).bot) {
    return finish_match({MatchResult::State::won, 1 - seat, "abandoned"});
  }
  match_->allow_claim_against(seat);
  publish();
}

void Room::arm_flag_timer() {
  if (!match_ || match_->over() || !match_->clock()) return;
  auto next = match_->clock()->next_flag();
  if (!next) return;
  flag_timer_.expires_at(*next + std::chrono::milliseconds(1));
  flag_timer_.async_wait([self = shared_from_this(), match_id = match_->id()](beast::error_code e) {
    if (e || !self->match_ || self->match_->id() != match_id || self->match_->over()) return;
    if (auto seat = self->match_->clock()->flagged(std::chrono::steady_clock::now())) {
      self->finish_match({MatchResult::State::won, 1 - *seat, "timeout"});
    } else {
      self->arm_flag_timer();
    }
  });
}

void Room::schedule_close() {
  close_timer_.expires_after(context_.config.room_close_delay);
  close_timer_.async_wait([self = shared_from_this()](beast::error_code e) {
    if (!e && !self->any_player_present()) self->close();
  });
}

void Room::close() {
  if (closed_) return;
  // A match nobody came back to is over: recorded as abandoned, it leaves the store's live log.
  if (match_ && !match_->over()) {
    match_->finish({MatchResult::State::aborted, -1, "abandoned"},
                   std::chrono::steady_clock::now());
    record_end();
  }
  closed_ = true;
  const auto closed = std::make_shared<const std::string>(protocol::room_closed_frame(id_));
  for (const auto& member : members_) {
    member.connection->send(closed);
    member.connection->forget_room(shared_from_this());
  }
  members_.clear();
  context_.store->write(RoomClosedRecord{id_, epoch_ms()});
  context_.rooms.remove(id_, code_);
  if (settings_.is_public) context_.lobby->remove_room(id_);
  if (people_[0] && people_[0]->session) people_[0]->session->room_closed();
  context_.addresses.room_closed(host_address_);
  if (settings_.is_public) context_.public_rooms.fetch_sub(1, std::memory_order_relaxed);
  context_.metrics.rooms.fetch_sub(1, std::memory_order_relaxed);
  if (live_counted_) context_.metrics.live_matches.fetch_sub(1, std::memory_order_relaxed);
  live_counted_ = false;
  flag_timer_.cancel();
  close_timer_.cancel();
  bot_timer_.cancel();
  state_timer_.cancel();
  for (auto& timer : grace_timers_) {
    if (timer) timer->cancel();
  }
}

}  // namespace rockpool::server
