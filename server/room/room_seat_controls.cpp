// What a player who is no connection may do from its seat: the room's own paths for an action, a
// draw's answer or offer and a chat line, as a person's requests take them.

#include "server/logging.hpp"
#include "server/room/match_end_record.hpp"
#include "server/room/room.hpp"
#include "server/room/room_host.hpp"

namespace rockpool::server {

void Room::listen(std::shared_ptr<RoomListener> listener) {
  listeners_.push_back(std::move(listener));
}

SeatControls Room::seat_controls() {
  SeatControls controls;
  controls.room = weak_from_this();
  controls.strand = strand_;
  controls.room_id = identity_.id;
  controls.settings = &identity_.settings;
  controls.match = [this] { return match_.get(); };
  // A stopped room takes no request, a seat's player's no more than a person's.
  controls.play = [this](rules::Seat seat, const std::string& notation) {
    if (stop_ != Stop::running) return;
    if (auto error = match_->play(seat, notation, ServerClock::now())) {
      spdlog::error("room {}: seat {}'s action {} refused: {}", identity_.id, seat, notation,
                    error->message);
      return;
    }
    host_.metrics.actions_total.fetch_add(1, std::memory_order_relaxed);
    record_last_action();
    publish();
  };
  controls.answer_draw = [this](rules::Seat seat, bool accept) {
    if (stop_ != Stop::running) return;
    const MatchOutcome outcome = match_->answer_draw(seat, accept, ServerClock::now());
    if (outcome.kind == MatchOutcome::Kind::ended) persist(end_record(*match_));
    if (outcome.kind == MatchOutcome::Kind::changed) persist(match_->offers());
    if (outcome.kind != MatchOutcome::Kind::refused) publish();
  };
  controls.offer_draw = [this](rules::Seat seat) {
    if (stop_ != Stop::running) return false;
    if (match_->offer_draw(seat, ServerClock::now()).kind != MatchOutcome::Kind::changed) {
      return false;
    }
    persist(match_->offers());
    publish();
    return true;
  };
  controls.say = [this](rules::Seat seat, std::string_view text) {
    if (stop_ != Stop::running) return;
    chat_.say(match_->participant(seat), seat, text, members_, match_->id());
  };
  return controls;
}

}  // namespace rockpool::server
