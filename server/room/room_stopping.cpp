// A room stops here: closed, given away to another node, or handed over as its node drains.

#include "protocol/frames.hpp"
#include "server/room/match_end_record.hpp"
#include "server/room/room.hpp"
#include "server/room/room_host.hpp"
#include "server/room/stopped_room.hpp"

namespace rockpool::server {

void Room::close() {
  if (stop_ != Stop::running) return;
  // A match nobody came back to is over: recorded as abandoned, it leaves the store's live log.
  if (match_ && !match_->over()) {
    match_->finish({MatchResult::State::aborted, -1, "abandoned"}, ServerClock::now());
    persist(end_record(*match_));
  }
  // Its members are told once the close is committed: a client that follows at once finds the
  // room closed, never still held by this node (in a cluster, its lock goes with the close).
  std::vector<ConnectionPtr> members;
  for (const auto& member : members_.all())
    members.push_back(member.connection);
  host_.store.write(RoomClosedRecord{identity_.id, epoch_ms()},
                    [members = std::move(members), goodbye = std::make_shared<const std::string>(
                                                       protocol::room_closed_frame(identity_.id))] {
                      for (const auto& connection : members)
                        connection->send(goodbye);
                    });
  leave_node("");
}

void Room::give_away(std::string owner_url) {
  net::dispatch(strand_, [self = shared_from_this(), owner_url = std::move(owner_url)] {
    if (self->stop_ != Stop::running && !self->hand_over_waiting_) return;
    self->stop_ = Stop::moved;
    // Nothing is written: the room's new owner reads the log as it was committed. A write still
    // in flight never will be: its mover is sent on to play there (and may send it again there),
    // and so is a joiner still waiting for its answer.
    self->leave_node(protocol::moved_frame(self->identity_.id, owner_url));
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
    self->leave_node("", std::move(released));
  });
}

void Room::leave_node(const std::string& goodbye, std::function<void()> released) {
  if (stop_ == Stop::running) stop_ = Stop::closed;
  const auto frame = std::make_shared<const std::string>(goodbye);
  std::vector<ConnectionPtr> connections;
  for (const auto& member : members_.all()) {
    if (!goodbye.empty()) member.connection->send(frame);
    member.connection->forget_room(shared_from_this());
    connections.push_back(member.connection);
  }
  members_.clear();
  host_.rooms.remove(identity_.id, identity_.code);
  if (const auto& host = members_.person(Person::host); host && host->session) {
    host->session->room_closed();
  }
  host_.addresses.room_closed(identity_.host_address);
  if (identity_.settings.is_public) host_.public_rooms.fetch_sub(1, std::memory_order_relaxed);
  host_.metrics.rooms.fetch_sub(1, std::memory_order_relaxed);
  timers_.cancel();
  presence_.stop();
  for (const auto& listener : listeners_)
    listener->room_stopped();
  room_state_.stop();
  if (!released) return;
  // Told only once the lock is free: a client that follows at once finds the room takeable.
  host_.store.write(
      RoomReleasedRecord{identity_.id},
      [connections = std::move(connections),
       moved = std::make_shared<const std::string>(protocol::moved_frame(identity_.id, "")),
       released = std::move(released)] {
        for (const auto& connection : connections)
          connection->send(moved);
        released();
      });
}

}  // namespace rockpool::server
