#include "bench/floor_seat.hpp"

#include <array>
#include <nlohmann/json.hpp>

#include "bench/frame_scan.hpp"

namespace rockpool::bench {

using nlohmann::json;

FloorSeat::FloorSeat(std::shared_ptr<LoadClient> client, LoadStats& stats, std::uint64_t seed)
    : client_(std::move(client)), stats_(stats), random_(seed) {}

void FloorSeat::join(const std::string& room, std::function<void()> on_start) {
  on_start_ = std::move(on_start);
  client_->send(json{{"type", "hello"}, {"id", ++next_id_}, {"name", "load"}}.dump());
  client_->send(json{{"type", "join"}, {"id", ++next_id_}, {"room", room}}.dump());
}

void FloorSeat::take(std::string_view frame) {
  const std::string_view type = scan_string(frame, "type");
  if (type == "moved") {
    const auto seat = scan_integer(frame, "seat");
    if (!seat) return;
    to_move_ = 1 - static_cast<int>(*seat);
    if (*seat != seat_ || scan_integer(frame, "id") != pending_id_) return;
    awaiting_ = false;
    if (!stats_.recording) return;
    ++stats_.actions;
    stats_.rtt_ms.push_back(
        std::chrono::duration<float, std::milli>(Clock::now() - scheduled_).count());
  } else if (type == "start") {
    seat_ = static_cast<int>(scan_integer(frame, "seat").value_or(-1));
    to_move_ = 0;
    if (on_start_) on_start_();
  } else if (type == "error") {
    ++stats_.errors;
    awaiting_ = false;
  }
}

void FloorSeat::act(Clock::time_point scheduled) {
  // The pawn race without rules: a step in one of four directions, as Rockpool's pawn moves read.
  static constexpr std::array<const char*, 4> kSteps = {"N", "S", "E", "W"};
  awaiting_ = true;
  scheduled_ = scheduled;
  pending_id_ = ++next_id_;
  client_->send(
      json{{"type", "move"}, {"id", pending_id_}, {"action", kSteps[random_.below(4)]}}.dump());
}

}  // namespace rockpool::bench
