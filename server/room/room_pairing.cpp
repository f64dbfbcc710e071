// A room quick pairing or a tournament opened: both seats are taken at once and the match starts
// before either player has joined; each has the grace period to come (as after a disconnect), and
// the room closes as any other once no player is present for its close delay.

#include "protocol/frames.hpp"
#include "server/context.hpp"
#include "server/room/room.hpp"

namespace rockpool::server {

void Room::open_paired(SessionPtr guest, PairedSeats seats) {
  net::dispatch(strand_, [self = shared_from_this(), guest = std::move(guest),
                          seats = std::move(seats)] {
    self->members_.seat(Person::guest, Participant{guest, self->guest_name(*guest),
                                                   guest->public_id(), false, guest->account_id()});
    self->context_.store->write(RoomGuestRecord{self->id_, guest->token()});
    self->start_match(false);
    self->schedule_close();
    for (Person person : kPeople) {
      const auto side = static_cast<std::size_t>(person);
      const Person other = person == Person::host ? Person::guest : Person::host;
      const Participant& opponent = *self->members_.person(other);
      std::string frame = protocol::seek_paired_frame(
          {seats.pool, self->id_, self->code_, self->settings_.rated,
           self->members_.seat_of(person), person == Person::host ? "host" : "guest", opponent.name,
           opponent.public_id, seats.ratings[1 - side]});
      if (seats.connections[side]) {
        seats.connections[side]->send(std::move(frame));
      } else if (seats.elsewhere) {
        seats.elsewhere(side, std::move(frame));
      }
    }
  });
}

void Room::open_tournament_game(SessionPtr guest) {
  net::post(strand_, [self = shared_from_this(), guest = std::move(guest)] {
    self->members_.seat(Person::guest, Participant{guest, self->guest_name(*guest),
                                                   guest->public_id(), false, guest->account_id()});
    self->context_.store->write(RoomGuestRecord{self->id_, guest->token()});
    self->start_match(false);
  });
}

}  // namespace rockpool::server
