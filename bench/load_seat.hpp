#pragma once
// A seat of the load tool in one room, whatever server it plays on: it reads the frames its
// connection receives, says when it may act, and acts. The load (PlayLoad) drives seats alone,
// so the same schedule and the same measurements apply to Rockpool and to the floor relay.

#include <chrono>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "bench/load_client.hpp"

namespace rockpool::bench {

using Clock = std::chrono::steady_clock;

struct LoadStats {
  std::uint64_t actions = 0;
  std::uint64_t errors = 0;
  std::uint64_t matches_finished = 0;
  std::vector<float> rtt_ms;
  std::vector<float> send_delay_ms;  // open loop: when an action went out, less when it was due
  bool recording = false;
};

class LoadSeat {
 public:
  virtual ~LoadSeat() = default;

  // Handles one frame from the server.
  virtual void take(std::string_view text) = 0;
  virtual bool can_act() const = 0;
  // Sends an action; its round trip counts from `scheduled`.
  virtual void act(Clock::time_point scheduled) = 0;
  virtual std::shared_ptr<LoadClient>& client() = 0;
};

}  // namespace rockpool::bench
