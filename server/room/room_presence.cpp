#include "server/room/room_presence.hpp"

#include "server/room/called_off.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

RoomPresence::RoomPresence(const net::any_io_executor& strand, Delays delays,
                           const RoomSettings& settings, const RoomMembers& members, Room room)
    : delays_(delays),
      settings_(settings),
      members_(members),
      room_(std::move(room)),
      close_timer_(strand),
      strand_(strand) {}

void RoomPresence::disconnected(Person person, const std::shared_ptr<void>& owner) {
  Match* match = room_.match();
  if (!match || match->over()) return;
  const rules::Seat seat = members_.seat_of(person);
  if (settings_.days_per_move > 0) {
    // By correspondence, players come and go: their deadlines are what they must keep.
    match->set_connected(seat, false, 0);
    return room_.publish();
  }
  match->set_connected(seat, false, epoch_ms() + delays_.grace.count());
  // The timer runs before the frames that show the grace period go out: whoever sees them may
  // count on it (a test's clock moved on at once, say).
  auto& timer = grace_timers_[static_cast<std::size_t>(person)];
  timer = std::make_unique<ServerTimer>(strand_, delays_.grace);
  timer->async_wait([this, owner, person, match_id = match->id()](beast::error_code e) {
    const Match* current = room_.match();
    if (!e && current && current->id() == match_id) grace_over(person);
  });
  room_.publish();
}

void RoomPresence::returned(Person person) {
  if (auto& timer = grace_timers_[static_cast<std::size_t>(person)]) {
    timer->cancel();
    timer.reset();
  }
  Match* match = room_.match();
  if (!match) return;
  const rules::Seat seat = members_.seat_of(person);
  match->set_connected(seat, true, 0);
  match->withdraw_claim_against(seat);
  room_.publish();
}

void RoomPresence::left(const std::vector<Role>& roles, const std::shared_ptr<void>& owner) {
  for (Role role : roles) {
    if (role == Role::spectator) continue;
    if (!members_.connected(person_of(role))) disconnected(person_of(role), owner);
  }
  if (!members_.any_person_present()) schedule_close(owner);
}

void RoomPresence::grace_over(Person person) {
  grace_timers_[static_cast<std::size_t>(person)].reset();
  Match* match = room_.match();
  if (!match || match->over() || members_.connected(person)) return;
  const rules::Seat seat = members_.seat_of(person);
  if (match->plies() < 2) {
    return room_.finish(called_off(members_, settings_, rules::SeatSet::of(seat), "abandoned"));
  }
  if (match->participant(1 - seat).bot) {
    return room_.finish({MatchResult::State::won, 1 - seat, "abandoned"});
  }
  match->allow_claim_against(seat);
  room_.publish();
}

void RoomPresence::match_started() {
  for (auto& timer : grace_timers_) {
    if (timer) timer->cancel();
    timer.reset();
  }
}

bool RoomPresence::keeps_open() const {
  const Match* match = room_.match();
  return (settings_.days_per_move > 0 || settings_.in_tournament()) && match && !match->over();
}

void RoomPresence::schedule_close(const std::shared_ptr<void>& owner) {
  if (keeps_open()) return;
  close_timer_.expires_after(delays_.close);
  close_timer_.async_wait([this, owner](beast::error_code e) {
    if (!e && !members_.any_person_present() && !keeps_open()) room_.close();
  });
}

void RoomPresence::cancel_close() {
  close_timer_.cancel();
}

void RoomPresence::stop() {
  close_timer_.cancel();
  for (auto& timer : grace_timers_) {
    if (timer) timer->cancel();
  }
}

}  // namespace rockpool::server
