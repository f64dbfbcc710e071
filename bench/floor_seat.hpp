#pragma once
// The load tool's seat on the floor relay (`rockpool bench floor`): says hello, joins its room by
// name, and once both seats are in, moves its pawn whenever the relay says it is its turn.

#include <functional>
#include <memory>
#include <string>

#include "bench/load_seat.hpp"
#include "rules/core/random.hpp"

namespace rockpool::bench {

class FloorSeat final : public LoadSeat {
 public:
  FloorSeat(std::shared_ptr<LoadClient> client, LoadStats& stats, std::uint64_t seed);

  // Says hello and asks for a seat in `room`; `on_start` runs when both seats are taken.
  void join(const std::string& room, std::function<void()> on_start);

  void take(std::string_view frame) override;
  bool can_act() const override { return seat_ >= 0 && to_move_ == seat_ && !awaiting_; }
  void act(Clock::time_point scheduled) override;
  std::shared_ptr<LoadClient>& client() override { return client_; }

 private:
  std::shared_ptr<LoadClient> client_;
  LoadStats& stats_;
  rules::Random random_;
  std::function<void()> on_start_;
  std::int64_t next_id_ = 0;
  std::int64_t pending_id_ = -1;
  int seat_ = -1;
  int to_move_ = 0;
  bool awaiting_ = false;
  Clock::time_point scheduled_;
};

}  // namespace rockpool::bench
