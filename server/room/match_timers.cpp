#include "server/room/match_timers.hpp"

#include "server/room/move_deadlines.hpp"
#include "server/server_clock.hpp"

namespace rockpool::server {

MatchTimers::MatchTimers(const net::any_io_executor& strand, Room room)
    : room_(std::move(room)), flag_(strand), abort_(strand), deadline_(strand) {}

void MatchTimers::arm(const Match& match, const std::shared_ptr<void>& owner) {
  arm_flag(match, owner);
  arm_abort(match, owner);
  arm_deadline(match, owner);
}

void MatchTimers::cancel() {
  flag_.cancel();
  abort_.cancel();
  deadline_.cancel();
}

const Match* MatchTimers::still_playing(const std::string& match_id) const {
  const Match* match = room_.match();
  return match && match->id() == match_id && !match->over() ? match : nullptr;
}

void MatchTimers::arm_flag(const Match& match, const std::shared_ptr<void>& owner) {
  if (match.over() || !match.clock()) return;
  auto next = match.clock()->next_flag();
  if (!next) return;
  flag_.expires_at(*next + std::chrono::milliseconds(1));
  flag_.async_wait([this, owner, match_id = match.id()](beast::error_code e) {
    const Match* current = e ? nullptr : still_playing(match_id);
    if (!current) return;
    if (auto seat = current->clock()->flagged(ServerClock::now())) {
      room_.finish({MatchResult::State::won, 1 - *seat, "timeout"});
    } else {
      arm_flag(*current, owner);
    }
  });
}

void MatchTimers::arm_abort(const Match& match, const std::shared_ptr<void>& owner) {
  const auto deadline = match.abort_deadline();
  if (!deadline) return;
  abort_.expires_at(deadline->at);
  abort_.async_wait([this, owner, match_id = match.id()](beast::error_code e) {
    const Match* current = room_.match();
    if (e || !current || current->id() != match_id) return;
    const auto due = current->abort_deadline();
    if (!due) return;
    if (due->at <= ServerClock::now()) {
      room_.finish(room_.called_off(current->deciders(), "no_first_move"));
    } else {
      arm_abort(*current, owner);
    }
  });
}

void MatchTimers::arm_deadline(const Match& match, const std::shared_ptr<void>& owner) {
  const MoveDeadlines* deadlines = match.deadlines();
  if (!deadlines || match.over() || deadlines->next_ms() == 0) return;
  // The steady clock's time of the wall-clock deadline (both move together, ServerClock).
  const auto wait = std::chrono::milliseconds(deadlines->next_ms() - epoch_ms());
  deadline_.expires_at(ServerClock::now() + wait + std::chrono::milliseconds(1));
  deadline_.async_wait([this, owner, match_id = match.id()](beast::error_code e) {
    const Match* current = e ? nullptr : still_playing(match_id);
    if (!current) return;
    const rules::SeatSet late = current->deadlines()->missed(epoch_ms());
    if (late.empty()) return arm_deadline(*current, owner);
    // Both seats of a simultaneous decision missed it: neither wins.
    if (late.size() == 2) return room_.finish({MatchResult::State::drawn, -1, "deadline"});
    room_.finish({MatchResult::State::won, 1 - late.first(), "deadline"});
  });
}

}  // namespace rockpool::server
