#include "server/room/room.hpp"

#include <random>

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "protocol/game_json.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/core/bot_level.hpp"
#include "server/room/called_off.hpp"
#include "server/room/room_host.hpp"
#include "server/room/stopped_room.hpp"

namespace rockpool::server {

namespace {

// Presence changes (joins, leaves, connections) are coalesced: a room.state goes out at once if
// none went out in the last batch, else once when the batch ends.
constexpr std::chrono::milliseconds kStateBatch{100};

RoomIdentity identity_of(std::string id, std::string code, RoomSettings settings,
                         std::string host_address) {
  std::string options = protocol::option_values_text(settings.game->info(), settings.options);
  return {std::move(id), std::move(code),         std::move(settings),
          epoch_ms(),    std::move(host_address), std::move(options)};
}

}  // namespace

Room::Room(RoomHost& room_host, std::string id, std::string code, RoomSettings settings,
           const SessionPtr& host, std::string host_address)
    : host_(room_host),
      strand_(room_host.executors.make()),
      identity_(identity_of(std::move(id), std::move(code), std::move(settings),
                            std::move(host_address))),
      chat_(identity_.id, room_host.store),
      timers_(strand_, {[this] { return match_.get(); },
                        [this](MatchResult result) { finish_match(std::move(result)); },
                        [this](rules::SeatSet at_fault, std::string reason) {
                          return called_off(members_, identity_.settings, at_fault,
                                            std::move(reason));
                        }}),
      presence_(
          strand_, room_host.presence, identity_.settings, members_,
          {[this] { return match_.get(); }, [this] { publish(); },
           [this](MatchResult result) { finish_match(std::move(result)); }, [this] { close(); }}),
      room_state_(strand_, kStateBatch, [this] {
        // One frame for each role, shared by its members.
        std::array<Frame, 3> frames;
        const protocol::RoomFacts room = facts(true);
        for (const auto& member : members_.all()) {
          Frame& frame = frames[static_cast<std::size_t>(member.role)];
          if (!frame) {
            frame = std::make_shared<const std::string>(
                protocol::room_state_frame(protocol::room_state_json(room, member.role)));
          }
          member.connection->send(frame);
        }
      }) {
  members_.seat(Person::host,
                Participant{host, host->name(), host->public_id(), false, host->account_id()});
  host_.metrics.rooms.fetch_add(1, std::memory_order_relaxed);
  if (identity_.settings.is_public) host_.public_rooms.fetch_add(1, std::memory_order_relaxed);
}

Room::~Room() = default;

void Room::open(Responder host_responder) {
  net::dispatch(strand_, [self = shared_from_this(), responder = std::move(host_responder)] {
    const RoomSettings& settings = self->identity_.settings;
    self->host_.store.write(
        room_record(self->identity_, self->members_.person(Person::host)->session->token()));
    if (settings.bot_level > 0) {
      self->members_.seat(Person::guest,
                          Participant{nullptr, rules::bot_name(settings.bot_level), "bot", true});
      self->host_.store.write(RoomGuestRecord{self->identity_.id, ""});
    }
    self->join(responder, true);
  });
}

void Room::join(Responder responder, bool as_player) {
  net::post(strand_, [self = shared_from_this(), responder = std::move(responder), as_player] {
    if (self->stop_ != Stop::running) {
      return refuse_stopped(responder, self->stop_ == Stop::moved, self->id());
    }
    const SessionPtr& session = responder.session();
    std::optional<Person> person = self->members_.person_of(session);
    const bool returning = person.has_value();
    const bool was_connected = returning && self->members_.connected(*person);
    if (!returning && as_player) {
      if (self->members_.person(Person::guest)) {
        return responder.fail(
            {protocol::code::kRoomFull, "both seats are taken; you can watch instead"});
      }
      if (self->identity_.settings.rated && session->account_id().empty()) {
        return responder.fail({protocol::code::kRatedNeedsAccount,
                               "a rated room's players are accounts: claim one, or watch"});
      }
      self->members_.seat_guest(session);
      person = Person::guest;
      self->host_.store.write(RoomGuestRecord{self->identity_.id, session->token()});
    }
    const Role role = person ? role_of(*person) : Role::spectator;
    self->members_.enter(responder.connection(), session, role);
    if (person) self->presence_.cancel_close();  // spectators alone do not keep a room open

    std::string result = protocol::join_result(
        protocol::room_state_json(self->facts(true), role), person.has_value(),
        self->match_ && person ? std::optional<int>(self->members_.seat_of(*person))
                               : std::nullopt);
    // A node that was cut off may still hold a stale copy of a room another node has taken: a
    // listener's fence comes first (a fenced node refuses the join with room/moved instead, never
    // answering without the snapshot that follows a join).
    std::optional<StoreWrite> fence;
    for (const auto& listener : self->listeners_) {
      if ((fence = listener->join_fence())) break;
    }
    if (fence) {
      self->persist(std::move(*fence));
      self->gate_.hold_reply({responder,
                              std::move(result),
                              {self->chat_.recent().begin(), self->chat_.recent().end()}});
    } else {
      responder.ok(result);
      for (const auto& line : self->chat_.recent())
        responder.connection()->send(line);
    }

    if (person && !self->match_ && self->members_.person(Person::guest)) {
      self->start_match(false);  // sends the snapshots
    } else if (self->match_) {
      self->send_snapshot(*self->members_.find(responder.connection()));
      if (returning && !was_connected) self->presence_.returned(*person);
    }
    self->send_room_state();
  });
}

void Room::leave(Responder responder) {
  net::post(strand_, [self = shared_from_this(), responder = std::move(responder)] {
    const auto roles = self->members_.remove(responder.connection());
    if (roles.empty()) {
      return responder.fail({protocol::code::kNotInRoom, "you are not in this room"});
    }
    responder.ok("{}");
    responder.connection()->forget_room(self);
    // A host who leaves before anyone joined ends the room.
    if (roles.front() == Role::host && !self->match_) return self->close();
    self->presence_.left(roles, self);
    self->send_room_state();
  });
}

void Room::detach(ConnectionPtr connection) {
  net::post(strand_, [self = shared_from_this(), connection = std::move(connection)] {
    const auto roles = self->members_.remove(connection);
    if (roles.empty()) return;
    self->presence_.left(roles, self);
    self->send_room_state();
  });
}

void Room::start_match(bool rematch, std::function<void()> committed) {
  if (rematch) {
    members_.set_host_seat(1 - members_.host_seat());  // seats swapped
  } else {
    switch (identity_.settings.first) {
      case protocol::FirstSeat::host:
        members_.set_host_seat(0);
        break;
      case protocol::FirstSeat::guest:
        members_.set_host_seat(1);
        break;
      case protocol::FirstSeat::random:
        members_.set_host_seat(static_cast<int>(std::random_device{}() & 1u));
        break;
    }
  }
  presence_.match_started();
  std::array<Participant, 2> players = members_.players_by_seat();
  for (Participant& player : players)
    player.account_id = player.account();
  MatchStartRecord record;
  record.id = identity_.id + "." + std::to_string(++match_number_);
  record.room_id = identity_.id;
  record.is_public = identity_.settings.is_public;
  record.number = match_number_;
  record.host_seat = members_.host_seat();
  record.game = identity_.settings.game->info().id;
  record.options_json = identity_.options_json;
  for (int seat = 0; seat < 2; ++seat) {
    const Participant& player = players[seat];
    record.seats[seat] = {player.session ? player.session->token() : "", player.public_id,
                          player.name, player.bot};
  }
  record.clock_initial_ms = identity_.settings.clock ? identity_.settings.clock->initial_ms : -1;
  record.clock_increment_ms = identity_.settings.clock ? identity_.settings.clock->increment_ms : 0;
  record.started_ms = epoch_ms();
  record.version_ceiling = Match::kVersionBlock;
  match_ = std::make_unique<Match>(
      record.id, identity_.id, *identity_.settings.game, identity_.settings.options,
      std::move(players), identity_.settings.clock, ServerClock::now(), host_.first_decisions);
  if (identity_.settings.days_per_move > 0)
    match_->play_by_correspondence(identity_.settings.days_per_move, record.started_ms);
  // The first snapshots wait for the start's commit, and for what listeners store with it.
  persist(std::move(record), std::move(committed));
  for (Person person : kPeople) {
    if (!members_.connected(person)) presence_.disconnected(person, shared_from_this());
  }
  for (const auto& listener : listeners_)
    listener->match_showing();
  for (const auto& member : members_.all())
    send_snapshot(member);
  timers_.arm(*match_, shared_from_this());
  for (const auto& listener : listeners_)
    listener->match_shown();
}

void Room::send_snapshot(const Member& member) {
  if (!gate_.open()) return gate_.defer_snapshot(member.connection);
  member.connection->send(match_->view().snapshot_frame(members_.viewer_of(member)));
}

void Room::persist(StoreWrite record, std::function<void()> committed) {
  auto* end = std::get_if<MatchEndRecord>(&record);
  if (end) {
    for (const auto& listener : listeners_)
      listener->ending(*end);
    // The end's frames show what the store made with it, as listeners set it.
    committed = [this, id = end->match_id, committed = std::move(committed)] {
      if (match_ && match_->id() == id) {
        for (const auto& listener : listeners_)
          listener->end_committed(*match_);
      }
      if (committed) committed();
    };
  }
  gate_.write_started();
  // The store hands its batch to the I/O threads: with one thread this runs inline.
  auto done = [self = shared_from_this(), committed = std::move(committed)]() mutable {
    net::dispatch(self->strand_, [self, committed = std::move(committed)] {
      if (committed) committed();
      self->on_committed();
    });
  };
  if (end) {
    for (const auto& listener : listeners_) {
      if (listener->writes_end()) return listener->write_end(std::move(*end), std::move(done));
    }
  }
  std::vector<StoreWrite> with;
  for (const auto& listener : listeners_)
    listener->writing(record, with);
  if (with.empty()) return host_.store.write(std::move(record), std::move(done));
  with.insert(with.begin(), std::move(record));
  host_.store.write_together(std::move(with), std::move(done));
}

void Room::on_committed() {
  if (!gate_.write_committed()) return;
  if (stop_ != Stop::running && !hand_over_waiting_) {
    // The room stopped here: nobody is left to show the update to, but a mover's action is
    // committed, and so acknowledged.
    for (const auto& mover : gate_.take_movers())
      mover.ok(protocol::version_result(match_->version()));
    for (const auto& held : gate_.take_held_replies())
      refuse_stopped(held.responder, stop_ == Stop::moved, identity_.id);
    return;
  }
  for (const auto& held : gate_.take_held_replies()) {
    held.responder.ok(held.result);
    for (const auto& frame : held.then)
      held.responder.connection()->send(frame);
  }
  if (gate_.take_update()) publish();
  for (const auto& connection : gate_.take_snapshots()) {
    if (const Member* member = members_.find(connection)) send_snapshot(*member);
  }
  if (hand_over_waiting_ && gate_.open()) leave_node("", std::exchange(hand_over_waiting_, {}));
}

void Room::publish() {
  // The version ceiling is raised by a block, durably, before the versions above are sent.
  if (match_->version() + 1 > match_->version_ceiling()) {
    persist(MatchVersionRecord{match_->id(), match_->raise_version_ceiling()});
  }
  if (!gate_.open()) return gate_.defer_update();
  // What listeners show beside the match (the turn lists) shows what the frames below show, by
  // the time anyone has seen them.
  for (const auto& listener : listeners_)
    listener->match_showing();
  protocol::MatchView& view = match_->view();
  view.begin_update();
  std::array<bool, protocol::kAudiences> present{};
  for (const auto& member : members_.all())
    present[members_.viewer_of(member)] = true;
  std::array<Frame, protocol::kAudiences> frames;
  for (int viewer = 0; viewer < protocol::kAudiences; ++viewer) {
    if (!present[viewer]) {
      view.forget(viewer);
      continue;
    }
    auto patch = view.patch_frame(viewer);
    frames[viewer] = std::make_shared<const std::string>(patch ? std::move(*patch)
                                                               : view.snapshot_frame(viewer));
  }
  // A mover gets its reply and the update in one frame; its other connections get the update.
  const std::string result = protocol::version_result(match_->version());
  auto movers = gate_.take_movers();
  std::vector<bool> replied(movers.size(), false);
  for (const auto& member : members_.all()) {
    // A member whose snapshot waits for this commit gets that snapshot next, at this version:
    // the patch would reach it before it had a view to apply it to.
    if (gate_.snapshot_deferred(member.connection)) continue;
    const Frame& frame = frames[members_.viewer_of(member)];
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
    host_.metrics.observe_action_seconds(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - movers[i].received())
            .count());
  }
  view.end_update();
  timers_.arm(*match_, shared_from_this());
  for (const auto& listener : listeners_)
    listener->match_shown();
}

}  // namespace rockpool::server
