// A room quick pairing or a tournament opened: both seats are taken at once and the match starts
// before either player has joined; each has the grace period to come (as after a disconnect), and
// the room closes as any other once no player is present for its close delay.

#include "server/room/room.hpp"
#include "server/room/room_host.hpp"

namespace rockpool::server {

void Room::open_with_guest(SessionPtr guest, std::function<void(const Room&)> started) {
  net::post(
      strand_, [self = shared_from_this(), guest = std::move(guest), started = std::move(started)] {
        self->host_.store.write(
            room_record(self->identity_, self->members_.person(Person::host)->session->token()));
        self->members_.seat_guest(guest);
        self->host_.store.write(RoomGuestRecord{self->identity_.id, guest->token()});
        self->start_match(false);
        self->presence_.schedule_close(self);
        if (started) started(*self);
      });
}

}  // namespace rockpool::server
