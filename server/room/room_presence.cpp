// A room's people coming and going: the grace period of a disconnected player, the closing of a
// room nobody plays in, and its stopping here (closed, given away or handed over).

#include "protocol/error_codes.hpp"
#include "protocol/frames.hpp"
#include "server/context.hpp"
#include "server/lobby/lobby.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

namespace {

// The refusal of a request the room did not apply because another node serves it now.
rules::Error served_elsewhere() {
  return {protocol::code::kRoomMoved, "another node serves this room: follow moved"};
}

}  // namespace

void Room::on_person_disconnected(Person person) {
  if (!match_ || match_->over()) return;
  const rules::Seat seat = members_.seat_of(person);
  if (settings_.days_per_move > 0) {
    // By correspondence, players come and go: their deadlines are what they must keep.
    match_->set_connected(seat, false, 0);
    return publish();
  }
  const auto grace = context_.config.grace_period;
  match_->set_connected(
      seat, false,
      epoch_ms() + std::chrono::duration_cast<std::chrono::milliseconds>(grace).count());
  publish();
  auto& timer = grace_timers_[static_cast<std::size_t>(person)];
  timer = std::make_unique<ServerTimer>(strand_, grace);
  timer->async_wait(
      [self = shared_from_this(), person, match_id = match_->id()](beast::error_code e) {
        if (!e && self->match_ && self->match_->id() == match_id) self->on_grace_over(person);
      });
}

void Room::on_person_returned(Person person) {
  if (auto& timer = grace_timers_[static_cast<std::size_t>(person)]) {
    timer->cancel();
    timer.reset();
  }
  if (!match_) return;
  const rules::Seat seat = members_.seat_of(person);
  match_->set_connected(seat, true, 0);
  match_->withdraw_claim_against(seat);
  publish();
}

void Room::on_grace_over(Person person) {
  grace_timers_[static_cast<std::size_t>(person)].reset();
  if (!match_ || match_->over() || members_.connected(person)) return;
  const rules::Seat seat = members_.seat_of(person);
  if (match_->plies() < 2) return finish_match(called_off(rules::SeatSet::of(seat), "abandoned"));
  if (match_->participant(1 - seat).bot) {
    return finish_match({MatchResult::State::won, 1 - seat, "abandoned"});
  }
  match_->allow_claim_against(seat);
  publish();
}

bool Room::keeps_open() const {
  return (settings_.days_per_move > 0 || settings_.in_tournament()) && match_ && !match_->over();
}

void Room::schedule_close() {
  if (keeps_open()) return;
  close_timer_.expires_after(context_.config.room_close_delay);
  close_timer_.async_wait([self = shared_from_this()](beast::error_code e) {
    if (!e && !self->members_.any_person_present() && !self->keeps_open()) self->close();
  });
}

void Room::close() {
  if (stop_ != Stop::running) return;
  // A match nobody came back to is over: recorded as abandoned, it leaves the store's live log.
  if (match_ && !match_->over()) {
    match_->finish({MatchResult::State::aborted, -1, "abandoned"}, ServerClock::now());
    record_end();
  }
  context_.store->write(RoomClosedRecord{id_, epoch_ms()});
  leave_node(protocol::room_closed_frame(id_));
}

void Room::give_away(std::string owner_url) {
  net::dispatch(strand_, [self = shared_from_this(), owner_url = std::move(owner_url)] {
    if (self->stop_ != Stop::running && !self->hand_over_waiting_) return;
    self->stop_ = Stop::moved;
    // Nothing is written: the room's new owner reads the log as it was committed. A write still
    // in flight never will be: its mover is sent on to play there (and may send it again there),
    // and so is a joiner still waiting for its answer.
    self->leave_node(protocol::moved_frame(self->id_, owner_url));
    for (const auto& mover : self->gate_.take_movers()) {
      mover.fail_unremembered(served_elsewhere());
    }
    for (const auto& held : self->gate_.take_held_replies()) {
      held.responder.fail_unremembered(served_elsewhere());
    }
    if (auto released = std::exchange(self->hand_over_waiting_, {})) released();
  });
}

void Room::hand_over(std::function<void()> released) {
  net::dispatch(strand_, [self = shared_from_this(), released = std::move(released)]() mutable {
    if (self->stop_ != Stop::running) return released();
    // No request is taken from now on (each is sent on); what is in flight goes out first.
    self->stop_ = Stop::moved;
    for (const auto& listener : self->listeners_)
      listener->room_stopped();
    if (!self->gate_.open()) {
      self->hand_over_waiting_ = std::move(released);
      return;
    }
    self->finish_hand_over(std::move(released));
  });
}

void Room::finish_hand_over(std::function<void()> released) {
  const auto members = leave_node("");
  // Told only once the lock is free: a client that follows at once finds the room takeable.
  context_.store->write(
      RoomReleasedRecord{id_},
      [members, frame = std::make_shared<const std::string>(protocol::moved_frame(id_, "")),
       released = std::move(released)] {
        for (const auto& connection : members)
          connection->send(frame);
        released();
      });
}

void Room::refuse_stopped(const Responder& responder) const {
  if (stop_ != Stop::moved) {
    return responder.fail({protocol::code::kRoomNotFound, "the room has closed"});
  }
  // Its clients were sent on as it stopped; this request had reached it just before.
  responder.connection()->send(protocol::moved_frame(id_, ""));
  responder.fail(served_elsewhere());
}

std::vector<ConnectionPtr> Room::leave_node(const std::string& goodbye) {
  if (stop_ == Stop::running) stop_ = Stop::closed;
  const auto frame = std::make_shared<const std::string>(goodbye);
  std::vector<ConnectionPtr> connections;
  for (const auto& member : members_.all()) {
    if (!goodbye.empty()) member.connection->send(frame);
    member.connection->forget_room(shared_from_this());
    connections.push_back(member.connection);
  }
  members_.clear();
  context_.rooms.remove(id_, code_);
  if (const auto& host = members_.person(Person::host); host && host->session) {
    host->session->room_closed();
  }
  context_.addresses.room_closed(host_address_);
  if (settings_.is_public) context_.public_rooms.fetch_sub(1, std::memory_order_relaxed);
  context_.metrics.rooms.fetch_sub(1, std::memory_order_relaxed);
  timers_.cancel();
  close_timer_.cancel();
  for (const auto& listener : listeners_)
    listener->room_stopped();
  room_state_.stop();
  for (auto& timer : grace_timers_) {
    if (timer) timer->cancel();
  }
  return connections;
}

}  // namespace rockpool::server
